import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { agencies, properties, services } from "../db/schema.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { SITEMAP_MAX_URLS, sitemapParts, sitemapRows, sitemapText } from "./sitemap.ts";

let database: Database;
let activeId: string;
let archivedId: string;
let serviceId: string;
let agencyId: string;
let closedAgencyId: string;
const BASE = "https://okolica.example";

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const owner = await createTestUser(db);
  const base = { userId: owner.id, price: 300_000, type: "dom", location: "giedlarowa" } as const;
  const rows = await db
    .insert(properties)
    .values([
      { ...base, title: "Dom aktywny" },
      { ...base, title: "Dom w archiwum", isArchived: true, location: "wierzawice" },
    ])
    .returning({ id: properties.id });
  [activeId, archivedId] = rows.map((r) => r.id);
  const [service] = await db
    .insert(services)
    .values({
      userId: owner.id,
      title: "Hydraulik",
      priceFrom: 70,
      location: "lezajsk",
      category: "hydrauliczne",
    })
    .returning({ id: services.id });
  serviceId = service.id;
  const [open, closed] = await db
    .insert(agencies)
    .values([
      { ownerId: owner.id, name: "Agencja otwarta" },
      { ownerId: (await createTestUser(db)).id, name: "Agencja zamknięta", isActive: false },
    ])
    .returning({ id: agencies.id });
  agencyId = open.id;
  closedAgencyId = closed.id;
});
afterAll(() => database.close());

describe("sitemap", () => {
  it("lists fixed pages, active listings with lastmod, services and active agencies, never archived ones", async () => {
    const xml = await sitemapText(database.db, BASE);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain(`<loc>${BASE}/</loc>`);
    expect(xml).toContain(`<loc>${BASE}/domy</loc>`);
    expect(xml).toContain(`<loc>${BASE}/domy/giedlarowa</loc>`);
    expect(xml).not.toContain(`<loc>${BASE}/domy/wierzawice</loc>`);
    expect(xml).toContain(`<loc>${BASE}/usluga/uslugi-hydrauliczne</loc>`);
    expect(xml).toContain(`<loc>${BASE}/regulamin</loc>`);
    expect(xml).toMatch(
      new RegExp(`<loc>${BASE}/nieruchomosc/${activeId}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`),
    );
    expect(xml).not.toContain(archivedId);
    expect(xml).toContain(`<loc>${BASE}/usluga/${serviceId}</loc>`);
    expect(xml).toContain(`<loc>${BASE}/agencja/${agencyId}</loc>`);
    expect(xml).not.toContain(closedAgencyId);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("pages rows and splits big sites into an index", async () => {
    const all: string[] = [];
    for await (const url of sitemapRows(database.db, "listings", 0, 10)) all.push(url.path);
    expect(all).toEqual([`/nieruchomosc/${activeId}`]);
    const none: string[] = [];
    for await (const url of sitemapRows(database.db, "listings", 1, 10)) none.push(url.path);
    expect(none).toEqual([]);
    expect(sitemapParts({ listings: SITEMAP_MAX_URLS + 1, services: 3 })).toEqual([
      "static",
      "listings-1",
      "listings-2",
      "services-1",
    ]);
    const part = await sitemapText(database.db, BASE, "services-1");
    expect(part).toContain(`/usluga/${serviceId}`);
    expect(part).not.toContain("/nieruchomosc/");
  });
});
