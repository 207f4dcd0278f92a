import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_TEXT } from "../../shared/saved-searches.ts";
import { setEmailPreferences } from "../accounts/email-preferences.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { mailOutbox, profiles, properties, savedSearches } from "../db/schema.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  setSavedSearchPaused,
  updateSavedSearch,
} from "./save-search.ts";
import { sendSearchAlerts } from "./send-search-alerts.ts";
import { findSearchByToken, unsubscribeSearch } from "./unsubscribe.ts";

const BASE = "https://okolica.example";
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let database: Database;
let seller: Actor;
let anna: Actor;
let piotr: Actor;

beforeAll(async () => {
  database = await createTestDatabase();
  seller = await createTestUser(database.db, { roles: ["wlasciciel"] });
  anna = await createTestUser(database.db);
  piotr = await createTestUser(database.db);
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(savedSearches);
  await database.db.delete(mailOutbox);
});

const ctx = (actor: Actor | null) => ({ db: database.db, actor });
const run = (now: Date) => sendSearchAlerts({ db: database.db, baseUrl: BASE }, now);
const at = (from: Date, ms: number) => new Date(from.getTime() + ms);

async function addListing(values: Partial<typeof properties.$inferInsert> & { createdAt: Date }) {
  const [row] = await database.db
    .insert(properties)
    .values({
      userId: seller.id,
      title: "Mieszkanie",
      price: 300_000,
      type: "mieszkanie",
      location: "lezajsk",
      ...values,
    })
    .returning({ id: properties.id });
  return row.id;
}

const mails = () => database.db.select().from(mailOutbox);

describe("saved searches", () => {
  it("keeps a search as its canonical filters, with a name and pace, for its owner only", async () => {
    const { id } = await createSavedSearch(ctx(anna), {
      query: "locations=lezajsk&categories=mieszkania&priceMax=400.000&sort=price-asc&page=3",
      name: "  Mieszkanie w Leżajsku ",
      frequency: "daily",
    });
    const [row] = await listSavedSearches(ctx(anna));
    expect(row).toMatchObject({
      id,
      name: "Mieszkanie w Leżajsku",
      frequency: "daily",
      paused: false,
      href: "/search?categories=mieszkania&locations=lezajsk&priceMax=400000",
    });
    expect(row.summary).toBe("Mieszkania · Leżajsk · cena do 400\u00a0000\u00a0zł");
    expect(await listSavedSearches(ctx(piotr))).toEqual([]);

    // Piotr can neither change nor delete it; each answer is 'not found'. (One at a time: a
    // rejection not yet awaited would be reported as unhandled.)
    for (const attempt of [
      () => updateSavedSearch(ctx(piotr), { id, name: "Moje", frequency: "weekly" }),
      () => setSavedSearchPaused(ctx(piotr), { id, paused: true }),
      () => deleteSavedSearch(ctx(piotr), id),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ code: "not_found" });
    }
    await updateSavedSearch(ctx(anna), { id, name: "M3 Leżajsk", frequency: "weekly" });
    await setSavedSearchPaused(ctx(anna), { id, paused: true });
    expect((await listSavedSearches(ctx(anna)))[0]).toMatchObject({
      name: "M3 Leżajsk",
      frequency: "weekly",
      paused: true,
    });
    await deleteSavedSearch(ctx(anna), id);
    expect(await listSavedSearches(ctx(anna))).toEqual([]);
  });

  it("refuses a visitor, a search without filters, a bad name and one search too many", async () => {
    const valid = { query: "categories=domy", name: "Domy", frequency: "instant" } as const;
    await expect(createSavedSearch(ctx(null), valid)).rejects.toMatchObject({ code: "forbidden" });
    await expect(
      createSavedSearch(ctx(anna), { ...valid, query: "sort=price-asc&page=2" }),
    ).rejects.toMatchObject({ code: "invalid", message: SAVED_SEARCH_TEXT.noFilters });
    await expect(createSavedSearch(ctx(anna), { ...valid, name: " " })).rejects.toMatchObject({
      message: SAVED_SEARCH_TEXT.nameRequired,
    });
    await expect(
      createSavedSearch(ctx(anna), { ...valid, frequency: "hourly" as never }),
    ).rejects.toMatchObject({ message: SAVED_SEARCH_TEXT.frequency });
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) await createSavedSearch(ctx(anna), valid);
    await expect(createSavedSearch(ctx(anna), valid)).rejects.toMatchObject({
      code: "conflict",
      message: SAVED_SEARCH_TEXT.tooMany,
    });
  });
});

describe("search alerts", () => {
  it("mail an 'at once' search once about a new matching offer, never about others", async () => {
    const start = new Date(Date.now() - 30 * MINUTE);
    await createSavedSearch(
      ctx(anna),
      {
        query: "categories=mieszkania&locations=lezajsk&priceMax=400000",
        name: "M w Leżajsku",
        frequency: "instant",
      },
      start,
    );
    const wanted = await addListing({
      title: "Mieszkanie przy Rynku",
      createdAt: at(start, MINUTE),
    });
    await addListing({ title: "Dom pod lasem", type: "dom", createdAt: at(start, MINUTE) });
    await addListing({
      title: "Apartament za drogi",
      price: 900_000,
      createdAt: at(start, MINUTE),
    });
    await addListing({
      title: "Mieszkanie w Giedlarowej",
      location: "giedlarowa",
      createdAt: at(start, MINUTE),
    });

    expect(await run(at(start, 2 * MINUTE))).toEqual({ checked: 1, mailed: 1 });
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail.recipient).toBe(anna.email);
    expect(mail.subject).toBe("1 nowa oferta: M w Leżajsku");
    expect(mail.text).toContain("Mieszkanie przy Rynku");
    expect(mail.html).toContain(`${BASE}/nieruchomosc/${wanted}`);
    for (const other of ["Dom pod lasem", "Apartament za drogi", "Giedlarowej"]) {
      expect(mail.text).not.toContain(other);
    }
    const [{ token }] = await database.db
      .select({ token: savedSearches.unsubscribeToken })
      .from(savedSearches);
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${BASE}/alerty/wypisz/${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail.text).toContain(`${BASE}/alerty/wypisz/${token}`);

    // The next runs find nothing new: no mail, however often they run.
    expect(await run(at(start, 3 * MINUTE))).toEqual({ checked: 1, mailed: 0 });
    expect(await run(at(start, 3 * MINUTE))).toEqual({ checked: 0, mailed: 0 });
    expect(await mails()).toHaveLength(1);
  });

  it("tell about a price that fell, mail a daily search a day later, and leave a paused one", async () => {
    const start = new Date(Date.now() - 20 * MINUTE);
    const older = await addListing({
      title: "Mieszkanie do obniżki",
      price: 420_000,
      createdAt: at(start, -DAY),
    });
    await createSavedSearch(
      ctx(anna),
      { query: "categories=mieszkania&priceMax=410000", name: "Tanio", frequency: "instant" },
      start,
    );
    await createSavedSearch(
      ctx(piotr),
      { query: "categories=mieszkania", name: "Codziennie", frequency: "daily" },
      start,
    );
    const paused = await createSavedSearch(
      ctx(piotr),
      { query: "categories=mieszkania", name: "Wstrzymane", frequency: "instant" },
      start,
    );
    await setSavedSearchPaused(ctx(piotr), { id: paused.id, paused: true });
    // The trigger dates the change now; the run below comes a minute after it.
    await database.db.update(properties).set({ price: 399_000 }).where(eq(properties.id, older));
    const afterDrop = new Date(Date.now() + MINUTE);

    expect(await run(afterDrop)).toEqual({ checked: 1, mailed: 1 });
    const [drop] = await mails();
    expect(drop).toMatchObject({ recipient: anna.email, subject: "Niższe ceny: Tanio" });
    expect(drop.text).toContain(
      "Mieszkanie do obniżki — cena obniżona z 420\u00a0000\u00a0zł na 399\u00a0000\u00a0zł",
    );

    // A day after saving, the daily search is due: the drop came after it was saved, so it is
    // news for it too. The paused one stays silent.
    expect(await run(at(start, DAY + MINUTE))).toMatchObject({ mailed: 1 });
    expect((await mails()).map((m) => m.subject).sort()).toEqual([
      "Niższe ceny: Codziennie",
      "Niższe ceny: Tanio",
    ]);
    expect(
      (await mails()).some((m) => m.recipient === piotr.email && m.subject.includes("Wstrzymane")),
    ).toBe(false);
  });

  it("split the due searches between two runs at once: each is mailed once", async () => {
    const start = new Date(Date.now() - 30 * MINUTE);
    const people = await Promise.all(Array.from({ length: 6 }, () => createTestUser(database.db)));
    for (const person of people) {
      await createSavedSearch(
        ctx(person),
        { query: "categories=domy", name: "Domy", frequency: "instant" },
        start,
      );
    }
    await addListing({ title: "Dom nowy", type: "dom", createdAt: at(start, MINUTE) });
    const now = at(start, 2 * MINUTE);
    const [a, b] = await Promise.all([run(now), run(now)]);
    expect(a.mailed + b.mailed).toBe(6);
    const sent = await mails();
    expect(sent.map((m) => m.recipient).sort()).toEqual(people.map((p) => p.email).sort());
  });

  it("mail nobody who turned alerts off in the profile; turned on again, no backlog", async () => {
    const start = new Date(Date.now() - 30 * MINUTE);
    const quiet = await createTestUser(database.db);
    await setEmailPreferences(ctx(quiet), { messages: "on" });
    await createSavedSearch(
      ctx(quiet),
      { query: "categories=komercja", name: "Lokale", frequency: "instant" },
      start,
    );
    await addListing({ title: "Lokal przy rynku", type: "lokal", createdAt: at(start, MINUTE) });
    expect(await run(at(start, 2 * MINUTE))).toEqual({ checked: 1, mailed: 0 });
    await setEmailPreferences(ctx(quiet), { messages: "on", alerts: "on" });
    expect(await run(at(start, 3 * MINUTE))).toEqual({ checked: 1, mailed: 0 });
    expect(await mails()).toEqual([]);
  });

  it("mail no deactivated account", async () => {
    const start = new Date(Date.now() - 30 * MINUTE);
    const gone = await createTestUser(database.db);
    await database.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, gone.id));
    await createSavedSearch(
      ctx(gone),
      { query: "categories=dzialki", name: "Działki", frequency: "instant" },
      start,
    );
    await addListing({ title: "Działka nowa", type: "dzialka", createdAt: at(start, MINUTE) });
    expect(await run(at(start, 2 * MINUTE))).toEqual({ checked: 1, mailed: 0 });
    expect(await mails()).toEqual([]);
  });

  it("unsubscribe by the mail's token alone: the alerts pause, the search stays", async () => {
    await createSavedSearch(ctx(anna), {
      query: "categories=dzialki",
      name: "Działki",
      frequency: "weekly",
    });
    const [{ token }] = await database.db
      .select({ token: savedSearches.unsubscribeToken })
      .from(savedSearches);
    expect(await findSearchByToken(database.db, token)).toEqual({ name: "Działki", paused: false });
    expect(await unsubscribeSearch(database.db, token)).toEqual({ name: "Działki" });
    expect((await listSavedSearches(ctx(anna)))[0].paused).toBe(true);
    expect(await unsubscribeSearch(database.db, "x".repeat(32))).toBeNull();
    expect(await findSearchByToken(database.db, "' or 1=1 --")).toBeNull();
  });
});
