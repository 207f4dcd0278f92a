import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { MIGRATIONS_FOLDER } from "../db/client.ts";
import { profiles, properties, services, siteSettings, storedFiles } from "../db/schema.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";

/**
 * The hand-written backfill of migration 0014: rows saved before stored_files existed get the
 * files their own saves stored, and nothing that another row also names (it may be a link).
 */

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The migration's last statement, the backfill, run again on the rows this test inserts. */
function backfill() {
  const migration = readFileSync(`${MIGRATIONS_FOLDER}/0015_stored_files.sql`, "utf8");
  const statements = migration.split("--> statement-breakpoint");
  return database.db.execute(sql.raw(statements[statements.length - 1] as string));
}

const random = () => randomBytes(16).toString("base64url");
const CDN = "https://cdn.okolica.test";

const listing = (userId: string, images: string[]) => ({
  userId,
  title: "Mieszkanie",
  price: 300_000,
  location: "lezajsk" as const,
  type: "mieszkanie" as const,
  transactionType: "sprzedaz" as const,
  imageUrl: images[0] ?? null,
  images,
});

describe("the stored_files backfill", () => {
  it("records a photo, avatar or logo for the one row that names it, and no link", async () => {
    const a = await createTestUser(database.db);
    const b = await createTestUser(database.db);
    const own = random();
    const local = random();
    const linked = random();
    const misplaced = random();
    const service = random();
    const [ownListing, localListing, victim] = await database.db
      .insert(properties)
      .values([
        listing(a.id, [`${CDN}/listings/${own}-1200w.webp`, "/uploads/demo/dom-1-1200w.webp"]),
        listing(a.id, [`/uploads/listings/${local}-1200w.webp`]),
        listing(a.id, [`${CDN}/listings/${linked}-1200w.webp`]),
      ])
      .returning({ id: properties.id });
    await database.db
      .insert(properties)
      .values([
        listing(b.id, [`${CDN}/listings/${linked}-1200w.webp`]),
        listing(b.id, [`${CDN}/services/${misplaced}-1200w.webp`]),
      ]);
    const [ownService] = await database.db
      .insert(services)
      .values({
        userId: b.id,
        title: "Malowanie",
        category: "malowanie",
        priceFrom: 30,
        location: "lezajsk",
        imageUrl: `${CDN}/services/${service}-1200w.webp`,
        images: [`${CDN}/services/${service}-1200w.webp`],
      })
      .returning({ id: services.id });
    const avatar = `/uploads/avatars/${a.id}/${random()}.webp`;
    await database.db.update(profiles).set({ avatarUrl: avatar }).where(sql`id = ${a.id}`);
    await database.db.update(profiles).set({ avatarUrl: avatar }).where(sql`id = ${b.id}`);
    const logo = "/uploads/site/header-logo-1767225600000-1a2b3c4d.webp";
    await database.db.insert(siteSettings).values([
      { key: "header_logo_url", value: logo },
      { key: "footer_logo_url", value: logo },
    ]);

    await backfill();

    const rows = await database.db
      .select({
        key: storedFiles.key,
        kind: storedFiles.ownerKind,
        id: storedFiles.ownerId,
        url: storedFiles.url,
      })
      .from(storedFiles)
      .orderBy(asc(storedFiles.key));
    const widths = (kind: string, id: string, base: string, url: string) =>
      [480, 800, 1200].map((w) => ({ key: `${base}-${w}w.webp`, kind, id, url }));
    expect(rows).toEqual(
      [
        { key: avatar.slice("/uploads/".length), kind: "avatar", id: a.id, url: avatar },
        ...widths(
          "listing",
          ownListing?.id as string,
          `listings/${own}`,
          `${CDN}/listings/${own}-1200w.webp`,
        ),
        ...widths(
          "listing",
          localListing?.id as string,
          `listings/${local}`,
          `/uploads/listings/${local}-1200w.webp`,
        ),
        ...widths(
          "service",
          ownService?.id as string,
          `services/${service}`,
          `${CDN}/services/${service}-1200w.webp`,
        ),
        { key: logo.slice("/uploads/".length), kind: "branding", id: "header_logo_url", url: logo },
      ].sort((x, y) => (x.key < y.key ? -1 : 1)),
    );
    // The photo two listings name is the victim's, and stays nobody's: it is never deleted.
    expect(rows.some((row) => row.id === victim?.id)).toBe(false);
  });
});
