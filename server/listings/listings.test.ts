import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROPERTY_TYPES } from "../../shared/categories.ts";
import { LISTING_SORTS } from "../../shared/sorting.ts";
import type { Database } from "../db/client.ts";
import { properties, users } from "../db/schema.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { countActiveListings } from "./count-active-listings.ts";
import { getListing } from "./get-listing.ts";
import { listListings, listListingsWithoutTotal } from "./list-listings.ts";

let database: Database;
const owner = "user-listings-test";
type NewListing = typeof properties.$inferInsert;

let seq = 0;
function listing(overrides: Partial<NewListing> = {}): NewListing {
  seq += 1;
  return {
    userId: owner,
    title: `Oferta ${seq}`,
    price: 100_000 + seq * 1_000,
    area: 40 + seq,
    type: "mieszkanie",
    location: "lezajsk",
    // Distinct, increasing creation times so that "newest" is well defined.
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, seq)),
    ...overrides,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await db.insert(users).values({ id: owner, name: "Test", email: "listings@example.com" });
  await db.insert(properties).values([
    listing({ type: "mieszkanie", location: "lezajsk", source: "otodom", price: 300_000 }),
    listing({ type: "mieszkanie", location: "lezajsk", price: 200_000, area: 30 }),
    listing({ type: "mieszkanie", location: "lezajsk", isArchived: true }),
    listing({ type: "mieszkanie", location: "debno", source: "olx", price: 150_000, area: 90 }),
    listing({
      type: "dom",
      location: "lezajsk",
      price: 700_000,
      area: 150,
      imageUrl: "/uploads/dom.webp",
    }),
    listing({ type: "dom", location: "zuklin", source: "gratka", price: 450_000 }),
    listing({ type: "dom", location: "zuklin", isArchived: true }),
    listing({
      type: "dzialka",
      location: "jelna",
      price: 90_000,
      area: 1200,
      // The main photo is usually also the gallery's first: counted once.
      imageUrl: "/uploads/a.webp",
      images: ["/uploads/a.webp", "/uploads/b.webp", "/uploads/c.webp"],
    }),
    listing({
      type: "lokal",
      location: null,
      source: "morizon",
      address: "Rzeszów",
      images: ["/uploads/p.webp", "/uploads/q.webp"],
    }),
    listing({ type: "lokal", location: "lezajsk", transactionType: "wynajem", price: 3_000 }),
  ]);
});
afterAll(() => database.close());

describe("countActiveListings (header counts)", () => {
  it("equals the database's count of active listings per (type, location)", async () => {
    const counts = await countActiveListings(database.db);
    const expected = await database.db.execute<{ type: string; location: string; n: number }>(sql`
      select type, location, count(*)::int as n from properties
      where not is_archived and location is not null group by type, location`);
    let compared = 0;
    for (const row of expected.rows) {
      expect(counts[row.type as (typeof PROPERTY_TYPES)[number]].byLocation[row.location]).toBe(
        Number(row.n),
      );
      compared += 1;
    }
    expect(compared).toBeGreaterThan(0);
    const locationsInCounts = PROPERTY_TYPES.flatMap((t) => Object.keys(counts[t].byLocation));
    expect(locationsInCounts).toHaveLength(expected.rows.length);
  });

  it("excludes archived listings", async () => {
    const counts = await countActiveListings(database.db);
    expect(counts.mieszkanie.byLocation.lezajsk).toBe(2);
    expect(counts.dom.byLocation.zuklin).toBe(1);
    expect(counts.dzialka.byLocation.jelna).toBe(1);
    expect(counts.dzialka.byLocation.lezajsk).toBeUndefined();
  });

  it("counts listings without a location in the type's total only", async () => {
    const counts = await countActiveListings(database.db);
    expect(counts.lokal.total).toBe(2);
    expect(counts.lokal.byLocation).toEqual({ lezajsk: 1 });
  });

  it("follows archiving, restoring, moving, retyping and deleting a listing", async () => {
    const db = database.db;
    const [row] = await db
      .insert(properties)
      .values(listing({ type: "dzialka", location: "hucisko" }))
      .returning({ id: properties.id });
    const byId = sql`${properties.id} = ${row.id}`;
    const hucisko = async () => (await countActiveListings(db)).dzialka.byLocation.hucisko;
    expect(await hucisko()).toBe(1);

    await db.update(properties).set({ isArchived: true }).where(byId);
    expect(await hucisko()).toBeUndefined();
    await db.update(properties).set({ isArchived: false }).where(byId);
    expect(await hucisko()).toBe(1);

    await db.update(properties).set({ location: "jelna" }).where(byId);
    expect(await hucisko()).toBeUndefined();
    expect((await countActiveListings(db)).dzialka.byLocation.jelna).toBe(2);

    await db.update(properties).set({ type: "dom" }).where(byId);
    expect((await countActiveListings(db)).dzialka.byLocation.jelna).toBe(1);
    expect((await countActiveListings(db)).dom.byLocation.jelna).toBe(1);

    await db.delete(properties).where(byId);
    expect((await countActiveListings(db)).dom.byLocation.jelna).toBeUndefined();
  });
});

describe("listListings", () => {
  it("lists only active listings", async () => {
    const page = await listListings(database.db);
    expect(page.total).toBe(8);
    expect(page.items).toHaveLength(8);
  });

  it("filters by type and location", async () => {
    const flats = await listListings(database.db, { types: ["mieszkanie"] });
    expect(flats.total).toBe(3);
    expect(flats.items.every((l) => l.type === "mieszkanie")).toBe(true);

    const lezajsk = await listListings(database.db, { locations: ["lezajsk"] });
    expect(lezajsk.items.map((l) => l.location)).toEqual(Array(4).fill("lezajsk"));

    const both = await listListings(database.db, {
      types: ["mieszkanie", "dom"],
      locations: ["lezajsk", "zuklin"],
    });
    expect(both.total).toBe(4);

    const rentals = await listListings(database.db, { transaction: "wynajem" });
    expect(rentals.items.map((l) => l.price)).toEqual([3_000]);
  });

  it("counts each card's photos in the list query itself", async () => {
    const page = await listListings(database.db, { sort: "price-asc" });
    const photos = (type: string) =>
      page.items.filter((l) => l.type === type).map((l) => l.photoCount);
    expect(photos("dzialka")).toEqual([3]);
    expect(photos("dom").sort()).toEqual([0, 1]);
    expect(photos("lokal").sort()).toEqual([0, 2]);
  });

  it("puts own listings first by default, newest first within each group", async () => {
    const { items } = await listListings(database.db);
    const own = items.map((l) => l.source === "wlasne");
    const firstExternal = own.indexOf(false);
    expect(own.slice(firstExternal).every((o) => !o)).toBe(true);
    expect(firstExternal).toBe(4);
    for (const group of [items.slice(0, firstExternal), items.slice(firstExternal)]) {
      const times = group.map((l) => l.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });

  it("sorts by every sort option", async () => {
    const by = async (sort: (typeof LISTING_SORTS)[number]["key"]) =>
      (await listListings(database.db, { sort })).items;
    // Sales first, then rents (search.test.ts), each group by price.
    const groups = (items: Awaited<ReturnType<typeof by>>) =>
      ["sprzedaz", "wynajem"].map((t) =>
        items.filter((l) => l.transactionType === t).map((l) => l.price),
      );
    const asc = await by("price-asc");
    expect(asc.map((l) => l.transactionType)).toEqual(
      [...asc.map((l) => l.transactionType)].sort(),
    );
    for (const prices of groups(asc)) expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = groups(await by("price-desc"));
    expect(desc).toEqual(groups(asc).map((prices) => [...prices].reverse()));
    const areas = (await by("area-asc")).map((l) => l.area);
    expect(areas).toEqual([...areas].sort((a, b) => Number(a) - Number(b)));
    const areasDesc = (await by("area-desc")).map((l) => l.area);
    expect(areasDesc).toEqual([...areasDesc].sort((a, b) => Number(b) - Number(a)));
    const dates = (await by("date-desc")).map((l) => l.createdAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(LISTING_SORTS.map((s) => s.key)).toEqual([
      "default",
      "price-asc",
      "price-desc",
      "area-asc",
      "area-desc",
      "date-desc",
    ]);
  });

  it("paginates with a correct total and no overlap", async () => {
    const first = await listListings(database.db, { pageSize: 3, page: 1 });
    const second = await listListings(database.db, { pageSize: 3, page: 2 });
    const third = await listListings(database.db, { pageSize: 3, page: 3 });
    const past = await listListings(database.db, { pageSize: 3, page: 9 });
    expect([first.total, second.total, third.total, past.total]).toEqual([8, 8, 8, 8]);
    expect(first.pageCount).toBe(3);
    expect([first.items.length, second.items.length, third.items.length]).toEqual([3, 3, 2]);
    expect(past.items).toEqual([]);
    const ids = [...first.items, ...second.items, ...third.items].map((l) => l.id);
    expect(new Set(ids).size).toBe(8);
  });

  it("gives the home page the same first page and featured offers without counting", async () => {
    const input = { pageSize: 12, featuredFirst: true };
    const { items, featured } = await listListings(database.db, input);
    const home = await listListingsWithoutTotal(database.db, input);
    expect(home).toEqual({ items, featured });
    expect(home).not.toHaveProperty("total");
  });

  it("uses 24 per page by default", async () => {
    expect((await listListings(database.db)).pageSize).toBe(24);
  });
});

describe("getListing", () => {
  it("returns an active listing by id", async () => {
    const [row] = await database.db
      .select({ id: properties.id })
      .from(properties)
      .where(sql`type = 'dzialka'`);
    const found = await getListing(database.db, row.id);
    expect(found).toMatchObject({ id: row.id, type: "dzialka", price: 90_000, area: 1200 });
  });

  it("returns null for a malformed id without asking the database", async () => {
    expect(await getListing(database.db, "not-a-uuid")).toBeNull();
    expect(await getListing(database.db, "'; drop table properties; --")).toBeNull();
    expect(await getListing(database.db, "")).toBeNull();
  });

  it("returns null for an unknown or archived listing", async () => {
    expect(await getListing(database.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    const [archived] = await database.db
      .select({ id: properties.id })
      .from(properties)
      .where(sql`is_archived`);
    expect(await getListing(database.db, archived.id)).toBeNull();
  });
});
