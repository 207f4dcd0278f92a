import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setEmailPreferences } from "../accounts/email-preferences.ts";
import { ensureImportAccount, IMPORT_USER_ID } from "../accounts/import-account.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { mailOutbox, properties } from "../db/schema.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import {
  expireListings,
  findListingByRenewToken,
  remindExpiringListings,
  renewListingByToken,
} from "./listing-lifetime.ts";
import { renewListing } from "./save-listing.ts";

const DAY = 86_400_000;
const LIFETIME = 30;
const BASE = "https://okolica.example";

let database: Database;
let owner: Actor;
let other: Actor;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureImportAccount(database.db);
  owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
  other = await createTestUser(database.db, { roles: ["wlasciciel"] });
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(properties);
  await database.db.delete(mailOutbox);
});

async function listing(daysAgo: number, values: Partial<typeof properties.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(properties)
    .values({
      userId: owner.id,
      title: `Dom sprzed ${daysAgo} dni`,
      price: 500_000,
      type: "dom",
      location: "lezajsk",
      refreshedAt: new Date(Date.now() - daysAgo * DAY),
      ...values,
    })
    .returning({ id: properties.id });
  return row.id;
}

const row = async (id: string) =>
  (await database.db.select().from(properties).where(eq(properties.id, id)))[0];
const remind = () =>
  remindExpiringListings({ db: database.db, baseUrl: BASE, lifetimeDays: LIFETIME });

describe("listing lifetime", () => {
  it("archives own listings past their lifetime, never the Import account's", async () => {
    const old = await listing(31);
    const fresh = await listing(29);
    const portal = await listing(400, { userId: IMPORT_USER_ID, source: "otodom" });
    expect(await expireListings(database.db, LIFETIME)).toBe(1);
    expect(await row(old)).toMatchObject({ isArchived: true, expiredAt: expect.any(Date) });
    expect((await row(fresh)).isArchived).toBe(false);
    expect((await row(portal)).isArchived).toBe(false);
  });

  it("reminds the owner once, three days before, with a link that renews it without a sign-in", async () => {
    const ending = await listing(28);
    await listing(20);
    expect(await remind()).toBe(1);
    expect(await remind()).toBe(0);
    const [mail, ...more] = await database.db.select().from(mailOutbox);
    expect(more).toEqual([]);
    expect(mail.recipient).toBe(owner.email);
    expect(mail.subject).toMatch(/^Twoje ogłoszenie wygasa \d+ \p{L}+ \d{4}$/u);
    const token = mail.text.match(/\/ogloszenie\/odswiez\/([\w-]{32})/)?.[1] ?? "";
    expect(await findListingByRenewToken(database.db, token)).toEqual({
      title: "Dom sprzed 28 dni",
      renewed: false,
    });

    const before = (await row(ending)).createdAt;
    const renewed = await renewListingByToken(database.db, token);
    expect(renewed?.id).toBe(ending);
    const after = await row(ending);
    expect(after.refreshedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(after.createdAt).toEqual(before);
    expect(await renewListingByToken(database.db, token)).toBeNull();
    expect(await findListingByRenewToken(database.db, token)).toMatchObject({ renewed: true });
    // A new lifetime: a new reminder when it nears its end again, not before.
    expect(await remind()).toBe(0);
  });

  it("marks the reminder sent without a mail for an owner who turned reminders off", async () => {
    await setEmailPreferences({ db: database.db, actor: other }, { messages: "on", alerts: "on" });
    const id = await listing(29, { userId: other.id });
    expect(await remind()).toBe(0);
    expect((await row(id)).expiryRemindedAt).toBeInstanceOf(Date);
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
  });

  it("lets the owner renew an expired listing, nobody else, and not one archived by hand", async () => {
    const expired = await listing(40);
    await expireListings(database.db, LIFETIME);
    await expect(renewListing({ db: database.db, actor: other }, expired)).rejects.toMatchObject({
      code: "forbidden",
    });
    await renewListing({ db: database.db, actor: owner }, expired);
    expect(await row(expired)).toMatchObject({ isArchived: false, expiredAt: null });

    const hidden = await listing(5, { isArchived: true });
    await expect(renewListing({ db: database.db, actor: owner }, hidden)).rejects.toMatchObject({
      code: "conflict",
    });
    // Nor through a reminder link sent before it was archived.
    await database.db
      .update(properties)
      .set({ renewToken: "a".repeat(32) })
      .where(eq(properties.id, hidden));
    expect(await renewListingByToken(database.db, "a".repeat(32))).toBeNull();
    expect((await row(hidden)).isArchived).toBe(true);
  });
});
