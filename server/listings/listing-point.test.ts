import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { properties } from "../db/schema.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { getListing } from "./get-listing.ts";
import { AREA_RADIUS } from "./public-point.ts";

type NewListing = typeof properties.$inferInsert;
let database: Database;
let owner: Actor;
let seq = 0;

const EXACT = { lat: 50.263171, lng: 22.418843 };

async function insertListing(overrides: Partial<NewListing> = {}) {
  seq += 1;
  const [row] = await database.db
    .insert(properties)
    .values({
      userId: owner.id,
      title: `Mieszkanie ${seq}`,
      price: 300_000 + seq,
      area: 50,
      type: "mieszkanie",
      location: "lezajsk",
      ...overrides,
    })
    .returning();
  return row;
}

beforeAll(async () => {
  database = await createTestDatabase();
  owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
});
afterAll(() => database.close());

describe("a listing's point on its public page", () => {
  it("never sends a hidden exact point, only the area around it", async () => {
    const listing = await insertListing({ ...EXACT, showExactLocation: false });
    const shown = await getListing(database.db, listing.id);
    expect(shown?.mapPoint).toMatchObject({ radius: AREA_RADIUS });
    const sent = JSON.stringify(shown);
    expect(sent).not.toContain(String(EXACT.lat));
    expect(sent).not.toContain(String(EXACT.lng));
  });

  it("sends the exact point when its owner chose to show it", async () => {
    const listing = await insertListing({ ...EXACT, showExactLocation: true });
    expect((await getListing(database.db, listing.id))?.mapPoint).toEqual({ ...EXACT, radius: 0 });
  });
});
