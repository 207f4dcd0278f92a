import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureImportAccount, IMPORT_USER_ID } from "../accounts/import-account.ts";
import { getDashboard } from "../admin/dashboard.ts";
import type { Database } from "../db/client.ts";
import { properties, services } from "../db/schema.ts";
import { countActiveListings } from "../listings/count-active-listings.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { getSiteStatistics } from "./get-site-statistics.ts";

// The home page's strip and the administrator's dashboard on one database: each figure is
// counted once, so the two never disagree, and the system account Import is never a user.
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await ensureImportAccount(db);
  const owner = await createTestUser(db);
  const firm = await createTestUser(db, { accountType: "firma" });
  const secondFirm = await createTestUser(db, { accountType: "firma" });
  const deactivated = await createTestUser(db, { accountType: "firma", isActive: false });
  const listing = { price: 300_000, type: "dom", location: "lezajsk", source: "wlasne" } as const;
  await db.insert(properties).values([
    { ...listing, userId: owner.id, title: "Aktywne" },
    { ...listing, userId: owner.id, title: "Zarchiwizowane", isArchived: true },
    { ...listing, userId: IMPORT_USER_ID, title: "Z portalu", source: "otodom" },
    { ...listing, userId: deactivated.id, title: "Konta wyłączonego" },
    { ...listing, userId: owner.id, title: "Mieszkanie", type: "mieszkanie" },
    {
      ...listing,
      userId: owner.id,
      title: "Mieszkanie poza regionem",
      type: "mieszkanie",
      location: null,
    },
    { ...listing, userId: owner.id, title: "Działka", type: "dzialka", location: "giedlarowa" },
  ]);
  const service = { priceFrom: 80, location: "lezajsk", category: "elektryczne" } as const;
  await db.insert(services).values([
    { ...service, userId: firm.id, title: "Elektryk" },
    { ...service, userId: firm.id, title: "Elektryk nocą" },
    { ...service, userId: secondFirm.id, title: "Hydraulik", category: "hydrauliczne" },
    { ...service, userId: deactivated.id, title: "Ukryta" },
  ]);
});

afterAll(() => database.close());

describe("public figures and the dashboard", () => {
  it("count users, active listings and service companies one way", async () => {
    const stats = await getSiteStatistics(database.db);
    const dashboard = await getDashboard(database.db);
    // Four people (a deactivated account is still registered); Import is nobody.
    expect(stats.registeredUsers).toBe(4);
    expect(dashboard.users).toBe(stats.registeredUsers);
    // The owner's active listing and the portal one; not archived, not a deactivated account's.
    expect(stats.activeListings).toBe(5);
    expect(dashboard.listings.active).toBe(stats.activeListings);
    // Distinct owners of public services.
    expect(stats.serviceCompanies).toBe(2);
    expect(dashboard.serviceCompanies).toBe(stats.serviceCompanies);
  });
});

describe("the home page's category tiles", () => {
  it("count each type's public listings in every town and outside the region", async () => {
    // Houses: the owner's and the portal's (not archived, not a deactivated account's).
    const counts = await countActiveListings(database.db);
    expect(Object.fromEntries(Object.entries(counts).map(([type, c]) => [type, c.total]))).toEqual({
      mieszkanie: 2,
      dom: 2,
      dzialka: 1,
      lokal: 0,
    });
  });
});
