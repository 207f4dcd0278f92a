import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listingSchema, type PhotoEntry } from "../../shared/listing-schemas.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { auditLog, properties, siteSettings } from "../db/schema.ts";
import { type ListingWriteContext, saveListing } from "../listings/save-listing.ts";
import { createStorage, type Storage } from "../storage/storage.ts";
import { createTestUser } from "../testing/factories.ts";
import { refusal } from "../testing/refusal.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { getMaxPhotos, setMaxPhotos } from "./max-photos.ts";

let database: Database;
let dataDir: string;
let storage: Storage;
let admin: Actor;
let owner: Actor;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "okolica-max-photos-"));
  storage = createStorage({ dataDir, storage: { driver: "local" } });
  admin = await createTestUser(database.db, { roles: ["administrator"] });
  owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(siteSettings);
});

/** A tiny PNG, cheap to re-encode 50 times; fetchLink stands in for the network. */
const tinyPng = sharp({ create: { width: 8, height: 8, channels: 3, background: "#ca3" } })
  .png()
  .toBuffer()
  .then((bytes) => new Uint8Array(bytes));

const as = (actor: Actor | null): ListingWriteContext => ({
  db: database.db,
  actor,
  storage,
  fetchLink: () => tinyPng,
});

const values = listingSchema.parse({
  title: "Dom z ogrodem",
  price: "500000",
  location: "lezajsk",
  type: "dom",
  transactionType: "sprzedaz",
  phone: "600123456",
});

/** n photos given by address (each fetched and stored like an upload). */
const links = (n: number): PhotoEntry[] =>
  Array.from({ length: n }, (_, i) => ({ kind: "link", url: `https://example.com/${i}.jpg` }));

async function countListings() {
  return (await database.db.select({ id: properties.id }).from(properties)).length;
}

describe("getMaxPhotos", () => {
  it("is 20 until set, and 20 for a value that is not one of the choices", async () => {
    expect(await getMaxPhotos(database.db)).toBe(20);
    await database.db.insert(siteSettings).values({ key: "max_photos_per_listing", value: "7" });
    expect(await getMaxPhotos(database.db)).toBe(20);
  });
});

describe("setMaxPhotos", () => {
  it("stores one of 5, 10, 20, 50 with an audit row of the value before and after", async () => {
    expect(await setMaxPhotos(as(admin), "10")).toBe(10);
    expect(await setMaxPhotos(as(admin), "50")).toBe(50);
    expect(await getMaxPhotos(database.db)).toBe(50);
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "settings-max-photos"));
    expect(rows.map((r) => [r.before, r.after, r.targetType, r.targetLabel])).toEqual(
      expect.arrayContaining([
        [{ maxPhotos: 20 }, { maxPhotos: 10 }, "setting", "max_photos_per_listing"],
        [{ maxPhotos: 10 }, { maxPhotos: 50 }, "setting", "max_photos_per_listing"],
      ]),
    );
  });

  it("refuses other values and non-administrators, changing nothing", async () => {
    for (const value of ["7", "", "abc", "20.5", "-5"]) {
      expect((await refusal(setMaxPhotos(as(admin), value))).code).toBe("invalid");
    }
    expect((await refusal(setMaxPhotos(as(owner), "5"))).code).toBe("forbidden");
    expect((await refusal(setMaxPhotos(as(null), "5"))).code).toBe("forbidden");
    expect(await getMaxPhotos(database.db)).toBe(20);
  });
});

describe("the limit on listings", () => {
  it("refuses a listing with more photos than the setting, and accepts as many", async () => {
    await setMaxPhotos(as(admin), "5");
    const before = await countListings();
    const refused = await refusal(
      saveListing(as(owner), { values, photos: links(6), files: new Map() }),
    );
    expect(refused.code).toBe("invalid");
    expect(refused.message).toBe("Dodaj najwyżej 5 zdjęć.");
    expect(await countListings()).toBe(before);

    const { id } = await saveListing(as(owner), { values, photos: links(5), files: new Map() });
    expect(await countListings()).toBe(before + 1);

    const tooMany = await refusal(
      saveListing(as(owner), { id, values, photos: links(6), files: new Map() }),
    );
    expect(tooMany.message).toBe("Dodaj najwyżej 5 zdjęć.");
    const [row] = await database.db.select().from(properties).where(eq(properties.id, id));
    expect(row?.images).toHaveLength(5);
  });

  it("allows up to 50 photos once the administrator chooses 50", async () => {
    expect(
      (await refusal(saveListing(as(owner), { values, photos: links(21), files: new Map() })))
        .message,
    ).toBe("Dodaj najwyżej 20 zdjęć.");
    await setMaxPhotos(as(admin), "50");
    // One save fetches at most 20 photos by address: 50 are added in three saves.
    const { id } = await saveListing(as(owner), { values, photos: links(20), files: new Map() });
    const kept = async () => {
      const [row] = await database.db.select().from(properties).where(eq(properties.id, id));
      return (row?.images ?? []).map((url): PhotoEntry => ({ kind: "stored", url }));
    };
    await saveListing(as(owner), {
      id,
      values,
      photos: [...(await kept()), ...links(20)],
      files: new Map(),
    });
    await saveListing(as(owner), {
      id,
      values,
      photos: [...(await kept()), ...links(10)],
      files: new Map(),
    });
    expect(await kept()).toHaveLength(50);
  });
});
