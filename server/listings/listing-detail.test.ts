import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureImportAccount, IMPORT_USER_ID } from "../accounts/import-account.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database, Db } from "../db/client.ts";
import {
  agencies,
  agentAgencies,
  profiles,
  properties,
  propertyDailyViews,
  propertyViewVisitors,
  rateLimits,
} from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { PHONE_REVEAL_LIMIT, PHONE_REVEAL_WINDOW_MS } from "../kernel/phone-reveal.ts";
import { recordView, viewDay } from "../kernel/visitor-count.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { archiveListing } from "./archive-listing.ts";
import { countActiveListings } from "./count-active-listings.ts";
import { getListing } from "./get-listing.ts";
import { getListingSeller } from "./get-listing-seller.ts";
import { listSimilarListings } from "./list-similar-listings.ts";
import { NO_PHONE_MESSAGE, revealPhone } from "./reveal-phone.ts";

type NewListing = typeof properties.$inferInsert;
let database: Database;
let owner: Actor;
let visitor: Actor;
let admin: Actor;
let seq = 0;

async function insertListing(overrides: Partial<NewListing> = {}) {
  seq += 1;
  const [row] = await database.db
    .insert(properties)
    .values({
      userId: owner.id,
      title: `Oferta ${seq}`,
      price: 100_000 + seq,
      area: 50,
      type: "mieszkanie",
      location: "lezajsk",
      phone: "+48 605 000 111",
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, seq)),
      ...overrides,
    })
    .returning();
  return row;
}

const ctx = (actor: Actor | null) => ({ db: database.db, actor });

beforeAll(async () => {
  database = await createTestDatabase();
  owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
  visitor = await createTestUser(database.db);
  admin = await createTestUser(database.db, { roles: ["administrator"] });
});
afterAll(() => database.close());

describe("revealPhone", () => {
  it("refuses anonymous visitors with the Polish login message", async () => {
    const listing = await insertListing();
    await expect(revealPhone(ctx(null), listing.id)).rejects.toMatchObject({
      code: "forbidden",
      message: "Musisz być zalogowany, aby zobaczyć numer telefonu.",
    });
  });

  it("shows the phone to a signed-in user, or says there is none", async () => {
    const withPhone = await insertListing();
    const without = await insertListing({ phone: null });
    expect(await revealPhone(ctx(visitor), withPhone.id)).toEqual({
      status: "shown",
      phone: "+48 605 000 111",
    });
    // Stored as E.164, a landline is shown with its two-digit area code.
    const landline = await insertListing({ phone: "+48172421234" });
    expect(await revealPhone(ctx(visitor), landline.id)).toEqual({
      status: "shown",
      phone: "+48 17 242 12 34",
    });
    expect(await revealPhone(ctx(visitor), without.id)).toEqual({
      status: "none",
      message: NO_PHONE_MESSAGE,
    });
  });

  it("answers not found for archived listings", async () => {
    const archived = await insertListing({ isArchived: true });
    await expect(revealPhone(ctx(visitor), archived.id)).rejects.toBeInstanceOf(AppError);
  });

  it("limits reveals per user in the database and opens again after the window", async () => {
    const user = await createTestUser(database.db);
    const listing = await insertListing();
    for (let i = 0; i < PHONE_REVEAL_LIMIT; i++) {
      expect((await revealPhone(ctx(user), listing.id)).status).toBe("shown");
    }
    await expect(revealPhone(ctx(user), listing.id)).rejects.toMatchObject({
      code: "rate_limited",
    });
    // Another user has a counter of their own.
    expect((await revealPhone(ctx(visitor), listing.id)).status).toBe("shown");
    // The window has passed: the counter starts over.
    await database.db
      .update(rateLimits)
      .set({ lastRequest: Date.now() - PHONE_REVEAL_WINDOW_MS - 1000 })
      .where(eq(rateLimits.key, `phone:${user.id}`));
    expect((await revealPhone(ctx(user), listing.id)).status).toBe("shown");
  });
});

describe("recordView", () => {
  const secret = "test-secret-for-views-0123456789";
  const views = async (id: string) =>
    (await database.db.select().from(properties).where(eq(properties.id, id)))[0].views;

  it("counts a visitor once per listing and day, with the day's row, and answers the count", async () => {
    const listing = await insertListing();
    const now = new Date();
    expect(
      await recordView(ctx(null), {
        kind: "listing",
        id: listing.id,
        visitor: { clientIp: "10.0.0.1", secret, now },
      }),
    ).toEqual({ counted: true, views: 1 });
    // Not counted again, but told the current count (the page's cached copy may be older).
    expect(
      await recordView(ctx(null), {
        kind: "listing",
        id: listing.id,
        visitor: { clientIp: "10.0.0.1", secret, now },
      }),
    ).toEqual({ counted: false, views: 1 });
    expect(
      (
        await recordView(ctx(visitor), {
          kind: "listing",
          id: listing.id,
          visitor: { clientIp: "10.0.0.1", secret, now },
        })
      ).counted,
    ).toBe(true);
    expect(
      (
        await recordView(ctx(visitor), {
          kind: "listing",
          id: listing.id,
          visitor: { clientIp: "10.0.0.9", secret, now },
        })
      ).counted,
    ).toBe(false);
    expect(
      await recordView(ctx(null), {
        kind: "listing",
        id: listing.id,
        visitor: { clientIp: "10.0.0.2", secret, now },
      }),
    ).toEqual({ counted: true, views: 3 });
    expect(await views(listing.id)).toBe(3);
    const daily = await database.db
      .select()
      .from(propertyDailyViews)
      .where(eq(propertyDailyViews.propertyId, listing.id));
    expect(daily).toEqual([{ propertyId: listing.id, day: viewDay(now), views: 3 }]);
    // The raw address is never stored.
    const visitors = await database.db
      .select()
      .from(propertyViewVisitors)
      .where(eq(propertyViewVisitors.propertyId, listing.id));
    expect(visitors.some((v) => v.visitor.includes("10.0.0"))).toBe(false);
  });

  it("counts again on the next day", async () => {
    const listing = await insertListing();
    const today = new Date("2026-03-10T10:00:00Z");
    const tomorrow = new Date("2026-03-11T10:00:00Z");
    await recordView(ctx(visitor), {
      kind: "listing",
      id: listing.id,
      visitor: { clientIp: "x", secret, now: today },
    });
    expect(
      (
        await recordView(ctx(visitor), {
          kind: "listing",
          id: listing.id,
          visitor: {
            clientIp: "x",
            secret,
            now: tomorrow,
          },
        })
      ).counted,
    ).toBe(true);
    expect(await views(listing.id)).toBe(2);
  });

  it("does not count the owner, archived or unknown listings", async () => {
    const listing = await insertListing();
    const archived = await insertListing({ isArchived: true });
    expect(
      await recordView(ctx(owner), {
        kind: "listing",
        id: listing.id,
        visitor: { clientIp: "1.1.1.1", secret },
      }),
    ).toEqual({ counted: false, views: 0 });
    // No count for what the public does not see.
    expect(
      await recordView(ctx(null), {
        kind: "listing",
        id: archived.id,
        visitor: { clientIp: "1.1.1.1", secret },
      }),
    ).toEqual({ counted: false, views: null });
    expect(
      await recordView(ctx(null), {
        kind: "listing",
        id: "nie-uuid",
        visitor: { clientIp: "1.1.1.1", secret },
      }),
    ).toEqual({ counted: false, views: null });
    expect(await views(listing.id)).toBe(0);
  });

  it("prunes visitor rows older than two days", async () => {
    const listing = await insertListing();
    await database.db
      .insert(propertyViewVisitors)
      .values({ propertyId: listing.id, day: "2020-01-01", visitor: "u:old" });
    await recordView(ctx(visitor), {
      kind: "listing",
      id: listing.id,
      visitor: { clientIp: "x", secret },
    });
    const old = await database.db.execute(
      sql`select 1 from property_view_visitors where day = '2020-01-01'`,
    );
    expect(old.rows).toHaveLength(0);
  });
});

describe("listSimilarListings", () => {
  it("shows only same-location offers when there are at least 3, never itself or archived", async () => {
    const self = await insertListing({ type: "dom", location: "zuklin" });
    const same = [];
    for (let i = 0; i < 3; i++) same.push(await insertListing({ type: "dom", location: "zuklin" }));
    await insertListing({ type: "dom", location: "zuklin", isArchived: true });
    await insertListing({ type: "dom", location: "jelna" });
    await insertListing({ type: "mieszkanie", location: "zuklin" });
    const similar = await listSimilarListings(database.db, self);
    expect(similar.map((l) => l.id).sort()).toEqual(same.map((l) => l.id).sort());
  });

  it("fills from other locations when fewer than 3 are in the same one, up to 6", async () => {
    const self = await insertListing({ type: "lokal", location: "debno" });
    const same = await insertListing({ type: "lokal", location: "debno" });
    for (let i = 0; i < 7; i++) await insertListing({ type: "lokal", location: "jelna" });
    await insertListing({ type: "lokal", location: "hucisko", isArchived: true });
    const similar = await listSimilarListings(database.db, self);
    expect(similar).toHaveLength(6);
    expect(similar[0].id).toBe(same.id);
    expect(similar.slice(1).every((l) => l.location === "jelna" && l.type === "lokal")).toBe(true);
    expect(similar.some((l) => l.id === self.id)).toBe(false);
  });
});

describe("listSimilarListings and the transaction type", () => {
  it("offers rentals for a rental and sales for a sale, never the other", async () => {
    const rent = await insertListing({
      type: "dom",
      location: "wierzawice",
      transactionType: "wynajem",
    });
    const rents = [];
    for (let i = 0; i < 2; i++) {
      rents.push(
        await insertListing({ type: "dom", location: "wierzawice", transactionType: "wynajem" }),
      );
    }
    const otherRent = await insertListing({
      type: "dom",
      location: "kurylowka",
      transactionType: "wynajem",
    });
    const sales = [];
    for (let i = 0; i < 4; i++)
      sales.push(await insertListing({ type: "dom", location: "wierzawice" }));
    const forRent = await listSimilarListings(database.db, rent);
    expect(forRent.map((l) => l.transactionType)).not.toContain("sprzedaz");
    expect(forRent.map((l) => l.id)).toEqual(
      expect.arrayContaining([...rents, otherRent].map((l) => l.id)),
    );
    const forSale = await listSimilarListings(database.db, sales[0]);
    expect(forSale.map((l) => l.transactionType)).not.toContain("wynajem");
    expect(forSale.map((l) => l.id).sort()).toEqual(
      sales
        .slice(1)
        .map((l) => l.id)
        .sort(),
    );
  });
});

describe("archiveListing", () => {
  it("refuses anyone but an administrator", async () => {
    const listing = await insertListing();
    await expect(archiveListing(ctx(null), listing.id)).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(archiveListing(ctx(owner), listing.id)).rejects.toMatchObject({
      code: "forbidden",
    });
    expect(await getListing(database.db, listing.id)).not.toBeNull();
  });

  it("archives for an administrator, idempotently, and the counts follow", async () => {
    const listing = await insertListing({ type: "dzialka", location: "ozanna" });
    const count = async () =>
      (await countActiveListings(database.db)).dzialka.byLocation.ozanna ?? 0;
    const before = await count();
    await archiveListing(ctx(admin), listing.id);
    await archiveListing(ctx(admin), listing.id);
    expect(await getListing(database.db, listing.id)).toBeNull();
    expect(await count()).toBe(before - 1);
    await expect(
      archiveListing(ctx(admin), "00000000-0000-4000-8000-000000000000"),
    ).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("getListing and getListingSeller", () => {
  it("marks Import listings and never returns the phone", async () => {
    await ensureImportAccount(database.db);
    const imported = await insertListing({
      userId: IMPORT_USER_ID,
      source: "otodom",
      externalUrl: "https://www.otodom.pl/pl/oferta/x",
      phone: null,
    });
    const own = await insertListing();
    const a = await getListing(database.db, imported.id);
    expect(a?.isImported).toBe(true);
    expect(a?.externalUrl).toBe("https://www.otodom.pl/pl/oferta/x");
    const b = await getListing(database.db, own.id);
    expect(b?.isImported).toBe(false);
    expect(b && "phone" in b).toBe(false);
  });

  it("tells who sells: owner, independent broker, broker of an agency, agency, Import", async () => {
    const broker = await createTestUser(database.db, {
      roles: ["posrednik"],
      firstName: "Anna",
      lastName: "Nowak",
    });
    await database.db
      .update(profiles)
      .set({ experienceYears: 12, specialization: ["Domy", "Działki"] })
      .where(eq(profiles.id, broker.id));
    const agencyOwner = await createTestUser(database.db, {
      roles: ["agencja"],
      firstName: "Marek",
      lastName: "Dudek",
    });
    const asBroker = { userId: broker.id, sellerType: "posrednik" };
    // An independent broker: her details, no agency (and no "not available" either).
    expect(await getListingSeller(database.db, asBroker)).toEqual({
      kind: "broker",
      name: "Anna Nowak",
      experienceYears: 12,
      specialization: ["Domy", "Działki"],
      agency: null,
    });

    const [agency] = await database.db
      .insert(agencies)
      .values({ ownerId: agencyOwner.id, name: "Biuro Testowe", isVerified: true })
      .returning();
    await database.db
      .insert(agentAgencies)
      .values({ agentId: broker.id, agencyId: agency.id, status: "active" });
    const shownAgency = { id: agency.id, name: "Biuro Testowe", logoUrl: null, isVerified: true };
    expect(await getListingSeller(database.db, asBroker)).toMatchObject({
      kind: "broker",
      agency: shownAgency,
    });
    // The agency's owner sells as the agency, whatever the listing's badge says.
    expect(
      await getListingSeller(database.db, { userId: agencyOwner.id, sellerType: "sprawdzone" }),
    ).toMatchObject({ kind: "agency", name: "Marek Dudek", agency: shownAgency });

    // A removed broker and a deactivated agency no longer show the agency.
    await database.db
      .update(agentAgencies)
      .set({ status: "ended" })
      .where(eq(agentAgencies.agentId, broker.id));
    expect(await getListingSeller(database.db, asBroker)).toMatchObject({
      kind: "broker",
      agency: null,
    });
    await database.db.update(agencies).set({ isActive: false }).where(eq(agencies.id, agency.id));
    expect(
      await getListingSeller(database.db, { userId: agencyOwner.id, sellerType: "posrednik" }),
    ).toMatchObject({ kind: "broker", agency: null, name: "Marek Dudek" });

    // An owner, verified or not, is never shown as a broker.
    for (const sellerType of ["klient", "sprawdzone"]) {
      expect(await getListingSeller(database.db, { userId: owner.id, sellerType })).toEqual({
        kind: "owner",
        name: "Jan Testowy",
      });
    }
    await ensureImportAccount(database.db);
    expect(
      await getListingSeller(database.db, { userId: IMPORT_USER_ID, sellerType: "posrednik" }),
    ).toEqual({ kind: "import" });
  });

  it("says the broker could not be read when the query fails", async () => {
    const failing = {
      select: () => {
        throw new Error("connection lost");
      },
    } as unknown as Db;
    expect(await getListingSeller(failing, { userId: owner.id, sellerType: "posrednik" })).toEqual({
      kind: "unavailable",
    });
    expect(await getListingSeller(failing, { userId: owner.id, sellerType: "klient" })).toEqual({
      kind: "owner",
      name: null,
    });
  });
});
