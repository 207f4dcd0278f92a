import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAVOURITE_TEXT, MAX_FAVOURITES } from "../../shared/favourites.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { favourites, profiles, properties, services } from "../db/schema.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { listFavouriteKeys, listFavourites, listPublicFavourites } from "./list-favourites.ts";
import { mergeFavourites, setFavourite } from "./save-favourite.ts";

let database: Database;
let owner: Actor;
let company: Actor;
let anna: Actor;
let piotr: Actor;
let seq = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
  company = await createTestUser(database.db, { roles: ["firma"] });
  anna = await createTestUser(database.db);
  piotr = await createTestUser(database.db);
});
afterAll(() => database.close());

const ctx = (actor: Actor | null) => ({ db: database.db, actor });

async function insertListing(price = 300_000) {
  seq += 1;
  const [row] = await database.db
    .insert(properties)
    .values({
      userId: owner.id,
      title: `Mieszkanie ${seq}`,
      price,
      type: "mieszkanie",
      location: "lezajsk",
    })
    .returning({ id: properties.id });
  return row.id;
}

async function insertService() {
  seq += 1;
  const [row] = await database.db
    .insert(services)
    .values({
      userId: company.id,
      title: `Hydraulik ${seq}`,
      priceFrom: 80,
      category: "hydrauliczne",
      location: "lezajsk",
    })
    .returning({ id: services.id });
  return row.id;
}

const listing = (id: string) => ({ kind: "listing" as const, id });
const service = (id: string) => ({ kind: "service" as const, id });

describe("favourites", () => {
  it("keeps a listing with its price of the moment and a company, then lets go of them", async () => {
    const flat = await insertListing(350_000);
    const plumber = await insertService();
    await setFavourite(ctx(anna), { ...listing(flat), saved: true });
    await setFavourite(ctx(anna), { ...listing(flat), saved: true });
    await setFavourite(ctx(anna), { ...service(plumber), saved: true });

    expect(await listFavouriteKeys(database.db, anna.id)).toEqual(
      expect.arrayContaining([`listing:${flat}`, `service:${plumber}`]),
    );
    const page = await listFavourites(ctx(anna));
    expect(page.listings).toHaveLength(1);
    expect(page.listings[0]).toMatchObject({
      id: flat,
      price: 350_000,
      savedPrice: 350_000,
      isPublic: true,
    });
    expect(page.services.map((s) => [s.id, s.isPublic])).toEqual([[plumber, true]]);

    await setFavourite(ctx(anna), { ...listing(flat), saved: false });
    await setFavourite(ctx(anna), { ...service(plumber), saved: false });
    expect(await listFavourites(ctx(anna))).toEqual({ listings: [], services: [] });
  });

  it("shows a changed price and an archived listing as they are now, and nobody else's list", async () => {
    const cheaper = await insertListing(400_000);
    const sold = await insertListing(200_000);
    await setFavourite(ctx(piotr), { ...listing(cheaper), saved: true });
    await setFavourite(ctx(piotr), { ...listing(sold), saved: true });
    await database.db.update(properties).set({ price: 380_000 }).where(eq(properties.id, cheaper));
    await database.db.update(properties).set({ isArchived: true }).where(eq(properties.id, sold));

    const page = await listFavourites(ctx(piotr));
    expect(page.listings.map((l) => [l.id, l.price, l.savedPrice, l.isPublic])).toEqual([
      [sold, 200_000, 200_000, false],
      [cheaper, 380_000, 400_000, true],
    ]);
    // Anna's list and Anna's removal do not touch Piotr's.
    expect((await listFavourites(ctx(anna))).listings).toEqual([]);
    await setFavourite(ctx(anna), { ...listing(cheaper), saved: false });
    expect((await listFavourites(ctx(piotr))).listings).toHaveLength(2);
  });

  it("refuses a visitor, a hidden or unknown offer, and a list over the limit", async () => {
    const flat = await insertListing();
    await expect(setFavourite(ctx(null), { ...listing(flat), saved: true })).rejects.toMatchObject({
      code: "forbidden",
    });
    await database.db.update(properties).set({ isArchived: true }).where(eq(properties.id, flat));
    for (const item of [
      listing(flat),
      listing(crypto.randomUUID()),
      service(crypto.randomUUID()),
    ]) {
      await expect(setFavourite(ctx(anna), { ...item, saved: true })).rejects.toMatchObject({
        code: "not_found",
        message: FAVOURITE_TEXT.notFound,
      });
    }
    // A deactivated company's offer is not public either.
    const plumber = await insertService();
    await database.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, company.id));
    await expect(
      setFavourite(ctx(anna), { ...service(plumber), saved: true }),
    ).rejects.toMatchObject({
      code: "not_found",
    });
    await database.db.update(profiles).set({ isActive: true }).where(eq(profiles.id, company.id));

    const full = await createTestUser(database.db);
    const many = await Promise.all(Array.from({ length: MAX_FAVOURITES }, () => insertListing()));
    await database.db
      .insert(favourites)
      .values(many.map((id) => ({ userId: full.id, propertyId: id })));
    await expect(
      setFavourite(ctx(full), { ...listing(await insertListing()), saved: true }),
    ).rejects.toMatchObject({ code: "conflict", message: FAVOURITE_TEXT.tooMany });
    expect(await mergeFavourites(ctx(full), [listing(await insertListing())])).toHaveLength(
      MAX_FAVOURITES,
    );
  });

  it("merges a browser's favourites on sign-in: public ones, with the price they were hearted at", async () => {
    const user = await createTestUser(database.db);
    const kept = await insertListing(500_000);
    const hearted = await insertListing(610_000);
    const archived = await insertListing();
    const plumber = await insertService();
    await database.db
      .update(properties)
      .set({ isArchived: true })
      .where(eq(properties.id, archived));
    await setFavourite(ctx(user), { ...listing(kept), saved: true });

    const keys = await mergeFavourites(ctx(user), [
      { ...listing(kept), price: 1 },
      { ...listing(hearted), price: 650_000 },
      listing(archived),
      listing(crypto.randomUUID()),
      service(plumber),
    ]);
    expect(keys.sort()).toEqual(
      [`listing:${hearted}`, `listing:${kept}`, `service:${plumber}`].sort(),
    );
    const page = await listFavourites(ctx(user));
    expect(page.listings.map((l) => [l.id, l.savedPrice]).sort()).toEqual(
      [
        [hearted, 650_000],
        [kept, 500_000],
      ].sort(),
    );
    await expect(mergeFavourites(ctx(null), [listing(kept)])).rejects.toMatchObject({
      code: "forbidden",
    });
  });

  it("shows a visitor the public ones among the browser's favourites, in the browser's order", async () => {
    const first = await insertListing(120_000);
    const second = await insertListing();
    const archived = await insertListing();
    const plumber = await insertService();
    await database.db
      .update(properties)
      .set({ isArchived: true })
      .where(eq(properties.id, archived));
    const page = await listPublicFavourites(database.db, [
      { ...listing(second), price: 99 },
      listing(archived),
      listing("not-a-uuid"),
      service(plumber),
      { ...listing(first), price: 130_000 },
    ]);
    expect(page.listings.map((l) => [l.id, l.savedPrice])).toEqual([
      [second, 99],
      [first, 130_000],
    ]);
    expect(page.services.map((s) => s.id)).toEqual([plumber]);
    expect(await listPublicFavourites(database.db, [])).toEqual({ listings: [], services: [] });
  });
});
