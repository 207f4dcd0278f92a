import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSearchParams } from "../../shared/search-params.ts";
import { MAX_LISTING_PAGES } from "../../shared/sorting.ts";
import type { Database } from "../db/client.ts";
import { properties, users } from "../db/schema.ts";
import { escapeLike } from "../kernel/sql.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { type ListListingsInput, listListings } from "./list-listings.ts";

let database: Database;
const owner = "user-search-test";
type NewListing = typeof properties.$inferInsert;

let seq = 0;
function listing(title: string, overrides: Partial<NewListing> = {}): NewListing {
  seq += 1;
  return {
    userId: owner,
    title,
    price: 100_000,
    area: 50,
    type: "mieszkanie",
    location: "lezajsk",
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, seq)),
    ...overrides,
  };
}

const rows: NewListing[] = [
  listing("Mieszkanie w Leżajsku", {
    price: 250_000,
    area: 48,
    rooms: 2,
    sellerType: "klient",
    market: "wtorny",
    floor: 0,
    yearBuilt: 1978,
  }),
  listing("Przestronne M3", {
    price: 380_000,
    area: 64.5,
    rooms: 3,
    sellerType: "posrednik",
    address: "ul. Żółkiewskiego 12",
    market: "pierwotny",
    floor: 4,
    yearBuilt: 2025,
    outdoor: ["taras", "balkon"],
  }),
  listing("Kawalerka 100% umeblowana", {
    price: 1_500,
    area: 28,
    rooms: 1,
    transactionType: "wynajem",
  }),
  listing("Kawalerka 100 m od rynku", { price: 180_000, area: 30, rooms: 1, floor: 2 }),
  listing("Pokój_z_balkonem", { price: 900, area: 15, rooms: 1, transactionType: "wynajem" }),
  listing("Dom z ogrodem", {
    type: "dom",
    location: "debno",
    price: 650_000,
    area: 140,
    rooms: 5,
    sellerType: "sprawdzone",
    plotArea: 1500,
    yearBuilt: 2005,
  }),
  listing("Dom pod Leżajskiem", {
    type: "dom",
    location: "jelna",
    price: 520_000,
    area: 120,
    rooms: 4,
  }),
  listing("Działka budowlana", {
    type: "dzialka",
    location: "jelna",
    price: 90_000,
    area: 1200,
    plotArea: 1200,
  }),
  listing("Lokal użytkowy", {
    type: "lokal",
    location: "lezajsk",
    price: 4_000,
    area: 80,
    transactionType: "wynajem",
  }),
  // Archived: matches nearly every filter below but must never appear.
  listing("Mieszkanie w Leżajsku (archiwum)", {
    price: 260_000,
    area: 50,
    rooms: 2,
    market: "pierwotny",
    floor: 1,
    yearBuilt: 2020,
    plotArea: 1300,
    isArchived: true,
  }),
];

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: owner, name: "Test", email: "search@example.com" });
  await database.db.insert(properties).values(rows);
});
afterAll(() => database.close());

/** Titles found, in order, checking that the total matches a plain count of the same filter. */
async function titles(input: ListListingsInput) {
  const page = await listListings(database.db, { pageSize: 100, ...input });
  expect(page.total).toBe(page.items.length);
  return page.items.map((i) => i.title).sort();
}

/** The expected titles, computed in JavaScript from the seed rows. */
function expected(match: (row: NewListing) => boolean) {
  return rows
    .filter((r) => !r.isArchived && match(r))
    .map((r) => r.title)
    .sort();
}

describe("listListings filters", () => {
  it("filters by transaction", async () => {
    expect(await titles({ transaction: "wynajem" })).toEqual(
      expected((r) => r.transactionType === "wynajem"),
    );
    expect(await titles({ transaction: "sprzedaz" })).toEqual(
      expected((r) => (r.transactionType ?? "sprzedaz") === "sprzedaz"),
    );
  });

  it("filters by price range, inclusive", async () => {
    expect(await titles({ priceMin: 250_000 })).toEqual(expected((r) => r.price >= 250_000));
    expect(await titles({ priceMax: 180_000 })).toEqual(expected((r) => r.price <= 180_000));
    expect(await titles({ priceMin: 180_000, priceMax: 380_000 })).toEqual(
      expected((r) => r.price >= 180_000 && r.price <= 380_000),
    );
  });

  it("filters by area range", async () => {
    expect(await titles({ areaMin: 64.5 })).toEqual(expected((r) => (r.area ?? 0) >= 64.5));
    expect(await titles({ areaMax: 30 })).toEqual(expected((r) => (r.area ?? 0) <= 30));
  });

  it("filters by a minimum number of rooms, leaving out listings without one", async () => {
    expect(await titles({ rooms: 3 })).toEqual(expected((r) => (r.rooms ?? 0) >= 3));
    expect(await titles({ rooms: 4 })).toEqual(["Dom pod Leżajskiem", "Dom z ogrodem"]);
  });

  it("filters by the parameters, leaving out listings where they are unknown", async () => {
    expect(await titles({ market: "pierwotny" })).toEqual(["Przestronne M3"]);
    expect(await titles({ market: "wtorny" })).toEqual(["Mieszkanie w Leżajsku"]);
    expect(await titles({ floor: "parter" })).toEqual(["Mieszkanie w Leżajsku"]);
    expect(await titles({ floor: "1-3" })).toEqual(["Kawalerka 100 m od rynku"]);
    expect(await titles({ floor: "4-plus" })).toEqual(["Przestronne M3"]);
    expect(await titles({ yearMin: 2000 })).toEqual(["Dom z ogrodem", "Przestronne M3"]);
    expect(await titles({ plotAreaMin: 1000, plotAreaMax: 1300 })).toEqual(["Działka budowlana"]);
    expect(await titles({ plotAreaMin: 1250 })).toEqual(["Dom z ogrodem"]);
    expect(await titles({ types: ["dom"], yearMin: 1990, plotAreaMin: 1000 })).toEqual([
      "Dom z ogrodem",
    ]);
  });

  it("finds a balcony among the outdoor spaces, not in a title that names one", async () => {
    expect(await titles({ balcony: true })).toEqual(["Przestronne M3"]);
    expect(await titles({ balcony: true, market: "wtorny" })).toEqual([]);
  });

  it("reads the parameter filters from the URL and drops bad ones with a Polish reason", () => {
    const { filters, problems } = parseSearchParams(
      new URLSearchParams(
        "market=pierwotny&floor=4-plus&yearMin=2000&plotAreaMin=1 000&plotAreaMax=800,5",
      ),
    );
    expect(filters).toMatchObject({
      market: "pierwotny",
      floor: "4-plus",
      yearMin: 2000,
      plotAreaMin: 800.5,
      plotAreaMax: 1000,
    });
    expect(problems).toEqual([
      "Powierzchnia działki od była większa niż do — zamieniono je miejscami.",
    ]);
    const bad = parseSearchParams(new URLSearchParams("market=używany&floor=13&yearMin=dawno"));
    expect(bad.filters).toMatchObject({ market: undefined, floor: undefined, yearMin: undefined });
    expect(bad.problems).toEqual([
      "Rynek: wybierz pierwotny lub wtórny.",
      "Piętro: wybierz parter, 1–3 lub 4 i wyżej.",
      "Rok budowy od: podaj rok, np. 2000.",
    ]);
  });

  it("filters by seller type", async () => {
    expect(await titles({ seller: "posrednik" })).toEqual(["Przestronne M3"]);
    expect(await titles({ seller: "klient" })).toEqual(
      expected((r) => (r.sellerType ?? "klient") === "klient"),
    );
  });

  it("combines filters with type and location", async () => {
    expect(
      await titles({
        types: ["mieszkanie"],
        locations: ["lezajsk"],
        transaction: "sprzedaz",
        priceMax: 300_000,
      }),
    ).toEqual(["Kawalerka 100 m od rynku", "Mieszkanie w Leżajsku"]);
    expect(await titles({ types: ["dom", "dzialka"], locations: ["jelna"], areaMin: 100 })).toEqual(
      ["Dom pod Leżajskiem", "Działka budowlana"],
    );
    expect(await titles({ types: ["dom"], rooms: 5, seller: "sprawdzone", q: "ogrod" })).toEqual([
      "Dom z ogrodem",
    ]);
  });
});

describe("text query", () => {
  it("ignores Polish diacritics and case in titles", async () => {
    expect(await titles({ q: "lezajsk" })).toEqual(["Dom pod Leżajskiem", "Mieszkanie w Leżajsku"]);
    expect(await titles({ q: "LEŻAJSK" })).toEqual(["Dom pod Leżajskiem", "Mieszkanie w Leżajsku"]);
    expect(await titles({ q: "dzialka" })).toEqual(["Działka budowlana"]);
  });

  it("matches the address too", async () => {
    expect(await titles({ q: "zolkiewskiego" })).toEqual(["Przestronne M3"]);
  });

  it("treats LIKE wildcards in the input literally", async () => {
    expect(await titles({ q: "100%" })).toEqual(["Kawalerka 100% umeblowana"]);
    expect(await titles({ q: "100 %" })).toEqual([]);
    expect(await titles({ q: "_z_" })).toEqual(["Pokój_z_balkonem"]);
    expect(await titles({ q: "%%%" })).toEqual([]);
    expect(escapeLike("a\\b%c_")).toBe("a\\\\b\\%c\\_");
  });
});

describe("sorting, paging and counting", () => {
  it("sorts by price within filters and pages without overlap", async () => {
    const first = await listListings(database.db, {
      transaction: "sprzedaz",
      sort: "price-asc",
      pageSize: 3,
    });
    const second = await listListings(database.db, {
      transaction: "sprzedaz",
      sort: "price-asc",
      pageSize: 3,
      page: 2,
    });
    const prices = [...first.items, ...second.items].map((i) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const [{ n }] = (
      await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from properties where not is_archived and transaction_type = 'sprzedaz'`,
      )
    ).rows;
    expect(first.total).toBe(Number(n));
    expect(first.pageCount).toBe(Math.ceil(Number(n) / 3));
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(6);
  });

  it("sorts by price with sales and rents apart: sales first, each by price", async () => {
    const isRent = (r: NewListing) => r.transactionType === "wynajem";
    const byPrice = (order: 1 | -1) => (a: NewListing, b: NewListing) =>
      order * (a.price - b.price);
    for (const [sort, order] of [
      ["price-asc", 1],
      ["price-desc", -1],
    ] as const) {
      const page = await listListings(database.db, { sort, pageSize: 100 });
      const active = rows.filter((r) => !r.isArchived);
      const want = [
        ...active.filter((r) => !isRent(r)).sort(byPrice(order)),
        ...active.filter(isRent).sort(byPrice(order)),
      ].map((r) => r.price);
      expect(page.items.map((i) => i.price)).toEqual(want);
    }
  });

  it("never lists archived listings", async () => {
    const all = await titles({ q: "mieszkanie" });
    expect(all).toEqual(["Mieszkanie w Leżajsku"]);
  });
});

describe("the search URL end to end", () => {
  const search = async (query: string) => {
    const { filters, problems } = parseSearchParams(new URLSearchParams(query));
    const page = await listListings(database.db, {
      ...filters,
      types: filters.categories.map((c) => c.type),
      pageSize: 100,
    });
    return { titles: page.items.map((i) => i.title).sort(), problems };
  };

  it("ignores invalid parameters, reporting them in Polish, and applies the valid ones", async () => {
    const result = await search(
      "categories=mieszkania&transaction=kupno&priceMax=abc&rooms=-2&seller=x&areaMin=40&sort=zzz&page=-1",
    );
    expect(result.titles).toEqual(expected((r) => r.type === "mieszkanie" && (r.area ?? 0) >= 40));
    expect(result.problems.length).toBe(4);
  });

  it("finds by diacritic-free text from the URL", async () => {
    expect((await search("q=le%C5%BCajsk&categories=domy")).titles).toEqual(["Dom pod Leżajskiem"]);
  });
});

describe("pages stop at MAX_LISTING_PAGES", () => {
  const many = Array.from({ length: MAX_LISTING_PAGES + 5 }, (_, i) =>
    listing(`Garaż na sprzedaż ${i}`, { type: "lokal", location: "zuklin" }),
  );
  beforeAll(() => database.db.insert(properties).values(many));

  it("counts a filtered search only past the last reachable page and says so", async () => {
    const page = await listListings(database.db, {
      q: "garaz na sprzedaz",
      pageSize: 1,
      page: 999,
    });
    expect(page).toMatchObject({
      page: MAX_LISTING_PAGES,
      pageCount: MAX_LISTING_PAGES,
      total: MAX_LISTING_PAGES,
      totalIsLowerBound: true,
      truncated: true,
    });
    expect(page.items).toHaveLength(1);
  });

  it("keeps the exact count of a category page while its pages stop", async () => {
    const page = await listListings(database.db, {
      types: ["lokal"],
      locations: ["zuklin"],
      pageSize: 1,
      page: MAX_LISTING_PAGES,
    });
    expect(page).toMatchObject({
      total: MAX_LISTING_PAGES + 5,
      totalIsLowerBound: false,
      truncated: true,
      pageCount: MAX_LISTING_PAGES,
    });
  });

  it("gives an exact count when the matches fit", async () => {
    const page = await listListings(database.db, { q: "garaz na sprzedaz 1", pageSize: 1 });
    // 1 and 10–19 of 0–29.
    expect(page).toMatchObject({ total: 11, totalIsLowerBound: false, truncated: false });
  });

  it("leaves a deactivated account's matches out of the count, below and past the limit", async () => {
    const hidden = await createTestUser(database.db, { isActive: false });
    const garage = (i: number) =>
      listing(`Garaż na sprzedaż ukryty ${i}`, {
        type: "lokal",
        location: "zuklin",
        userId: hidden.id,
      });
    await database.db.insert(properties).values(Array.from({ length: 10 }, (_, i) => garage(i)));
    const search = (pageSize: number) =>
      listListings(database.db, {
        types: ["lokal"],
        transaction: "sprzedaz",
        q: "garaz",
        pageSize,
      });
    // 30 public matches and 10 hidden: exact while they fit, 'more than' once they do not.
    expect(await search(2)).toMatchObject({ total: 30, totalIsLowerBound: false });
    expect(await search(1)).toMatchObject({
      total: MAX_LISTING_PAGES,
      totalIsLowerBound: true,
      truncated: true,
    });
    const all = await listListings(database.db, { transaction: "sprzedaz", q: "ukryty" });
    expect(all).toMatchObject({ total: 0, items: [] });
  });
});
