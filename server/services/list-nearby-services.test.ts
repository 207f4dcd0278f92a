import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServiceCategoryValue } from "../../shared/categories.ts";
import type { LocationSlug } from "../../shared/locations.ts";
import type { PropertyContext } from "../../shared/nearby-service-rules.ts";
import type { Database } from "../db/client.ts";
import { profiles, services } from "../db/schema.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { listNearbyServices } from "./list-nearby-services.ts";

let database: Database;

/** A company with one offer per [category, place, rating]. */
async function company(
  name: string,
  offers: [ServiceCategoryValue, LocationSlug, number | null][],
  isActive = true,
) {
  const user = await createTestUser(database.db, { roles: ["firma"], isActive });
  await database.db.update(profiles).set({ companyName: name }).where(eq(profiles.id, user.id));
  await database.db.insert(services).values(
    offers.map(([category, location, rating]) => ({
      userId: user.id,
      title: `${name}: ${category}`,
      priceFrom: 80,
      category,
      location,
      rating,
    })),
  );
}

/** An older flat for sale: renovation, painting, windows, electrics, plumbing fit. */
const olderFlat: PropertyContext & { location: LocationSlug | null } = {
  type: "mieszkanie",
  transactionType: "sprzedaz",
  yearBuilt: 1985,
  condition: "do-zamieszkania",
  outdoor: null,
  location: "wierzawice",
};

beforeAll(async () => {
  database = await createTestDatabase();
  // Wierzawice's neighbours are Leżajsk, Giedlarowa and Piskorowice; Jelna is far.
  await company("Remont Wierzawice", [["remonty", "wierzawice", 4.1]]);
  await company("Malarz Giedlarowa", [["malowanie", "giedlarowa", 4.9]]);
  await company("Okna Leżajsk", [["okna", "lezajsk", 4.5]]);
  await company("Elektryk Piskorowice", [["elektryczne", "piskorowice", null]]);
  // Two fitting offers, one here and one next door: the company once, with the one here.
  await company("Hydro Wierzawice", [
    ["hydrauliczne", "lezajsk", 5],
    ["hydrauliczne", "wierzawice", 3.2],
  ]);
  await company("Remont Jelna", [["remonty", "jelna", 5]]);
  await company("Klima Wierzawice", [["klimatyzacja", "wierzawice", 5]]);
  await company("Ukryty Remont", [["remonty", "wierzawice", 5]], false);
  await company("Ogrody Leżajsk", [["ogrodowe", "lezajsk", 4]]);
  await company("Sprzątanie Jelna", [["sprzatanie", "jelna", 4]]);
});
afterAll(() => database.close());

const names = (rows: { companyName: string | null }[]) => rows.map((r) => r.companyName);

describe("nearby services", () => {
  it("the listing's own place first, then its neighbours by rating; three at most, each company once", async () => {
    const nearby = await listNearbyServices(database.db, olderFlat);
    expect(names(nearby)).toEqual(["Remont Wierzawice", "Hydro Wierzawice", "Malarz Giedlarowa"]);
    expect(nearby[1]).toMatchObject({ location: "wierzawice", rating: 3.2 });
  });

  it("from a neighbour only when the place has none; never a far place, an unfitting trade or a deactivated company", async () => {
    const inPiskorowice = await listNearbyServices(database.db, {
      ...olderFlat,
      location: "piskorowice",
    });
    // Piskorowice's neighbours: Wierzawice and Giedlarowa (not Leżajsk).
    expect(names(inPiskorowice)).toEqual([
      "Elektryk Piskorowice",
      "Malarz Giedlarowa",
      "Remont Wierzawice",
    ]);
    const house = await listNearbyServices(database.db, {
      ...olderFlat,
      type: "dom",
      location: "stare-miasto",
    });
    // Stare Miasto has nobody: Leżajsk next door, by rating (Hydro with its Leżajsk offer).
    expect(names(house)).toEqual(["Hydro Wierzawice", "Okna Leżajsk", "Ogrody Leżajsk"]);
  });

  it("none when nothing fits the property or nobody works nearby", async () => {
    const newer = { ...olderFlat, yearBuilt: 2019 };
    expect(await listNearbyServices(database.db, newer)).toEqual([]);
    expect(await listNearbyServices(database.db, { ...olderFlat, location: null })).toEqual([]);
    const rental = {
      ...olderFlat,
      transactionType: "wynajem" as const,
      location: "zuklin" as const,
    };
    expect(await listNearbyServices(database.db, rental)).toEqual([]);
  });
});
