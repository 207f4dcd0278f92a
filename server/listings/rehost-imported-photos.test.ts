import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_USER_ID } from "../accounts/import-account.ts";
import { deleteListingAsAdministrator } from "../admin/delete-listings.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { properties, storedFiles } from "../db/schema.ts";
import { applyImport } from "../import/feed/apply-import.ts";
import type { FeedItem } from "../import/feed/types.ts";
import type { ImportPolicy } from "../import/fetch-remote.ts";
import { normalizeListingParams } from "../import/normalize-params.ts";
import { startTestSite, type TestSite } from "../import/test-site.ts";
import { createStorage, type Storage } from "../storage/storage.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { REHOST_BATCH, rehostImportedPhotos } from "./rehost-imported-photos.ts";

// The photos of an import come from a real HTTPS server on 127.0.0.1 (the import tests' way:
// host override and the site's own CA).
const HOST = "cdn.portal.example";
const SITE = `https://${HOST}`;

let database: Database;
let dataDir: string;
let storage: Storage;
let site: TestSite;
let policy: ImportPolicy;
let admin: Actor;
const log = pino({ level: "silent" });

beforeAll(async () => {
  const jpeg = await sharp({
    create: { width: 1000, height: 700, channels: 3, background: "#a63" },
  })
    .jpeg()
    .toBuffer();
  site = await startTestSite([HOST], (request, response) => {
    if (request.url?.startsWith("/zdjecie")) {
      return void response.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
    }
    if (request.url === "/strona.jpg") {
      return void response.writeHead(200, { "content-type": "image/jpeg" }).end("<html></html>");
    }
    response.writeHead(404).end();
  });
  policy = {
    allowedHosts: [],
    hostOverrides: { [HOST]: { host: "127.0.0.1", port: site.port } },
    ca: site.ca,
    resolve: async () => [{ address: "192.168.1.10", family: 4 }],
  };
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "okolica-rehost-"));
  storage = createStorage({ dataDir, storage: { driver: "local" } });
  admin = await createTestUser(database.db, { roles: ["administrator"] });
});

afterAll(async () => {
  await site.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const item = (n: number, imageUrl: string | null): FeedItem => ({
  title: `Mieszkanie ${n}`,
  type: "mieszkanie",
  transactionType: "sprzedaz",
  locationText: "Leżajsk",
  price: 300_000 + n,
  area: 50,
  source: "olx",
  params: normalizeListingParams([]).params,
  imageUrl,
  externalUrl: `https://www.olx.pl/d/oferta/mieszkanie-${n}-CID3-ID${n}xyz.html`,
});

async function importRow(n: number) {
  const [row] = await database.db
    .select()
    .from(properties)
    .where(eq(properties.title, `Mieszkanie ${n}`));
  if (!row || row.userId !== IMPORT_USER_ID) throw new Error(`no imported listing ${n}`);
  return row;
}

async function files(): Promise<string[]> {
  try {
    return await readdir(path.join(dataDir, "uploads", "listings"));
  } catch {
    return [];
  }
}

const deps = () => ({ db: database.db, storage, policy, log, timeoutMs: 3_000 });

describe("an import's photos", () => {
  it("are never stored as another site's address, and are re-hosted in batches by the job", async () => {
    const requestsBefore = site.requests.length;
    const many = Array.from({ length: REHOST_BATCH + 2 }, (_, i) =>
      item(i + 1, `${SITE}/zdjecie-${i + 1}.jpg`),
    );
    const result = await applyImport({ db: database.db, actor: admin }, many, {
      action: "import-json",
      archiveAbsent: false,
    });
    expect(result.status).toBe("done");
    // The import itself fetched nothing and shows nothing foreign.
    expect(site.requests.length).toBe(requestsBefore);
    const first = await importRow(1);
    expect(first).toMatchObject({ imageUrl: null, images: [] });
    expect(first.pendingImageUrl).toBe(`${SITE}/zdjecie-1.jpg`);

    // One run takes one batch; the next takes the rest.
    expect(await rehostImportedPhotos(deps())).toEqual({ stored: REHOST_BATCH, dropped: 0 });
    expect(await rehostImportedPhotos(deps())).toEqual({ stored: 2, dropped: 0 });
    expect(await rehostImportedPhotos(deps())).toEqual({ stored: 0, dropped: 0 });

    const row = await importRow(1);
    expect(row.pendingImageUrl).toBeNull();
    expect(row.imageUrl).toMatch(/^\/uploads\/listings\/[\w-]+-1200w\.webp$/);
    expect(row.images).toEqual([row.imageUrl]);
    const bytes = await readFile(path.join(dataDir, row.imageUrl as string));
    expect((await sharp(bytes).metadata()).format).toBe("webp");

    // Recorded as the listing's own, so deleting the listing deletes the files.
    const base = path.basename(row.imageUrl as string).replace("-1200w.webp", "");
    expect((await files()).filter((f) => f.startsWith(base))).toHaveLength(3);
    await deleteListingAsAdministrator({ db: database.db, actor: admin, storage }, row.id);
    expect((await files()).filter((f) => f.startsWith(base))).toEqual([]);
    expect(
      await database.db.select().from(storedFiles).where(eq(storedFiles.ownerId, row.id)),
    ).toEqual([]);
  });

  it("are dropped when missing, no image or in a private network, leaving no file", async () => {
    const filesBefore = (await files()).length;
    await applyImport(
      { db: database.db, actor: admin },
      [
        item(101, `${SITE}/brak.jpg`),
        item(102, `${SITE}/strona.jpg`),
        item(103, "https://intranet.portal.example/zdjecie.jpg"),
        item(104, "https://10.0.0.1/zdjecie.jpg"),
        item(105, `http://${HOST}/zdjecie.jpg`),
      ],
      { action: "import-json", archiveAbsent: false },
    );
    expect(await rehostImportedPhotos(deps())).toEqual({ stored: 0, dropped: 5 });
    for (const n of [101, 102, 103, 104, 105]) {
      expect(await importRow(n)).toMatchObject({ imageUrl: null, pendingImageUrl: null });
    }
    expect((await files()).length).toBe(filesBefore);
  });
});
