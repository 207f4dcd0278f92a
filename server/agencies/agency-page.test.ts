import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_SIZE } from "../../shared/sorting.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { agencies, agentAgencies, profiles, properties } from "../db/schema.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { getAgencyPage } from "./agency-page.ts";

let database: Database;
let owner: Actor;
let broker: Actor;
let removed: Actor;
let deactivated: Actor;
let stranger: Actor;
/** Invited, never accepted: the agency page shows neither them nor their listings. */
let invited: Actor;
let agencyId: string;
let minute = 0;

async function insertListing(
  userId: string,
  overrides: Partial<typeof properties.$inferInsert> = {},
) {
  minute += 1;
  const [row] = await database.db
    .insert(properties)
    .values({
      userId,
      title: `Oferta ${minute}`,
      price: 300_000,
      type: "mieszkanie",
      location: "lezajsk",
      sellerType: "posrednik",
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, minute)),
      ...overrides,
    })
    .returning({ id: properties.id });
  return row.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  owner = await createTestUser(database.db, { roles: ["agencja"] });
  broker = await createTestUser(database.db, {
    roles: ["posrednik"],
    firstName: "Anna",
    lastName: "Nowak",
  });
  removed = await createTestUser(database.db, { roles: ["posrednik"], lastName: "Usunięty" });
  deactivated = await createTestUser(database.db, { roles: ["posrednik"], isActive: false });
  stranger = await createTestUser(database.db, { roles: ["posrednik"] });
  invited = await createTestUser(database.db, { roles: ["posrednik"], lastName: "Zaproszony" });
  const [agency] = await database.db
    .insert(agencies)
    .values({
      ownerId: owner.id,
      name: "Biuro <Leżajsk>",
      website: "javascript:alert(1)",
      licenseNumber: "PL 12345",
      isVerified: true,
    })
    .returning();
  agencyId = agency.id;
  await database.db.insert(agentAgencies).values([
    { agentId: broker.id, agencyId, position: "starszy agent", status: "active" },
    { agentId: removed.id, agencyId, status: "ended" },
    { agentId: deactivated.id, agencyId, status: "active" },
    { agentId: invited.id, agencyId, status: "pending" },
  ]);
  await database.db
    .update(profiles)
    .set({ experienceYears: 7, specialization: ["Domy"] })
    .where(eq(profiles.id, broker.id));
});
afterAll(() => database.close());

describe("getAgencyPage", () => {
  it("is null for a malformed, unknown or deactivated agency", async () => {
    expect(await getAgencyPage(database.db, { id: "nie-uuid" })).toBeNull();
    expect(await getAgencyPage(database.db, { id: randomUUID() })).toBeNull();
    const other = await createTestUser(database.db, { roles: ["agencja"] });
    const [inactive] = await database.db
      .insert(agencies)
      .values({ ownerId: other.id, name: "Zamknięte biuro", isActive: false })
      .returning();
    expect(await getAgencyPage(database.db, { id: inactive.id })).toBeNull();
  });

  it("shows the profile with an http(s) website only, and the active brokers", async () => {
    const page = await getAgencyPage(database.db, { id: agencyId });
    expect(page?.agency).toMatchObject({
      id: agencyId,
      name: "Biuro <Leżajsk>",
      website: null,
      licenseNumber: "PL 12345",
      isVerified: true,
    });
    expect(page?.agency).not.toHaveProperty("ownerId");
    expect(page?.brokers).toEqual([
      {
        id: broker.id,
        name: "Anna Nowak",
        position: "starszy agent",
        experienceYears: 7,
        specialization: ["Domy"],
      },
    ]);
    await database.db
      .update(agencies)
      .set({ website: "https://biuro.example.pl" })
      .where(eq(agencies.id, agencyId));
    expect((await getAgencyPage(database.db, { id: agencyId }))?.agency.website).toBe(
      "https://biuro.example.pl/",
    );
  });

  it("lists the active listings of the owner and active brokers, newest first, paginated", async () => {
    const mine = [
      await insertListing(owner.id),
      await insertListing(broker.id),
      await insertListing(broker.id, { isArchived: true }),
      await insertListing(removed.id),
      await insertListing(deactivated.id),
      await insertListing(stranger.id),
      await insertListing(invited.id),
    ];
    const page = await getAgencyPage(database.db, { id: agencyId });
    expect(page?.listings.items.map((l) => l.id)).toEqual([mine[1], mine[0]]);
    expect(page?.listings).toMatchObject({ total: 2, page: 1, pageCount: 1 });

    const more = [];
    for (let i = 0; i < PAGE_SIZE; i++) more.push(await insertListing(broker.id));
    const second = await getAgencyPage(database.db, { id: agencyId, page: 2 });
    expect(second?.listings).toMatchObject({ total: PAGE_SIZE + 2, page: 2, pageCount: 2 });
    expect(second?.listings.items.map((l) => l.id)).toEqual([mine[1], mine[0]]);
    const first = await getAgencyPage(database.db, { id: agencyId, page: 1 });
    expect(first?.listings.items[0].id).toBe(more[more.length - 1]);
  });
});
