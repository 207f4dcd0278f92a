import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { pino } from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_CATEGORY_VALUES } from "../../../shared/categories.ts";
import { LISTING_PARAM_KEYS, paramApplies } from "../../../shared/listing-params.ts";
import { LOCATION_SLUGS } from "../../../shared/locations.ts";
import { parsePolishPhone } from "../../../shared/phone.ts";
import { IMAGE_WIDTHS, imageVariantUrl, responsiveImage } from "../../../shared/urls.ts";
import { IMPORT_USER_ID } from "../../accounts/import-account.ts";
import { createAuth } from "../../auth/auth.ts";
import { type Config, loadConfig } from "../../config.ts";
import { createTestDatabase } from "../../testing/test-db.ts";
import type { Database } from "../client.ts";
import {
  agencies,
  agentAgencies,
  properties,
  propertyPriceChanges,
  services,
  userRoles,
  users,
} from "../schema.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccount } from "./demo-accounts.ts";
import { seedDemoData } from "./index.ts";

let database: Database;
let dataDir: string;
let config: Config;
const log = pino({ level: "silent" });

async function counts() {
  const result = await database.db.execute(sql`
    select (select count(*) from users)::int as users,
           (select count(*) from accounts)::int as accounts,
           (select count(*) from properties)::int as properties,
           (select count(*) from property_daily_views)::int as property_views,
           (select count(*) from services)::int as services,
           (select count(*) from service_daily_views)::int as service_views,
           (select count(*) from agencies)::int as agencies,
           (select count(*) from subscription_plans)::int as plans,
           (select count(*) from property_promotions)::int as property_promotions,
           (select count(*) from service_promotions)::int as service_promotions,
           (select count(*) from messages)::int as messages`);
  return result.rows[0] as Record<string, number>;
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), "okolica-seed-"));
  config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: "x".repeat(32) });
  await seedDemoData({ db: database.db, config, log });
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("demo listings", () => {
  it("are about 200, in every location, of every type, transaction and seller type", async () => {
    const rows = await database.db.select().from(properties);
    expect(rows.length).toBeGreaterThanOrEqual(180);
    expect(rows.length).toBeLessThanOrEqual(220);
    const seen = (pick: (row: (typeof rows)[number]) => unknown) => new Set(rows.map(pick));
    expect([...seen((r) => r.location)].filter(Boolean).sort()).toEqual([...LOCATION_SLUGS].sort());
    expect(seen((r) => r.type)).toEqual(new Set(["mieszkanie", "dom", "dzialka", "lokal"]));
    expect(seen((r) => r.transactionType)).toEqual(new Set(["sprzedaz", "wynajem"]));
    expect(seen((r) => r.sellerType)).toEqual(new Set(["klient", "posrednik", "sprawdzone"]));
    // Leżajsk is the town: it has more listings than any village.
    const inLezajsk = rows.filter((r) => r.location === "lezajsk").length;
    for (const slug of LOCATION_SLUGS) {
      const n = rows.filter((r) => r.location === slug).length;
      expect(n, slug).toBeGreaterThanOrEqual(3);
      if (slug !== "lezajsk") expect(n).toBeLessThan(inLezajsk);
    }
    expect(rows.some((r) => r.isArchived)).toBe(true);
    expect(rows.some((r) => r.isPremium)).toBe(true);
    expect(rows.some((r) => r.isVerified)).toBe(true);
  });

  it("include lowered prices, each with its history row and a higher price before", async () => {
    const rows = await database.db.select().from(properties);
    const lowered = rows.filter((r) => r.previousPrice !== null);
    expect(lowered.length).toBeGreaterThanOrEqual(10);
    const changes = await database.db.select().from(propertyPriceChanges);
    expect(changes).toHaveLength(lowered.length);
    for (const listing of lowered) {
      const change = changes.find((c) => c.propertyId === listing.id);
      expect(change).toMatchObject({ oldPrice: listing.previousPrice, newPrice: listing.price });
      expect(listing.previousPrice).toBeGreaterThan(listing.price);
      expect(change?.changedAt.getTime()).toBeGreaterThan(listing.createdAt.getTime());
    }
  });

  it("mix own listings of demo users with portal listings owned by Import", async () => {
    const rows = await database.db.select().from(properties);
    const own = rows.filter((r) => r.source === "wlasne");
    const portal = rows.filter((r) => r.source !== "wlasne");
    expect(own.length).toBeGreaterThan(50);
    expect(portal.length).toBeGreaterThan(50);
    expect(new Set(portal.map((r) => r.source)).size).toBeGreaterThanOrEqual(5);
    for (const row of portal) {
      expect(row.userId).toBe(IMPORT_USER_ID);
      expect(row.externalUrl).toMatch(/^https:\/\//);
      expect(row.phone).toBeNull();
    }
    expect(new Set(portal.map((r) => r.externalUrl)).size).toBe(portal.length);

    const demoIds = await database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(sql`${users.email} like '%@okolica.local'`);
    const byEmail = new Map(demoIds.map((u) => [u.email, u.id]));
    const owners = new Set(own.map((r) => r.userId));
    for (const key of ["wlasciciel", "posrednik", "agent", "agencja"] as const) {
      expect(owners.has(byEmail.get(demoAccount(key).email) as string), key).toBe(true);
    }
    for (const row of own) {
      expect(row.externalUrl).toBeNull();
      expect(row.phone).toMatch(/^\+48/);
    }
  });

  it("have plausible prices, areas and rooms", async () => {
    const rows = await database.db.select().from(properties);
    for (const row of rows) {
      expect(row.price, row.title).toBeGreaterThan(0);
      expect(row.area, row.title).toBeGreaterThan(0);
      expect(row.description.split(". ").length, row.title).toBeGreaterThanOrEqual(3);
      if (row.type === "dzialka") expect(row.rooms).toBeNull();
      if (row.type === "mieszkanie" && row.transactionType === "wynajem") {
        expect(row.price).toBeGreaterThanOrEqual(1200);
        expect(row.price).toBeLessThanOrEqual(3500);
      }
      if (row.type === "dom" && row.transactionType === "sprzedaz") {
        expect(row.price).toBeGreaterThanOrEqual(350_000);
        expect(row.price).toBeLessThanOrEqual(1_100_000);
      }
    }
  });

  it("have the parameters of their type and transaction, agreeing with their text", async () => {
    const rows = await database.db.select().from(properties);
    for (const row of rows) {
      for (const key of LISTING_PARAM_KEYS) {
        if (!paramApplies(key, row.type, row.transactionType)) expect(row[key], key).toBeNull();
      }
      if (row.type === "dzialka") {
        expect(row.plotArea).toBe(row.area);
        expect(row.plotType).not.toBeNull();
      }
      if (row.floor !== null && row.floorsTotal !== null) {
        expect(row.floor).toBeLessThanOrEqual(row.floorsTotal);
      }
      if (row.description.includes("na parterze") && row.type === "mieszkanie") {
        expect(row.floor, row.title).toBe(0);
      }
    }
    const flatsForSale = rows.filter(
      (r) => r.type === "mieszkanie" && r.transactionType === "sprzedaz",
    );
    expect(flatsForSale.filter((r) => r.market !== null).length).toBeGreaterThan(
      flatsForSale.length / 2,
    );
    expect(rows.filter((r) => r.type === "dom" && r.plotArea !== null).length).toBeGreaterThan(10);
  });

  it("have photos on disk, except about one in ten", async () => {
    const rows = await database.db.select().from(properties);
    const withoutPhoto = rows.filter((r) => !r.imageUrl).length;
    expect(withoutPhoto).toBeGreaterThan(5);
    expect(withoutPhoto).toBeLessThan(rows.length * 0.2);
    const urls = new Set(rows.flatMap((r) => r.images));
    for (const row of rows.filter((r) => r.imageUrl)) {
      expect(row.images[0]).toBe(row.imageUrl);
      expect(row.images.length).toBeLessThanOrEqual(4);
    }
    for (const url of urls) {
      // The widest file is the stored one; its -480w and -800w siblings exist for the srcset.
      expect(url).toMatch(/^\/uploads\/demo\/[a-z-]+-\d-1200w\.webp$/);
      expect(responsiveImage(url).srcSet).toBeDefined();
      for (const width of IMAGE_WIDTHS) {
        const file = imageVariantUrl(url, width);
        expect(existsSync(path.join(dataDir, file.replace(/^\//, ""))), file).toBe(true);
      }
    }
    const [small, large] = await Promise.all(
      [480, 1200].map((w) =>
        sharp(path.join(dataDir, imageVariantUrl([...urls][0], w).slice(1))).metadata(),
      ),
    );
    expect([small.width, small.height, large.width, large.height]).toEqual([480, 320, 1200, 800]);
  });

  it("have daily views for the last 30 days that never exceed the total", async () => {
    const result = await database.db.execute(sql`
      select p.views, coalesce(sum(d.views), 0)::int as recent, min(d.day) as first_day
      from properties p left join property_daily_views d on d.property_id = p.id
      group by p.id`);
    const rows = result.rows as { views: number; recent: number; first_day: string | null }[];
    expect(rows.filter((r) => r.recent > 0).length).toBeGreaterThan(rows.length * 0.8);
    const oldest = new Date(Date.now() - 31 * 86_400_000).toISOString().slice(0, 10);
    for (const row of rows) {
      expect(row.recent).toBeLessThanOrEqual(row.views);
      if (row.first_day) expect(String(row.first_day) >= oldest).toBe(true);
    }
  });
});

describe("demo services", () => {
  it("are about 25 across all 8 categories, without invented ratings", async () => {
    const rows = await database.db.select().from(services);
    expect(rows.length).toBeGreaterThanOrEqual(22);
    expect(rows.length).toBeLessThanOrEqual(30);
    for (const category of SERVICE_CATEGORY_VALUES) {
      expect(rows.filter((r) => r.category === category).length, category).toBeGreaterThanOrEqual(
        2,
      );
    }
    expect(new Set(rows.map((r) => r.location)).size).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      expect(row.rating).toBeNull();
      expect(row.reviewCount).toBe(0);
      expect(row.priceFrom).toBeGreaterThan(0);
      expect(row.availability).toBeTruthy();
      expect(row.offeredServices.length, row.title).toBeGreaterThanOrEqual(3);
      expect(row.contactPerson, row.title).toBeTruthy();
      // What the service form would store (E.164).
      expect(parsePolishPhone(row.phone ?? ""), row.title).toBe(row.phone);
      if (row.warrantyMonths != null) expect([6, 12, 24, 36, 60]).toContain(row.warrantyMonths);
      for (const width of IMAGE_WIDTHS) {
        const file = imageVariantUrl(row.imageUrl as string, width);
        expect(existsSync(path.join(dataDir, file.replace(/^\//, ""))), file).toBe(true);
      }
    }
    const owners = await database.db.execute(sql`
      select count(distinct s.user_id)::int as n,
             bool_and(exists (select 1 from user_roles r where r.user_id = s.user_id and r.role = 'firma')) as all_firma
      from services s`);
    expect(owners.rows[0]).toMatchObject({ n: expect.any(Number), all_firma: true });
    expect((owners.rows[0] as { n: number }).n).toBeGreaterThan(10);
  });
});

describe("demo accounts", () => {
  it("exist with their roles and sign in with the demo password", async () => {
    const auth = createAuth({ db: database.db, config });
    for (const account of DEMO_ACCOUNTS) {
      expect(account.password).toBe(DEMO_PASSWORD);
      const [user] = await database.db.select().from(users).where(eq(users.email, account.email));
      expect(user, account.email).toBeDefined();
      expect(user.emailVerified).toBe(true);
      const roles = await database.db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(eq(userRoles.userId, user.id));
      expect(roles.map((r) => r.role).sort()).toEqual([...account.roles].sort());

      const session = await auth.api.signInEmail({
        body: { email: account.email, password: account.password },
      });
      expect(session.token, account.email).toBeTruthy();
      expect(session.user.id).toBe(user.id);
    }
  });

  it("link the agency broker to the agency", async () => {
    const [agencyOwner] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, demoAccount("agencja").email));
    const [agent] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, demoAccount("agent").email));
    const [agency] = await database.db
      .select()
      .from(agencies)
      .where(eq(agencies.ownerId, agencyOwner.id));
    expect(agency.name).toBe("Nieruchomości Leżajsk");
    const links = await database.db
      .select()
      .from(agentAgencies)
      .where(eq(agentAgencies.agentId, agent.id));
    expect(links).toEqual([
      expect.objectContaining({ agencyId: agency.id, position: "agent", status: "active" }),
    ]);
  });
});

describe("the rest of the demo data", () => {
  it("has plans, promotions and conversations between owner and broker", async () => {
    const c = await counts();
    expect(c.plans).toBeGreaterThanOrEqual(3);
    expect(c.property_promotions).toBeGreaterThanOrEqual(2);
    expect(c.service_promotions).toBeGreaterThanOrEqual(2);
    expect(c.messages).toBeGreaterThanOrEqual(4);
    const conversations = await database.db.execute(sql`
      select m.subject_title, p.title, count(*)::int as n, count(*) filter (where not m.is_read)::int as unread
      from messages m join properties p on p.id = m.property_id
      group by m.subject_title, p.title`);
    expect(conversations.rows).toHaveLength(2);
    for (const row of conversations.rows as {
      subject_title: string;
      title: string;
      unread: number;
    }[]) {
      expect(row.subject_title).toBe(row.title);
      expect(row.unread).toBe(1);
    }
  });
});

describe("seeding again", () => {
  it("adds nothing", async () => {
    const before = await counts();
    await seedDemoData({ db: database.db, config, log });
    expect(await counts()).toEqual(before);
  });
});
