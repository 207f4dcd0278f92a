import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listingDetails } from "../../../app/lib/listing-details.ts";
import { ADMIN_ACTIONS } from "../../../app/routes/admin/actions.server.ts";
import { runAdminAction } from "../../../app/routes/admin/admin-action.server.ts";
import { fieldError } from "../../../shared/form-result.ts";
import { formatPrice } from "../../../shared/format.ts";
import type { PanelActionResult } from "../../../shared/panel.ts";
import { IMPORT_USER_ID } from "../../accounts/import-account.ts";
import { formOf } from "../../admin/testing/action-fixture.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Database } from "../../db/client.ts";
import { auditLog, moderationDecisions, properties } from "../../db/schema.ts";
import { getListing } from "../../listings/get-listing.ts";
import { listListings } from "../../listings/list-listings.ts";
import type { Storage } from "../../storage/storage.ts";
import { createTestUser } from "../../testing/factories.ts";
import { refusal } from "../../testing/refusal.ts";
import { createTestDatabase } from "../../testing/test-db.ts";
import { normalizeListingParams } from "../normalize-params.ts";
import { type ApplyImportOptions, applyImport, NothingToImportError } from "./apply-import.ts";
import type { FeedItem } from "./types.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../../../tests/fixtures/import");
let database: Database;
let admin: Actor;
let owner: Actor;
const log = pino({ level: "silent" });
const JSON_OPTIONS: ApplyImportOptions = { action: "import-json", archiveAbsent: true };

function item(link: string | null, fields: Partial<FeedItem> = {}): FeedItem {
  return {
    title: "Mieszkanie w centrum",
    type: "mieszkanie",
    transactionType: "sprzedaz",
    locationText: "Leżajsk, ul. Mickiewicza",
    price: 300_000,
    area: 50,
    source: "olx",
    imageUrl: null,
    externalUrl: link,
    params: normalizeListingParams([]).params,
    ...fields,
  };
}

const olx = (n: number, fields: Partial<FeedItem> = {}) =>
  item(`https://www.olx.pl/d/oferta/mieszkanie-${n}-CID3-ID${n}abc.html`, fields);
const otodom = (path: string, fields: Partial<FeedItem> = {}) =>
  item(`https://www.otodom.pl/pl/${path}`, { source: "otodom", ...fields });

function run(items: FeedItem[], options: Partial<ApplyImportOptions> = {}, actor = admin) {
  return applyImport({ db: database.db, actor }, items, { ...JSON_OPTIONS, ...options });
}

async function done(items: FeedItem[], options: Partial<ApplyImportOptions> = {}) {
  const result = await run(items, options);
  if (result.status !== "done") throw new Error(`expected done, got ${result.status}`);
  return result.summary;
}

async function importRows() {
  return database.db
    .select()
    .from(properties)
    .where(eq(properties.userId, IMPORT_USER_ID))
    .orderBy(properties.externalUrl);
}

/** Changes whenever a listing or an audit row changes. */
async function fingerprint(): Promise<string> {
  const { rows } = await database.db.execute<{ digest: string }>(sql`
    select md5(coalesce((select string_agg(t::text, '|' order by t.id) from properties t), '')
      || coalesce((select string_agg(a::text, '|' order by a.id) from audit_log a), '')) as digest`);
  return rows[0]?.digest ?? "";
}

async function auditCount(): Promise<number> {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  return Number(row?.n);
}

async function userListing(fields: Partial<typeof properties.$inferInsert>) {
  const [row] = await database.db
    .insert(properties)
    .values({ userId: owner.id, title: "Moje mieszkanie", price: 1, type: "mieszkanie", ...fields })
    .returning();
  return row as typeof properties.$inferSelect;
}

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await createTestUser(database.db, { roles: ["administrator"] });
  owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(properties);
});

describe("applyImport", () => {
  it("inserts new listings for the Import account with the spec's defaults and one audit row", async () => {
    const before = await auditCount();
    const summary = await done([
      olx(1, { imageUrl: "https://cdn.example.com/1.jpg", area: null }),
      olx(2, { locationText: "Kraków, małopolskie", type: "lokal", transactionType: "wynajem" }),
    ]);
    expect(summary).toEqual({ inserted: 2, updated: 0, archived: 0, unchanged: 0, errors: 0 });
    const [first, second] = await importRows();
    expect(first).toMatchObject({
      userId: IMPORT_USER_ID,
      title: "Mieszkanie w centrum",
      price: 300_000,
      area: null,
      location: "lezajsk",
      address: "Leżajsk, ul. Mickiewicza",
      source: "olx",
      sellerType: "posrednik",
      isVerified: false,
      isPremium: false,
      isArchived: false,
      views: 0,
      // Never shown as another site's address: it waits for the re-hosting job.
      imageUrl: null,
      pendingImageUrl: "https://cdn.example.com/1.jpg",
      externalUrl: olx(1).externalUrl,
    });
    expect(second).toMatchObject({ location: null, type: "lokal", transactionType: "wynajem" });
    expect(await auditCount()).toBe(before + 1);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .orderBy(sql`${auditLog.createdAt} desc, ${auditLog.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: "import-json",
      targetType: "listing",
      targetId: null,
      targetLabel: "Import: 2 ogłoszenia",
      after: { ...summary, sources: ["olx"] },
    });
  });

  it("changes nothing on a second identical import but its one audit row", async () => {
    const feed = [olx(1), olx(2), otodom("oferta/dom-ID4abcD", { type: "dom" })];
    await done(feed);
    const rows = await importRows();
    const before = await auditCount();
    const summary = await done(feed);
    expect(summary).toEqual({ inserted: 0, updated: 0, archived: 0, unchanged: 3, errors: 0 });
    expect(await importRows()).toEqual(rows);
    expect(await auditCount()).toBe(before + 1);
  });

  it("updates a matched listing only when its title, price, area or location changed", async () => {
    await done([olx(1), olx(2), olx(3), olx(4), olx(5)]);
    const summary = await done([
      olx(1, { title: "Nowy tytuł" }),
      olx(2, { price: 290_000 }),
      olx(3, { area: 51.5 }),
      olx(4, { locationText: "Giedlarowa 12" }),
      // Only the photo and the transaction differ: not a reason to update.
      olx(5, { imageUrl: "https://cdn.example.com/5.jpg", transactionType: "wynajem" }),
    ]);
    expect(summary).toMatchObject({ inserted: 0, updated: 4, unchanged: 1 });
    const rows = await importRows();
    const byLink = (n: number) => rows.find((r) => r.externalUrl === olx(n).externalUrl);
    expect(byLink(1)?.title).toBe("Nowy tytuł");
    expect(byLink(2)?.price).toBe(290_000);
    expect(byLink(3)?.area).toBe(51.5);
    expect(byLink(4)).toMatchObject({ location: "giedlarowa", address: "Giedlarowa 12" });
    expect(byLink(5)).toMatchObject({
      imageUrl: null,
      pendingImageUrl: null,
      transactionType: "sprzedaz",
    });
  });

  it("restores an archived listing the feed lists again", async () => {
    await done([olx(1)]);
    await database.db.update(properties).set({ isArchived: true });
    const summary = await done([olx(1)]);
    expect(summary).toMatchObject({ updated: 1, unchanged: 0, inserted: 0 });
    const [row] = await importRows();
    expect(row?.isArchived).toBe(false);
  });

  it("leaves a listing a moderation decision hid archived, until an appeal reverses it", async () => {
    await done([olx(1)]);
    const [stored] = await importRows();
    const [decision] = await database.db
      .insert(moderationDecisions)
      .values({
        itemKind: "listing",
        itemId: stored.id,
        itemLabel: stored.title,
        decision: "hide",
        fromReports: true,
        reportCount: 1,
        firstReportAt: new Date(),
        token: `hidden-${stored.id}`,
      })
      .returning();
    await database.db.update(properties).set({ isArchived: true });
    expect(await done([olx(1, { price: 1 })])).toMatchObject({ updated: 0, unchanged: 1 });
    expect((await importRows())[0]).toMatchObject({ isArchived: true });

    await database.db
      .update(moderationDecisions)
      .set({ appealOutcome: "reversed" })
      .where(eq(moderationDecisions.id, decision.id));
    expect(await done([olx(1)])).toMatchObject({ updated: 1 });
    expect((await importRows())[0]).toMatchObject({ isArchived: false });
  });

  it("matches Otodom links on their last 7 characters and keeps a stored /hpr/ link", async () => {
    await done([otodom("hpr/oferta/mieszkanie-stare-ID4abcD"), otodom("oferta/dom-ID9xyzQ")]);
    const summary = await done([
      otodom("oferta/mieszkanie-nowy-slug-ID4abcD", { price: 310_000 }),
      otodom("hpr/oferta/dom-inny-opis-ID9xyzQ/?utm=feed", { price: 510_000 }),
    ]);
    expect(summary).toMatchObject({ inserted: 0, updated: 2 });
    const links = (await importRows()).map((r) => r.externalUrl);
    expect(links).toEqual([
      // The new one has /hpr/: it replaces the old.
      "https://www.otodom.pl/pl/hpr/oferta/dom-inny-opis-ID9xyzQ/?utm=feed",
      // The stored /hpr/ address is kept: the new one lacks it.
      "https://www.otodom.pl/pl/hpr/oferta/mieszkanie-stare-ID4abcD",
    ]);
  });

  it("compares other portals' links whole, and never matches across sources", async () => {
    await done([item("https://gratka.pl/a/oferta-1234567", { source: "gratka" })]);
    const summary = await done(
      [
        item("https://gratka.pl/b/oferta-1234567", { source: "gratka" }),
        item("https://gratka.pl/a/oferta-1234567", { source: "morizon" }),
      ],
      { archiveAbsent: false },
    );
    expect(summary).toMatchObject({ inserted: 2, updated: 0, unchanged: 0 });
  });

  it("archives only the Import account's absent links of the feed's sources, never users' listings", async () => {
    await done([olx(1), olx(2), olx(3), olx(4), otodom("oferta/x-ID1111111")]);
    const mine = await userListing({ source: "olx", externalUrl: olx(1).externalUrl });
    const mineAbsent = await userListing({ source: "olx", externalUrl: olx(9).externalUrl });
    const summary = await done([olx(1, { title: "Zmieniony" }), olx(2), olx(3)]);
    expect(summary).toMatchObject({ archived: 1, updated: 1, unchanged: 2 });
    const rows = await importRows();
    const archived = rows.filter((r) => r.isArchived).map((r) => r.externalUrl);
    expect(archived).toEqual([olx(4).externalUrl]);
    // The user's listings with the same source (one even with the same link) are untouched.
    const users = await database.db
      .select()
      .from(properties)
      .where(eq(properties.userId, owner.id))
      .orderBy(properties.createdAt);
    expect(users).toEqual([mine, mineAbsent]);
  });

  it("archives nothing for a partial feed", async () => {
    await done([olx(1), olx(2)]);
    const summary = await done([olx(3)], { archiveAbsent: false });
    expect(summary).toMatchObject({ inserted: 1, archived: 0 });
  });

  it("asks before archiving more than half of a source's active listings, changing nothing", async () => {
    await done([olx(1), olx(2), olx(3), olx(4), otodom("oferta/x-ID1111111")]);
    const before = await fingerprint();
    const result = await run([olx(1), olx(5)]);
    expect(result).toEqual({
      status: "needs_confirmation",
      risks: [{ source: "olx", active: 4, wouldArchive: 3 }],
    });
    expect(await fingerprint()).toBe(before);

    const confirmed = await done([olx(1), olx(5)], { confirmWipe: true });
    expect(confirmed).toMatchObject({ inserted: 1, archived: 3, unchanged: 1 });
    const otodomRow = (await importRows()).find((r) => r.source === "otodom");
    expect(otodomRow?.isArchived).toBe(false);
  });

  it("archives half without asking", async () => {
    await done([olx(1), olx(2), olx(3), olx(4)]);
    expect(await done([olx(1), olx(2)])).toMatchObject({ archived: 2 });
  });

  it("counts items without a link and repeated links as errors: the first wins", async () => {
    const summary = await done([
      olx(1, { title: "Pierwszy" }),
      olx(1, { title: "Drugi" }),
      item(null),
      otodom("oferta/a-ID4abcD"),
      otodom("oferta/b-ID4abcD"),
    ]);
    expect(summary).toEqual({ inserted: 2, updated: 0, archived: 0, unchanged: 0, errors: 3 });
    expect((await importRows()).map((r) => r.title)).toContain("Pierwszy");
  });

  it("refuses a feed with nothing importable and changes nothing", async () => {
    await done([olx(1)]);
    const before = await fingerprint();
    const error = await refusal(run([item(null), item(null, { source: "kazo" })]));
    expect(error).toBeInstanceOf(NothingToImportError);
    expect(error.message).toBe("Nie udało się przetworzyć żadnego ogłoszenia.");
    await refusal(run([]));
    expect(await fingerprint()).toBe(before);
  });

  it("refuses anyone but an administrator", async () => {
    const before = await fingerprint();
    expect((await refusal(run([olx(1)], {}, owner))).code).toBe("forbidden");
    const anonymous = applyImport({ db: database.db, actor: null }, [olx(1)], JSON_OPTIONS);
    expect((await refusal(anonymous)).code).toBe("forbidden");
    expect(await fingerprint()).toBe(before);
  });
});

describe("the import-json action", () => {
  const storage = {} as Storage;
  async function post(fields: Record<string, string | Blob>, actor: Actor | null = admin) {
    const answer = await runAdminAction(
      ADMIN_ACTIONS,
      "import-json",
      formOf(fields),
      { db: database.db, actor, storage },
      log,
    );
    return { status: answer.init?.status ?? 200, result: answer.data as PanelActionResult };
  }
  const feed = (n: number) =>
    JSON.stringify(
      Array.from({ length: n }, (_, i) => ({
        tytul: `Dom ${i + 1}`,
        kategoria: "dom",
        lokalizacja: "Jelna",
        cena: 400000 + i,
        zrodlo: "OTODOM",
        link: `https://www.otodom.pl/pl/oferta/dom-ID${String(i).padStart(5, "0")}`,
      })),
    );

  it("imports pasted JSON and answers the summary", async () => {
    const { status, result } = await post({ json: feed(3) });
    expect(status).toBe(200);
    expect(result).toMatchObject({
      ok: true,
      title: "Sukces",
      message: "Import zakończony. Nowe: 3, zaktualizowane: 0, zarchiwizowane: 0, błędy: 0",
      data: { summary: { inserted: 3, updated: 0, archived: 0, unchanged: 0, errors: 0 } },
    });
  });

  it("stores the feed's parameters: 'Szczegóły' shows them and the filters find them", async () => {
    const json = readFileSync(path.join(FIXTURES, "feed.json"), "utf8");
    expect((await post({ json })).result).toMatchObject({
      ok: true,
      data: { summary: { inserted: 3, errors: 0 } },
    });
    const rows = await importRows();
    const byTitle = (start: string) => rows.find((r) => r.title.startsWith(start));
    const flat = await getListing(database.db, byTitle("Mieszkanie 3-pokojowe")?.id ?? "");
    expect(listingDetails(flat as NonNullable<typeof flat>)).toEqual(
      expect.arrayContaining([
        { label: "Rynek", value: "Wtórny" },
        { label: "Rodzaj zabudowy", value: "Blok" },
        { label: "Piętro", value: "Parter" },
        { label: "Liczba pięter w budynku", value: "4" },
        { label: "Rok budowy", value: "1978" },
        { label: "Stan wykończenia", value: "Do remontu" },
        { label: "Ogrzewanie", value: "Miejskie" },
        { label: "Balkon, taras, ogród", value: "Balkon" },
        { label: "Parking", value: "Miejsce naziemne" },
        { label: "Forma własności", value: "Spółdzielcze własnościowe" },
        { label: "Czynsz", value: `${formatPrice(520)}/mies.` },
      ]),
    );
    // A rental keeps its terms; the market is a seller's fact and is not stored for it.
    expect(byTitle("Kawalerka")).toMatchObject({
      floor: 2,
      floorsTotal: 3,
      elevator: false,
      rentAdditional: 250,
      deposit: 2800,
      availableFrom: "2026-06-01",
      market: null,
    });
    // A plot's plot area is its area; its unreadable 'pietro' was left out.
    expect(byTitle("Działka")).toMatchObject({
      plotArea: 2500,
      plotType: "rolno-budowlana",
      utilities: ["prad", "woda", "gaz"],
      ownership: "pelna-wlasnosc",
      floor: null,
    });

    const titles = async (input: Parameters<typeof listListings>[1]) =>
      (await listListings(database.db, input)).items.map((item) => item.title);
    expect(await titles({ market: "wtorny", floor: "parter" })).toEqual([
      byTitle("Mieszkanie 3-pokojowe")?.title,
    ]);
    expect(await titles({ floor: "1-3", transaction: "wynajem" })).toEqual([
      byTitle("Kawalerka")?.title,
    ]);
    expect(await titles({ plotAreaMin: 2000 })).toEqual([byTitle("Działka")?.title]);
  });

  it("updates a listing whose parameters changed; the same feed again changes nothing", async () => {
    const json = readFileSync(path.join(FIXTURES, "feed.json"), "utf8");
    await post({ json });
    const again = await post({ json });
    expect(again.result).toMatchObject({ ok: true, data: { summary: { unchanged: 3 } } });

    const changed = json.replace('"pietro": "parter/4"', '"pietro": "1/4"');
    const { result } = await post({ json: changed });
    expect(result).toMatchObject({ ok: true, data: { summary: { updated: 1, unchanged: 2 } } });
    const rows = await importRows();
    expect(rows.find((r) => r.title.startsWith("Mieszkanie 3-pokojowe"))).toMatchObject({
      floor: 1,
      floorsTotal: 4,
      outdoor: ["balkon"],
      rentAdditional: 520,
    });
  });

  it("lists every validation error and writes nothing", async () => {
    const before = await fingerprint();
    const json = JSON.stringify([{ tytul: "A" }, { tytul: "B", kategoria: "dom" }]);
    const { status, result } = await post({ json });
    expect(status).toBe(400);
    expect(result).toMatchObject({ ok: false, title: "Popraw błędy w JSON przed importem" });
    const { errors } = result.data as { errors: string[] };
    expect(errors).toHaveLength(9);
    expect(errors[0]).toBe("Element 1: pole 'kategoria' jest wymagane");
    expect(errors).toContain("Element 2: pole 'link' jest wymagane");
    expect(result.message).toBe(`${errors.slice(0, 3).join("; ")}; …i jeszcze 6`);
    // The reason at the text area, which keeps the pasted feed, with or without JavaScript.
    expect(fieldError(result, "json")).toBe(result.message);
    expect(result.submission?.initialValue).toMatchObject({ json });
    expect(await fingerprint()).toBe(before);
  });

  it("puts a broken file's reason at the file field", async () => {
    const file = new File(["[{]"], "feed.json", { type: "application/json" });
    const { status, result } = await post({ json: "", file });
    expect(status).toBe(400);
    expect(fieldError(result, "file")).toBe(result.message);
    expect(fieldError(result, "json")).toBeUndefined();
  });

  it("reads an uploaded file, which wins over pasted text", async () => {
    const file = new File([feed(1)], "feed.json", { type: "application/json" });
    const { result } = await post({ json: "to nie jest JSON", file });
    expect(result).toMatchObject({ ok: true, data: { summary: { inserted: 1 } } });
  });

  it("asks to confirm a wipe and imports when confirmed", async () => {
    await post({ json: feed(4) });
    const asked = await post({ json: feed(1) });
    expect(asked.status).toBe(409);
    expect(asked.result).toMatchObject({
      ok: false,
      title: "Potwierdź import",
      message:
        "Import zarchiwizowałby ponad połowę aktywnych ogłoszeń ze źródła Otodom (3 z 4). Potwierdź, jeśli to zamierzone.",
      data: { risks: [{ source: "otodom", active: 4, wouldArchive: 3 }] },
    });
    const confirmed = await post({ json: feed(1), confirm: "1" });
    expect(confirmed.result).toMatchObject({ ok: true, data: { summary: { archived: 3 } } });
  });

  it("answers an empty feed as a failure without an audit row", async () => {
    const before = await auditCount();
    const { status, result } = await post({ json: "[]" });
    expect(status).toBe(400);
    expect(result).toMatchObject({
      ok: false,
      message: "Nie udało się przetworzyć żadnego ogłoszenia.",
    });
    expect(await auditCount()).toBe(before);
  });

  it("answers the spec's text as news, not 'Import zakończony' nor an error, when a second identical import changes nothing", async () => {
    const json = JSON.stringify(
      JSON.parse(feed(2)).map((item: Record<string, unknown>, i: number) => ({
        ...item,
        zrodlo: "Lento",
        link: `https://www.lento.pl/nieruchomosci/dom-${i}.html`,
      })),
    );
    expect((await post({ json })).result).toMatchObject({ ok: true });
    const { status, result } = await post({ json });
    expect(status).toBe(200);
    expect(result).toMatchObject({
      ok: true,
      title: "Bez zmian",
      message:
        "Nie udało się przetworzyć żadnego ogłoszenia. Wszystkie ogłoszenia z pliku są już aktualne (bez zmian: 2).",
      data: { summary: { inserted: 0, updated: 0, archived: 0, unchanged: 2 }, unchanged: true },
    });
    expect(result.message).not.toContain("Import zakończony");
  });

  it("refuses a non-administrator before reading the feed", async () => {
    const { status } = await post({ json: "nie JSON" }, owner);
    expect(status).toBe(403);
  });
});
