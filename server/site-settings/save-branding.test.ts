import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ACTIONS } from "../../app/routes/admin/actions.server.ts";
import { runAdminAction } from "../../app/routes/admin/admin-action.server.ts";
import type { PanelActionResult } from "../../shared/panel.ts";
import { faviconLink } from "../../shared/site-settings.ts";
import { formOf } from "../admin/testing/action-fixture.ts";
import { pngFile } from "../admin/testing/settings-fixtures.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database, Db } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";
import { createStorage, type Storage } from "../storage/storage.ts";
import { createTestUser } from "../testing/factories.ts";
import { refusal } from "../testing/refusal.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { getSiteSettings } from "./get-site-settings.ts";
import { isIco, removeBranding, uploadBranding } from "./save-branding.ts";

let database: Database;
let dataDir: string;
let storage: Storage;
let admin: Actor;
let owner: Actor;
const log = pino({ level: "silent" });

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "okolica-branding-"));
  storage = createStorage({ dataDir, storage: { driver: "local" } });
  admin = await createTestUser(database.db, { roles: ["administrator"] });
  owner = await createTestUser(database.db, { roles: ["wlasciciel", "agencja"] });
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const as = (actor: Actor | null, db: Db = database.db) => ({ db, actor, storage });

async function siteFiles(): Promise<string[]> {
  return (await readdir(path.join(dataDir, "uploads", "site")).catch(() => [])).sort();
}

const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer());

/** A one-image .ico: the 6-byte header, one 16-byte directory entry, then a PNG. */
async function icoBytes(): Promise<Uint8Array<ArrayBuffer>> {
  const png = await bytesOf(await pngFile(32, 32, "i.png"));
  const header = new Uint8Array(22);
  const view = new DataView(header.buffer);
  view.setUint16(2, 1, true);
  view.setUint16(4, 1, true);
  header[6] = 32;
  header[7] = 32;
  view.setUint16(10, 1, true);
  view.setUint16(12, 32, true);
  view.setUint32(14, png.length, true);
  view.setUint32(18, 22, true);
  return new Uint8Array([...header, ...png]);
}

async function post(intent: string, form: FormData, actor: Actor | null = admin) {
  const answer = await runAdminAction(ADMIN_ACTIONS, intent, form, as(actor), log);
  return { status: answer.init?.status ?? 200, result: answer.data as PanelActionResult };
}

describe("uploadBranding", () => {
  it("stores a logo as WebP at most 160 px high under a time-stamped name, audited", async () => {
    const { result } = await post(
      "settings-logo-upload",
      formOf({ key: "header_logo_url", file: await pngFile(1600, 800) }),
    );
    expect(result).toMatchObject({ ok: true, message: "Logo zostało wgrane." });
    const { header_logo_url: url } = await getSiteSettings(database.db);
    expect(url).toMatch(/^\/uploads\/site\/header-logo-\d{13}-[0-9a-f]{8}\.webp$/);
    const stored = await readFile(path.join(dataDir, url as string));
    expect(await sharp(stored).metadata()).toMatchObject({
      format: "webp",
      width: 320,
      height: 160,
    });
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "settings-logo-upload"));
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetType: "setting",
      targetId: "header_logo_url",
      before: { url: null },
      after: { url },
    });
  });

  it("keeps a small logo's size and deletes the replaced file after the change", async () => {
    const first = await uploadBranding(
      as(admin),
      "footer_logo_url",
      await bytesOf(await pngFile(200, 50)),
    );
    expect(await sharp(await readFile(path.join(dataDir, first.url))).metadata()).toMatchObject({
      width: 200,
      height: 50,
    });
    const second = await uploadBranding(
      as(admin),
      "footer_logo_url",
      await bytesOf(await pngFile()),
    );
    const files = await siteFiles();
    expect(files).toContain(path.basename(second.url));
    expect(files).not.toContain(path.basename(first.url));
    expect((await getSiteSettings(database.db)).footer_logo_url).toBe(second.url);
  });

  it("re-encodes a PNG favicon to 64 × 64 and keeps an .ico as sent", async () => {
    const { result } = await post(
      "settings-logo-upload",
      formOf({ key: "favicon_url", file: await pngFile(300, 100, "fav.png") }),
    );
    expect(result.message).toBe("Ikona strony została wgrana.");
    const png = (await getSiteSettings(database.db)).favicon_url as string;
    expect(png).toMatch(/^\/uploads\/site\/favicon-\d+-[0-9a-f]+\.png$/);
    expect(await sharp(await readFile(path.join(dataDir, png))).metadata()).toMatchObject({
      format: "png",
      width: 64,
      height: 64,
    });

    const ico = await icoBytes();
    const { url } = await uploadBranding(as(admin), "favicon_url", ico);
    expect(url).toMatch(/\.ico$/);
    expect(new Uint8Array(await readFile(path.join(dataDir, url)))).toEqual(ico);
    expect(await siteFiles()).not.toContain(path.basename(png));
    expect(faviconLink(url)).toEqual({ href: url, type: "image/x-icon" });
  });

  it("refuses files that are not images by content, an .ico for a logo and files over 2 MB", async () => {
    const ico = await icoBytes();
    const noise = new Uint8Array(3 * 1024 * 1024).fill(7);
    const huge = await sharp(noise, { raw: { width: 1024, height: 1024, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(huge.length).toBeGreaterThan(2 * 1024 * 1024);
    const cases: [string, File][] = [
      ["header_logo_url", new File(["<svg onload=alert(1)>"], "logo.png", { type: "image/png" })],
      ["favicon_url", new File(["not an icon at all"], "favicon.ico", { type: "image/x-icon" })],
      // The ICO magic with no images in it.
      ["favicon_url", new File([new Uint8Array([0, 0, 1, 0, 0, 0])], "f.ico")],
      ["header_logo_url", new File([ico], "logo.ico", { type: "image/x-icon" })],
      ["header_logo_url", new File([new Uint8Array(huge)], "big.png", { type: "image/png" })],
    ];
    const before = await getSiteSettings(database.db);
    const files = await siteFiles();
    for (const [key, file] of cases) {
      const { status, result } = await post("settings-logo-upload", formOf({ key, file }));
      expect(status).toBe(400);
      expect(result).toMatchObject({
        ok: false,
        title: "Błąd",
        message:
          "Nie udało się wgrać logo. Plik musi być obrazem PNG, JPG lub WebP (favicon także ICO) do 2 MB.",
      });
    }
    const unknown = await post(
      "settings-logo-upload",
      formOf({ key: "theme", file: await pngFile() }),
    );
    expect(unknown.status).toBe(400);
    const empty = await post("settings-logo-upload", formOf({ key: "header_logo_url" }));
    expect(empty.result.message).toBe("Nie udało się wgrać logo. Wybierz plik do wgrania.");
    expect(await getSiteSettings(database.db)).toEqual(before);
    expect(await siteFiles()).toEqual(files);
  });

  it("refuses non-administrators before storing anything", async () => {
    const files = await siteFiles();
    const bytes = await bytesOf(await pngFile());
    expect((await refusal(uploadBranding(as(owner), "header_logo_url", bytes))).code).toBe(
      "forbidden",
    );
    expect((await refusal(uploadBranding(as(null), "header_logo_url", bytes))).code).toBe(
      "forbidden",
    );
    expect(await siteFiles()).toEqual(files);
  });

  it("deletes the stored file again when the setting cannot be written", async () => {
    const files = await siteFiles();
    const broken = new Proxy(database.db, {
      get: (target, property, receiver) =>
        property === "transaction"
          ? () => Promise.reject(new Error("database gone"))
          : Reflect.get(target, property, receiver),
    });
    const bytes = await bytesOf(await pngFile());
    await expect(uploadBranding(as(admin, broken), "header_logo_url", bytes)).rejects.toThrow(
      "database gone",
    );
    expect(await siteFiles()).toEqual(files);
  });
});

describe("removeBranding", () => {
  it("clears the setting, deletes the file and audits the old address", async () => {
    const { url } = await uploadBranding(
      as(admin),
      "header_logo_url",
      await bytesOf(await pngFile()),
    );
    const { result } = await post("settings-logo-remove", formOf({ key: "header_logo_url" }));
    expect(result).toMatchObject({ ok: true, message: "Logo zostało usunięte." });
    expect((await getSiteSettings(database.db)).header_logo_url).toBeNull();
    expect(await siteFiles()).not.toContain(path.basename(url));
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "settings-logo-remove"));
    expect(rows.at(-1)).toMatchObject({ before: { url }, after: { url: null } });
  });

  it("answers 404 when nothing is set and refuses non-administrators", async () => {
    const { status, result } = await post(
      "settings-logo-remove",
      formOf({ key: "header_logo_url" }),
    );
    expect(status).toBe(404);
    expect(result.message).toBe("Nie udało się usunąć logo. To logo nie jest ustawione.");
    await uploadBranding(as(admin), "header_logo_url", await bytesOf(await pngFile()));
    expect((await refusal(removeBranding(as(owner), "header_logo_url"))).code).toBe("forbidden");
    expect((await getSiteSettings(database.db)).header_logo_url).not.toBeNull();
  });
});

describe("isIco", () => {
  it("wants the ICO header and directory entries that point inside the file", async () => {
    expect(isIco(await icoBytes())).toBe(true);
    const truncated = (await icoBytes()).slice(0, 40);
    expect(isIco(truncated)).toBe(false);
    expect(isIco(new Uint8Array([0, 0, 2, 0, 1, 0]))).toBe(false);
    expect(isIco(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });
});

describe("faviconLink", () => {
  it("falls back to the shipped icon and refuses script URLs", () => {
    expect(faviconLink(null)).toEqual({ href: "/favicon.svg", type: "image/svg+xml" });
    expect(faviconLink("javascript:alert(1)")).toEqual({
      href: "/favicon.svg",
      type: "image/svg+xml",
    });
    expect(faviconLink("/uploads/site/favicon-1-ab.png").type).toBe("image/png");
  });
});
