import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { properties } from "../db/schema.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { listListings } from "./list-listings.ts";
import { getListingPage } from "./listing-page.ts";

let database: Database;
let owner: Actor;

beforeAll(async () => {
  database = await createTestDatabase();
  owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
});
afterAll(() => database.close());

async function insertListing(price: number) {
  const [row] = await database.db
    .insert(properties)
    .values({
      userId: owner.id,
      title: "Dom z ogrodem",
      price,
      type: "dom",
      location: "giedlarowa",
    })
    .returning({ id: properties.id });
  return row.id;
}

// Any writer (the form, an import, the administrator) goes through an UPDATE of the row: the
// database's trigger records the change, so a plain update stands for all of them here.
const setPrice = (id: string, price: number) =>
  database.db.update(properties).set({ price }).where(eq(properties.id, id));

const cardOf = async (id: string) =>
  (await listListings(database.db, { types: ["dom"], pageSize: 50 })).items.find(
    (l) => l.id === id,
  );

describe("price history", () => {
  it("records every change, newest first, and marks a drop on the card", async () => {
    const id = await insertListing(500_000);
    expect((await getListingPage(database.db, id))?.priceHistory).toEqual([]);
    expect((await cardOf(id))?.priceBeforeDrop).toBeNull();

    await setPrice(id, 520_000);
    expect((await cardOf(id))?.priceBeforeDrop).toBeNull();
    await setPrice(id, 480_000);

    const page = await getListingPage(database.db, id);
    expect(page?.priceHistory.map((c) => [c.oldPrice, c.newPrice])).toEqual([
      [520_000, 480_000],
      [500_000, 520_000],
    ]);
    expect(page?.priceHistory[0].changedAt).toBeInstanceOf(Date);
    expect((await cardOf(id))?.priceBeforeDrop).toBe(520_000);
  });

  it("records nothing when an edit leaves the price as it was", async () => {
    const id = await insertListing(300_000);
    await database.db
      .update(properties)
      .set({ title: "Dom po remoncie", price: 300_000 })
      .where(eq(properties.id, id));
    expect((await getListingPage(database.db, id))?.priceHistory).toEqual([]);
    const [row] = await database.db
      .select({ previous: properties.previousPrice, at: properties.priceChangedAt })
      .from(properties)
      .where(eq(properties.id, id));
    expect(row).toEqual({ previous: null, at: null });
  });
});
