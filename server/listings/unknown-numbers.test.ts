import { readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ListingCard } from "../../app/components/listing/listing-card.tsx";
import { editListingStart } from "../../app/components/panel/listing-form.tsx";
import { listingSchema } from "../../shared/listing-schemas.ts";
import type { Actor } from "../auth/actor.ts";
import { type Database, MIGRATIONS_FOLDER } from "../db/client.ts";
import { properties } from "../db/schema.ts";
import { createStorage } from "../storage/storage.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { getListing } from "./get-listing.ts";
import { listListings } from "./list-listings.ts";
import { getListingForEdit, saveListing } from "./save-listing.ts";

// Unknown is not zero: a listing saved without area, rooms or bathrooms keeps them
// unknown from the form to the database to every page that shows it.

let database: Database;
let owner: Actor;
let admin: Actor;

beforeAll(async () => {
  database = await createTestDatabase();
  owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
  admin = await createTestUser(database.db, { roles: ["administrator"] });
});
afterAll(async () => {
  await database.close();
});

// No photos are saved here, so the storage is never written to.
const ctx = (actor: Actor) => ({
  db: database.db,
  actor,
  storage: createStorage({ dataDir: os.tmpdir(), storage: { driver: "local" } }),
});

function formValues(overrides: Record<string, string> = {}) {
  return listingSchema.parse({
    title: "Działka rekreacyjna",
    price: "99.000",
    location: "jelna",
    type: "mieszkanie",
    transactionType: "sprzedaz",
    phone: "600 123 456",
    area: "",
    rooms: "",
    bathrooms: "",
    ...overrides,
  });
}

async function stored(id: string) {
  const [row] = await database.db
    .select({ area: properties.area, rooms: properties.rooms, bathrooms: properties.bathrooms })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

type CardListing = Parameters<typeof ListingCard>[0]["listing"];
let shown: CardListing;
const CardStub = createRoutesStub([
  { path: "/", Component: () => createElement(ListingCard, { listing: shown }) },
]);

function cardHtml(listing: CardListing): string {
  shown = listing;
  return renderToStaticMarkup(createElement(CardStub, { initialEntries: ["/"] }));
}

describe("unknown area, rooms and bathrooms", () => {
  it("are stored as NULL when the form leaves them empty, also after an administrator's edit", async () => {
    const { id } = await saveListing(ctx(owner), {
      values: formValues(),
      photos: [],
      files: new Map(),
    });
    expect(await stored(id)).toEqual({ area: null, rooms: null, bathrooms: null });

    await saveListing(ctx(owner), {
      id,
      values: formValues({ rooms: "3", bathrooms: "1", area: "120,5" }),
      photos: [],
      files: new Map(),
    });
    expect(await stored(id)).toEqual({ area: 120.5, rooms: 3, bathrooms: 1 });

    await saveListing(ctx(admin), {
      id,
      values: formValues({ area: "120,5" }),
      photos: [],
      files: new Map(),
    });
    expect(await stored(id)).toEqual({ area: 120.5, rooms: null, bathrooms: null });
  });

  it("show no rooms on the card and an empty field in the edit form", async () => {
    const { id } = await saveListing(ctx(owner), {
      values: formValues({ area: "54,5" }),
      photos: [],
      files: new Map(),
    });
    const listing = await getListing(database.db, id);
    expect(listing).toMatchObject({ rooms: null, bathrooms: null, area: 54.5 });
    if (!listing) return;
    const html = cardHtml(listing);
    expect(html).toContain("54,5");
    expect(html).not.toMatch(/pok[oó]j/);
    expect(cardHtml({ ...listing, area: null })).not.toContain("m²");
    expect(cardHtml({ ...listing, rooms: 3 })).toContain("3 pokoje");

    const edit = editListingStart(await getListingForEdit(ctx(owner), id));
    expect(edit.values).toMatchObject({ area: "54,5", rooms: "", bathrooms: "", price: "99 000" });
  });

  it("keep a rooms or area filter from matching a listing whose value is unknown", async () => {
    const unknown = await saveListing(ctx(owner), {
      values: formValues({ title: "Bez danych" }),
      photos: [],
      files: new Map(),
    });
    const known = await saveListing(ctx(owner), {
      values: formValues({ title: "Z danymi", rooms: "4", area: "40" }),
      photos: [],
      files: new Map(),
    });
    const ids = async (input: Parameters<typeof listListings>[1]) =>
      (await listListings(database.db, { ...input, pageSize: 100 })).items.map((l) => l.id);
    const withRooms = await ids({ rooms: 2 });
    expect(withRooms).toContain(known.id);
    expect(withRooms).not.toContain(unknown.id);
    const small = await ids({ areaMax: 50 });
    expect(small).toContain(known.id);
    expect(small).not.toContain(unknown.id);
  });

  it("sort last by area in either direction", async () => {
    for (const sort of ["area-asc", "area-desc"] as const) {
      const areas = (await listListings(database.db, { sort, pageSize: 100 })).items.map(
        (l) => l.area,
      );
      const firstUnknown = areas.indexOf(null);
      expect(firstUnknown, sort).toBeGreaterThan(0);
      expect(
        areas.slice(firstUnknown).every((a) => a === null),
        sort,
      ).toBe(true);
    }
  });
});

describe("migration 0018", () => {
  it("turns the zeros stored for empty fields into NULL", async () => {
    const [a, b] = await database.db
      .insert(properties)
      .values([
        {
          userId: owner.id,
          title: "Stare zera",
          price: 1000,
          type: "dzialka",
          area: 0,
          rooms: 0,
          bathrooms: 0,
        },
        {
          userId: owner.id,
          title: "Stare dane",
          price: 1000,
          type: "dom",
          area: 80,
          rooms: 4,
          bathrooms: 2,
        },
      ])
      .returning({ id: properties.id });
    const file = (await readdir(MIGRATIONS_FOLDER)).find((f) => f.startsWith("0018_"));
    const text = await readFile(path.join(MIGRATIONS_FOLDER, String(file)), "utf8");
    for (const statement of text.split("--> statement-breakpoint")) {
      await database.db.execute(sql.raw(statement));
    }
    const rows = await database.db
      .select({
        id: properties.id,
        area: properties.area,
        rooms: properties.rooms,
        bathrooms: properties.bathrooms,
      })
      .from(properties)
      .where(inArray(properties.id, [a.id, b.id]));
    expect(rows.find((r) => r.id === a.id)).toMatchObject({
      area: null,
      rooms: null,
      bathrooms: null,
    });
    expect(rows.find((r) => r.id === b.id)).toMatchObject({ area: 80, rooms: 4, bathrooms: 2 });
  });
});
