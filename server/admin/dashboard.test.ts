import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { percentOf } from "../../shared/admin.ts";
import { ensureImportAccount } from "../accounts/import-account.ts";
import type { Database } from "../db/client.ts";
import { properties, users } from "../db/schema.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { getDashboard } from "./dashboard.ts";

let database: Database;
// Mid-March in Warsaw: this month is March, last month February.
const NOW = new Date("2026-03-15T12:00:00+01:00");

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const owner = await createTestUser(db);
  // The system account Import owns portal listings but is nobody's account: never counted.
  await ensureImportAccount(db);
  const base = { userId: owner.id, price: 300_000, type: "dom", location: "lezajsk" } as const;
  await db.insert(properties).values([
    // March (one of them just after midnight of 1 March in Warsaw, still February in UTC)
    {
      ...base,
      title: "A",
      source: "wlasne",
      isVerified: true,
      createdAt: new Date("2026-03-10T10:00:00Z"),
    },
    {
      ...base,
      title: "B",
      source: "wlasne",
      isPremium: true,
      createdAt: new Date("2026-02-28T23:30:00Z"),
    },
    {
      ...base,
      title: "C",
      source: "otodom",
      isVerified: true,
      isPremium: true,
      createdAt: new Date("2026-03-02T08:00:00Z"),
    },
    // February
    { ...base, title: "D", source: "otodom", createdAt: new Date("2026-02-10T08:00:00Z") },
    {
      ...base,
      title: "E",
      source: "olx",
      isArchived: true,
      createdAt: new Date("2026-02-20T08:00:00Z"),
    },
    // January: counted in the totals only
    { ...base, title: "F", source: "otodom", createdAt: new Date("2026-01-05T08:00:00Z") },
  ]);
  // The owner is created today (after March 2026); two users in February, none in March.
  await db.insert(users).values([
    {
      id: "u-feb-1",
      name: "Luty",
      email: "luty1@example.com",
      createdAt: new Date("2026-02-03T08:00:00Z"),
    },
    {
      id: "u-feb-2",
      name: "Luty",
      email: "luty2@example.com",
      createdAt: new Date("2026-02-04T08:00:00Z"),
    },
  ]);
});
afterAll(() => database.close());

describe("getDashboard", () => {
  it("counts listings by flag, users, sources and month-over-month growth in Polish months", async () => {
    const dashboard = await getDashboard(database.db, NOW);
    expect(dashboard.listings).toEqual({
      total: 6,
      active: 5,
      verified: 2,
      premium: 2,
      archived: 1,
    });
    expect(dashboard.users).toBe(3);
    expect(dashboard.sources).toEqual([
      { source: "otodom", count: 3 },
      { source: "wlasne", count: 2 },
      { source: "olx", count: 1 },
    ]);
    // The same fifteen days of both months, to the hour. March 1–15: A, B (00:30 on 1 March in
    // Warsaw), C = 3; February 1–15: D = 1 (E, on the 20th, is after the stretch) → +200 %.
    expect(dashboard.growth.days).toBe(15);
    expect(dashboard.growth.listings).toEqual({ thisMonth: 3, lastMonth: 1, percent: 200 });
    // Users: none in March, two in early February → −100 %.
    expect(dashboard.growth.users).toEqual({ thisMonth: 0, lastMonth: 2, percent: -100 });
  });

  it("compares any month with the one before, without a percentage after an empty month", async () => {
    const dashboard = await getDashboard(database.db, new Date("2026-02-15T12:00:00+01:00"));
    // February 1–15 (D; E comes later, B is already 1 March in Warsaw) against January 1–15 (F).
    expect(dashboard.growth.listings).toEqual({ thisMonth: 1, lastMonth: 1, percent: 0 });
    const early = await getDashboard(database.db, new Date("2025-12-15T12:00:00+01:00"));
    expect(early.growth.listings).toEqual({ thisMonth: 0, lastMonth: 0, percent: null });
  });

  it("compares the first days of both months, never more than the whole of a shorter last month", async () => {
    // 1 March at 00:10 in Warsaw (still 28 February in UTC): ten minutes of each month.
    const first = await getDashboard(database.db, new Date("2026-03-01T00:10:00+01:00"));
    expect(first.growth.days).toBe(1);
    expect(first.growth.listings).toEqual({ thisMonth: 0, lastMonth: 0, percent: null });
    // On 2 March at 09:00 (C at 08:00 UTC is after it) B is this month; 1–2 February had none.
    const second = await getDashboard(database.db, new Date("2026-03-02T09:00:00+01:00"));
    expect(second.growth.listings).toEqual({ thisMonth: 1, lastMonth: 0, percent: null });
    // 31 March (summer time by then): all of March so far against the whole of February.
    const last = await getDashboard(database.db, new Date("2026-03-31T20:00:00+02:00"));
    expect(last.growth.days).toBe(31);
    expect(last.growth.listings).toEqual({ thisMonth: 3, lastMonth: 2, percent: 50 });
  });

  it("rounds shares to one decimal", () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBe(0);
  });
});
