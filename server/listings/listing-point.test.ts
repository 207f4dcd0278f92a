import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { properties } from "../db/schema.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { getListing } from "./get-listing.ts";
import { listMapPoints, MAP_POINTS_LIMIT } from "./list-map-points.ts";
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

describe("listMapPoints", () => {
  it("answers the list's filters with public points and the popup's fields only", async () => {
    const hidden = await insertListing({ ...EXACT, rooms: 4, showExactLocation: false });
    const shown = await insertListing({ ...EXACT, rooms: 4, showExactLocation: true });
    const byPlace = await insertListing({ rooms: 4, location: "jelna" });
    await insertListing({ rooms: 1 });
    await insertListing({ rooms: 4, location: null });
    await insertListing({ rooms: 4, isArchived: true });
    const { points, capped } = await listMapPoints(database.db, {
      types: ["mieszkanie"],
      rooms: 4,
    });
    expect(capped).toBe(false);
    expect(points.map((point) => point.id).sort()).toEqual(
      [hidden.id, shown.id, byPlace.id].sort(),
    );
    const of = (id: string) => points.find((point) => point.id === id);
    expect(of(shown.id)).toMatchObject(EXACT);
    expect(of(hidden.id)).not.toMatchObject({ lat: EXACT.lat });
    expect(of(hidden.id)).not.toMatchObject({ lng: EXACT.lng });
    expect(Object.keys(of(hidden.id) ?? {}).sort()).toEqual(
      ["id", "image", "lat", "lng", "price", "title", "transactionType"].sort(),
    );
    expect(of(byPlace.id)?.image).toMatch(/^\/images\/stock-/);
  });

  it("stops at the cap and says so", async () => {
    await database.db.insert(properties).values(
      Array.from({ length: MAP_POINTS_LIMIT + 1 }, (_, i) => ({
        userId: owner.id,
        title: `Dom ${i}`,
        price: 500_000,
        type: "dom" as const,
        location: "debno" as const,
      })),
    );
    const { points, capped } = await listMapPoints(database.db, { types: ["dom"] });
    expect(points).toHaveLength(MAP_POINTS_LIMIT);
    expect(capped).toBe(true);
  });
});
