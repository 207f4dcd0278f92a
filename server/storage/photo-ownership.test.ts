import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PhotoEntry } from "../../shared/listing-schemas.ts";
import { listingSchema } from "../../shared/listing-schemas.ts";
import { serviceSchema } from "../../shared/service-schemas.ts";
import { IMAGE_WIDTHS } from "../../shared/urls.ts";
import { deleteAccount } from "../accounts/delete-account.ts";
import { deleteListingAsAdministrator } from "../admin/delete-listings.ts";
import { saveOwnAgency } from "../agencies/save-agency.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { agencies, properties, services } from "../db/schema.ts";
import type { UploadedFile } from "../kernel/photo-store.ts";
import { deleteListing, saveListing } from "../listings/save-listing.ts";
import { deleteService, saveService } from "../services/save-service.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { testPng } from "../testing/test-images.ts";
import { LOCAL_PUBLIC_PREFIX } from "./local-storage.ts";
import { s3PublicBase } from "./s3-storage.ts";
import { createStorage, type Storage } from "./storage.ts";

/**
 * A photo entry that links another user's stored photo (its public URL under
 * our storage's base) never makes that photo's files deletable by the linking row. Run on both
 * drivers: the local disk and S3 (a real s3rver), whose public base is absolute, as in
 * production behind a CDN.
 */

const BUCKET = "okolica-ownership";
// An https base as S3_PUBLIC_URL gives one (an agency logo link must be https).
const S3_PUBLIC_URL = "https://cdn.okolica.test/media";
const SITE = "https://okolica.test";

let database: Database;
let s3: S3rver;
let scratch: string;
const drivers: Record<string, { storage: Storage; base: string }> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  scratch = await mkdtemp(path.join(os.tmpdir(), "okolica-ownership-"));
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory: path.join(scratch, "s3"),
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  const s3Config = {
    driver: "s3" as const,
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    bucket: BUCKET,
    publicUrl: S3_PUBLIC_URL,
    // s3rver's fixed development credentials.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  };
  drivers.local = {
    storage: createStorage({ dataDir: path.join(scratch, "local"), storage: { driver: "local" } }),
    base: LOCAL_PUBLIC_PREFIX,
  };
  drivers.s3 = {
    storage: createStorage({ dataDir: scratch, storage: s3Config }),
    base: `${s3PublicBase(s3Config)}/`,
  };
});

afterAll(async () => {
  await database.close();
  await s3?.close();
  await rm(scratch, { recursive: true, force: true });
});

const png = (background: string) => testPng({ width: 900, height: 600, background });

const onePhoto = async (background: string) =>
  new Map<string, UploadedFile>([["photo-0", { name: "a.png", bytes: await png(background) }]]);

const upload: PhotoEntry[] = [{ kind: "file", field: "photo-0" }];

/** What a user types to link a photo: the absolute address the browser shows for it. */
const link = (url: string): PhotoEntry[] => [{ kind: "link", url: new URL(url, SITE).href }];

const listingValues = listingSchema.parse({
  title: "Mieszkanie 2 pokoje, Leżajsk",
  price: "300 000",
  location: "lezajsk",
  type: "mieszkanie",
  transactionType: "sprzedaz",
  phone: "600 123 456",
});

const serviceValues = serviceSchema.parse({
  title: "Malowanie mieszkań",
  priceFrom: "30",
  category: "malowanie",
  location: "lezajsk",
  description: "Malowanie ścian i sufitów.",
  offeredServices: ["Malowanie"],
  contactPerson: "Jan Malarz",
  phone: "601 455 279",
});

describe.each(["local", "s3"])("%s storage: a link never deletes the linked files", (driver) => {
  /**
   * A linked photo is fetched and stored as the linking row's own copy; here the "download" of
   * a photo of ours reads it from the storage, as the site would serve it.
   */
  const fetchLink = async (url: string) => {
    const { storage, base } = drivers[driver] as { storage: Storage; base: string };
    // A local photo is linked by its absolute address on the site.
    const own = url.startsWith(base) ? url : new URL(url).pathname;
    const file = await storage.get(own.slice(base.length));
    if (!file) throw new Error(`${url} is not stored`);
    return file.body;
  };
  const ctx = (actor: Actor) => ({ db: database.db, actor, ...drivers[driver], fetchLink });

  /** Whether every width of the stored photo behind `url` is still in the storage. */
  async function filesPresent(url: string): Promise<boolean[]> {
    const { storage, base } = drivers[driver] as { storage: Storage; base: string };
    expect(url.startsWith(base)).toBe(true);
    return Promise.all(
      IMAGE_WIDTHS.map(
        async (width) =>
          (await storage.get(url.slice(base.length).replace(/1200w\.webp$/, `${width}w.webp`))) !==
          null,
      ),
    );
  }
  const everyWidth = IMAGE_WIDTHS.map(() => true);
  const noWidth = IMAGE_WIDTHS.map(() => false);

  it("listing: B links A's photo, removes it, deletes the listing; A's files stay", async () => {
    const a = await createTestUser(database.db, { roles: ["wlasciciel"] });
    const b = await createTestUser(database.db, { roles: ["wlasciciel"] });
    const admin = await createTestUser(database.db, { roles: ["administrator"] });
    const { id: aId } = await saveListing(ctx(a), {
      values: listingValues,
      photos: upload,
      files: await onePhoto("#a33"),
    });
    const [aRow] = await database.db.select().from(properties).where(eq(properties.id, aId));
    const photo = aRow?.imageUrl as string;
    expect(await filesPresent(photo)).toEqual(everyWidth);

    // Edited to drop the link.
    const first = await saveListing(ctx(b), {
      values: listingValues,
      photos: link(photo),
      files: new Map(),
    });
    await saveListing(ctx(b), {
      id: first.id,
      values: listingValues,
      photos: [],
      files: new Map(),
    });
    // Deleted with the link.
    const second = await saveListing(ctx(b), {
      values: listingValues,
      photos: link(photo),
      files: new Map(),
    });
    await deleteListing(ctx(b), second.id);
    // Deleted by an administrator.
    const third = await saveListing(ctx(b), {
      values: listingValues,
      photos: link(photo),
      files: new Map(),
    });
    await deleteListingAsAdministrator(ctx(admin), third.id);

    expect(await filesPresent(photo)).toEqual(everyWidth);
    const [after] = await database.db.select().from(properties).where(eq(properties.id, aId));
    expect(after?.imageUrl).toBe(photo);

    // A's own removal still deletes A's files.
    await saveListing(ctx(a), { id: aId, values: listingValues, photos: [], files: new Map() });
    expect(await filesPresent(photo)).toEqual(noWidth);
  });

  it("listing: deleting B's account takes B's own photos, never the ones B linked", async () => {
    const a = await createTestUser(database.db, { roles: ["wlasciciel"] });
    const b = await createTestUser(database.db, { roles: ["wlasciciel"] });
    const { id: aId } = await saveListing(ctx(a), {
      values: listingValues,
      photos: upload,
      files: await onePhoto("#3a3"),
    });
    const [aRow] = await database.db.select().from(properties).where(eq(properties.id, aId));
    const photo = aRow?.imageUrl as string;
    await saveListing(ctx(b), { values: listingValues, photos: link(photo), files: new Map() });
    const { id: bId } = await saveListing(ctx(b), {
      values: listingValues,
      photos: upload,
      files: await onePhoto("#33a"),
    });
    const [bRow] = await database.db.select().from(properties).where(eq(properties.id, bId));
    const own = bRow?.imageUrl as string;

    await deleteAccount(ctx(b), { confirmation: b.email });

    expect(await filesPresent(photo)).toEqual(everyWidth);
    expect(await filesPresent(own)).toEqual(noWidth);
  });

  it("service: B links A's photo, removes it, deletes the service; A's files stay", async () => {
    const a = await createTestUser(database.db, { roles: ["firma"] });
    const b = await createTestUser(database.db, { roles: ["firma"] });
    const { id: aId } = await saveService(ctx(a), {
      values: serviceValues,
      photos: upload,
      files: await onePhoto("#aa3"),
    });
    const [aRow] = await database.db.select().from(services).where(eq(services.id, aId));
    const photo = aRow?.imageUrl as string;

    const first = await saveService(ctx(b), {
      values: serviceValues,
      photos: link(photo),
      files: new Map(),
    });
    await saveService(ctx(b), {
      id: first.id,
      values: serviceValues,
      photos: [],
      files: new Map(),
    });
    const second = await saveService(ctx(b), {
      values: serviceValues,
      photos: link(photo),
      files: new Map(),
    });
    await deleteService(ctx(b), second.id);

    expect(await filesPresent(photo)).toEqual(everyWidth);
    const [after] = await database.db.select().from(services).where(eq(services.id, aId));
    expect(after?.imageUrl).toBe(photo);

    await deleteService(ctx(a), aId);
    expect(await filesPresent(photo)).toEqual(noWidth);
  });

  it("agency logo: B links A's logo, then removes it; A's files stay", async () => {
    const a = await createTestUser(database.db, { roles: ["agencja"] });
    const b = await createTestUser(database.db, { roles: ["agencja"] });
    const profile = { name: "Agencja", email: "", phone: "", website: "", description: "" };
    await saveOwnAgency(ctx(a), {
      values: { ...profile, name: "Agencja A" },
      photos: upload,
      files: await onePhoto("#3aa"),
    });
    const [aRow] = await database.db.select().from(agencies).where(eq(agencies.ownerId, a.id));
    const logo = aRow?.logoUrl as string;

    await saveOwnAgency(ctx(b), {
      values: { ...profile, name: "Agencja B" },
      photos: link(logo),
      files: new Map(),
    });
    await saveOwnAgency(ctx(b), {
      values: { ...profile, name: "Agencja B" },
      photos: [],
      files: new Map(),
    });
    expect(await filesPresent(logo)).toEqual(everyWidth);

    await saveOwnAgency(ctx(a), {
      values: { ...profile, name: "Agencja A" },
      photos: [],
      files: new Map(),
    });
    expect(await filesPresent(logo)).toEqual(noWidth);
  });
});
