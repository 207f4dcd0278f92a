import { describe, expect, it } from "vitest";
import { IMPORT_USER_EMAIL, IMPORT_USER_ID } from "../accounts/import-account.ts";
import type { Database } from "../db/client.ts";
import { properties, services, siteSettings, users } from "../db/schema.ts";
import { withTestDatabase } from "../testing/test-db.ts";
import { getSiteSettings } from "./get-site-settings.ts";
import { getSiteStatistics } from "./get-site-statistics.ts";

let database: Database;
withTestDatabase((opened) => ({ database } = opened));

describe("getSiteSettings", () => {
  it("returns null for unset or empty values", async () => {
    expect(await getSiteSettings(database.db)).toEqual({
      header_logo_url: null,
      footer_logo_url: null,
      favicon_url: null,
    });
    await database.db.insert(siteSettings).values([
      { key: "header_logo_url", value: "/uploads/logo.webp" },
      { key: "favicon_url", value: " " },
    ]);
    expect(await getSiteSettings(database.db)).toMatchObject({
      header_logo_url: "/uploads/logo.webp",
      favicon_url: null,
    });
  });
});

describe("getSiteStatistics", () => {
  it("counts active listings, people's accounts (not system ones) and service companies", async () => {
    const db = database.db;
    await db.insert(users).values([
      { id: "u1", name: "A", email: "a@example.com" },
      { id: "u2", name: "B", email: "b@example.com" },
      { id: IMPORT_USER_ID, name: "Import", email: IMPORT_USER_EMAIL },
    ]);
    const base = { title: "X", price: 1, type: "dom", location: "jelna" } as const;
    await db.insert(properties).values([
      { ...base, userId: "u1" },
      { ...base, userId: IMPORT_USER_ID },
      { ...base, userId: "u1", isArchived: true },
    ]);
    const svc = { title: "S", priceFrom: 50, location: "jelna", category: "okna" } as const;
    await db.insert(services).values([
      { ...svc, userId: "u2" },
      { ...svc, userId: "u2" },
    ]);
    expect(await getSiteStatistics(db)).toEqual({
      activeListings: 2,
      registeredUsers: 2,
      locations: 15,
      serviceCompanies: 1,
    });
  });
});
