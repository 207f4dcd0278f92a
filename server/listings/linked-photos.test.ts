import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveListingForm } from "../../app/routes/panel/listing-forms.server.ts";
import { type FormResult, fieldError } from "../../shared/form-result.ts";
import { listingSchema, type PhotoEntry } from "../../shared/listing-schemas.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { properties, storedFiles } from "../db/schema.ts";
import { panelPhotoStore } from "../images/photo-store.ts";
import type { ImportPolicy } from "../import/fetch-remote.ts";
import { startTestSite, type TestSite } from "../import/test-site.ts";
import { createStorage, type Storage } from "../storage/storage.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { deleteListing, saveListing } from "./save-listing.ts";

// Images people link to are fetched from a real HTTPS server on 127.0.0.1, reached the way the
// import tests reach their portals: the policy's host override and the site's own CA.
const HOST = "zdjecia.example.com";
const SITE = `https://${HOST}`;
const LINK_TIMEOUT_MS = 3_000;
/** Our own site's address, where the local storage's photos are served. */
const SITE_URL = "http://127.0.0.1:3999";

let database: Database;
let dataDir: string;
let storage: Storage;
let site: TestSite;
let policy: ImportPolicy;
let owner: Actor;
let jpeg: Buffer;
let png: Buffer;
const held: { end(): void }[] = [];

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#c84" } })
    .jpeg()
    .toBuffer();
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#48c" } })
    .png()
    .toBuffer();
  site = await startTestSite([HOST], (request, response) => {
    switch (request.url) {
      case "/dom.jpg":
        return void response.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
      case "/plan.png":
        return void response.writeHead(200, { "content-type": "image/png" }).end(png);
      // Says it is a JPEG; its content says otherwise.
      case "/strona.jpg":
        return void response
          .writeHead(200, { "content-type": "image/jpeg" })
          .end("<!DOCTYPE html><html><body>Nie ma zdjęcia</body></html>");
      case "/do-sieci-wewnetrznej.jpg":
        return void response.writeHead(302, { location: "https://127.0.0.1/dom.jpg" }).end();
      case "/wolno.jpg":
        // Answers only once the test is over: the fetch must give up first.
        held.push(response);
        return;
      default:
        return void response.writeHead(404, { "content-type": "text/html" }).end("Brak");
    }
  });
  policy = {
    allowedHosts: [],
    hostOverrides: { [HOST]: { host: "127.0.0.1", port: site.port } },
    ca: site.ca,
    // Every other name resolves into the server's own network.
    resolve: async () => [{ address: "10.0.0.7", family: 4 }],
  };
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "okolica-linked-"));
  storage = createStorage({ dataDir, storage: { driver: "local" } });
  owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
});

afterAll(async () => {
  for (const response of held) response.end();
  await site.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const ctx = () => ({
  ...panelPhotoStore(storage, policy, { siteUrl: SITE_URL, linkTimeoutMs: LINK_TIMEOUT_MS }),
  db: database.db,
  actor: owner,
});

const link = (pathname: string): PhotoEntry => ({ kind: "link", url: `${SITE}${pathname}` });

const values = () =>
  listingSchema.parse({
    title: "Dom z ogrodem, Jelna",
    price: "450 000",
    location: "jelna",
    type: "dom",
    transactionType: "sprzedaz",
    phone: "600 123 456",
  });

async function files(): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, "uploads", "listings"))).sort();
  } catch {
    return [];
  }
}

/** The listing form's save through the panel action, with the given photo list. */
async function save(photos: PhotoEntry[], title = "Dom z linkiem") {
  const form = new FormData();
  const fields = {
    title,
    price: "450000",
    location: "jelna",
    type: "dom",
    transactionType: "sprzedaz",
    phone: "600123456",
    photos: JSON.stringify(photos),
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const response = (await saveListingForm(form, ctx())) as {
    data: FormResult;
    init: { status: number } | null;
  };
  return response;
}

async function listingsTitled(title: string) {
  return database.db.select().from(properties).where(eq(properties.title, title));
}

describe("a photo given by its address", () => {
  it("is fetched once and stored as our own WebP, recorded as the listing's file", async () => {
    const before = site.requests.length;
    const { id } = await saveListing(ctx(), {
      values: values(),
      photos: [link("/dom.jpg"), link("/plan.png")],
      files: new Map(),
    });
    expect(site.requests.slice(before).map((r) => r.url)).toEqual(["/dom.jpg", "/plan.png"]);

    const [row] = await database.db.select().from(properties).where(eq(properties.id, id));
    expect(row?.images).toHaveLength(2);
    for (const url of row?.images ?? []) {
      expect(url).toMatch(/^\/uploads\/listings\/[\w-]+-1200w\.webp$/);
      const bytes = await readFile(path.join(dataDir, url));
      expect((await sharp(bytes).metadata()).format).toBe("webp");
    }
    expect(row?.imageUrl).toBe(row?.images[0]);
    const records = await database.db.select().from(storedFiles).where(eq(storedFiles.ownerId, id));
    expect(new Set(records.map((r) => r.url))).toEqual(new Set(row?.images));
    expect(records.every((r) => r.ownerKind === "listing")).toBe(true);
  });

  it("goes with the listing when it is deleted", async () => {
    const { id } = await saveListing(ctx(), {
      values: values(),
      photos: [link("/dom.jpg")],
      files: new Map(),
    });
    const [row] = await database.db.select().from(properties).where(eq(properties.id, id));
    const base = path.basename(row?.imageUrl ?? "").replace("-1200w.webp", "");
    expect((await files()).filter((f) => f.startsWith(base))).toHaveLength(3);

    await deleteListing(ctx(), id);
    expect((await files()).filter((f) => f.startsWith(base))).toEqual([]);
    expect(await database.db.select().from(storedFiles).where(eq(storedFiles.ownerId, id))).toEqual(
      [],
    );
  });

  it("of one of our own photos is copied from the storage as the listing's own file", async () => {
    const { id } = await saveListing(ctx(), {
      values: values(),
      photos: [link("/dom.jpg")],
      files: new Map(),
    });
    const [original] = await database.db.select().from(properties).where(eq(properties.id, id));
    const photo = original?.imageUrl as string;
    const before = site.requests.length;
    const copy = await saveListing(ctx(), {
      values: values(),
      photos: [{ kind: "link", url: `${SITE_URL}${photo}` }],
      files: new Map(),
    });
    expect(site.requests.length).toBe(before);
    const [row] = await database.db.select().from(properties).where(eq(properties.id, copy.id));
    expect(row?.imageUrl).toMatch(/^\/uploads\/listings\/[\w-]+-1200w\.webp$/);
    expect(row?.imageUrl).not.toBe(photo);

    await deleteListing(ctx(), copy.id);
    expect(await files()).toContain(path.basename(photo));
  });

  it.each([
    [
      "a missing file",
      "/brak.jpg",
      `Nie udało się pobrać zdjęcia z adresu ${SITE}/brak.jpg: nie ma tam pliku (HTTP 404).`,
    ],
    ["no image", "/strona.jpg", `Plik pod adresem ${SITE}/strona.jpg nie jest obrazem.`],
    [
      "a server that does not answer",
      "/wolno.jpg",
      `Nie udało się pobrać zdjęcia z adresu ${SITE}/wolno.jpg: serwer nie odpowiedział w ciągu 3 s.`,
    ],
  ])(
    "is refused at the photo field for %s, and nothing is saved or stored",
    async (_, pathname, message) => {
      const title = `Dom ${pathname}`;
      const filesBefore = await files();
      const response = await save([link("/dom.jpg"), link(pathname)], title);
      expect(response.init?.status).toBe(400);
      expect(response.data.ok).toBe(false);
      expect(fieldError(response.data, "photos")).toBe(message);
      expect(await listingsTitled(title)).toEqual([]);
      expect(await files()).toEqual(filesBefore);
    },
  );

  it.each([
    ["an IP address of the server's network", "https://127.0.0.1/dom.jpg"],
    ["a private IPv6 address", "https://[::1]/dom.jpg"],
    ["a name resolving into the server's network", "https://intranet.example.org/dom.jpg"],
    ["a redirect into the server's network", `${SITE}/do-sieci-wewnetrznej.jpg`],
  ])("is never fetched from %s (SSRF)", async (_, url) => {
    const title = `Dom SSRF ${url}`;
    const filesBefore = await files();
    const response = await save([{ kind: "link", url }], title);
    expect(response.init?.status).toBe(400);
    expect(fieldError(response.data, "photos")).toBe(
      `Nie udało się pobrać zdjęcia z adresu ${url}: adres prowadzi do sieci wewnętrznej.`,
    );
    expect(await listingsTitled(title)).toEqual([]);
    expect(await files()).toEqual(filesBefore);
  });

  it("is refused over plain http, and more than 20 addresses in one save are refused unfetched", async () => {
    const http = await save([{ kind: "link", url: `http://${HOST}/dom.jpg` }], "Dom http");
    expect(fieldError(http.data, "photos")).toBe(
      `Nie udało się pobrać zdjęcia z adresu http://${HOST}/dom.jpg: adres musi zaczynać się od https://.`,
    );

    const before = site.requests.length;
    const many = await save(
      Array.from({ length: 21 }, (_, i) => link(`/dom.jpg?${i}`)),
      "Dom z 21 linkami",
    );
    expect(many.init?.status).toBe(400);
    expect(fieldError(many.data, "photos")).toBe(
      "Jednorazowo możesz dodać najwyżej 20 zdjęć z adresów internetowych. Resztę dodaj w edycji.",
    );
    expect(site.requests.length).toBe(before);
  });
});
