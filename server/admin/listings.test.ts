import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ACTIONS } from "../../app/routes/admin/actions.server.ts";
import { runAdminAction } from "../../app/routes/admin/admin-action.server.ts";
import { LISTING_ADMIN_ACTIONS } from "../../app/routes/admin/listing-actions.server.ts";
import { ADMIN_TEXT_COUNT_LIMIT, parseAdminListingFilters } from "../../shared/admin-listings.ts";
import { type ListingValues, listingSchema } from "../../shared/listing-schemas.ts";
import type { PanelActionResult } from "../../shared/panel.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { auditLog, properties, propertyAdminCounts, users } from "../db/schema.ts";
import { LISTING_PHOTO_PREFIX } from "../kernel/photo-store.ts";
import { archiveListing } from "../listings/archive-listing.ts";
import { countActiveListings } from "../listings/count-active-listings.ts";
import { getListing } from "../listings/get-listing.ts";
import { deleteListing, saveListing } from "../listings/save-listing.ts";
import type { Storage } from "../storage/storage.ts";
import { createTestUser } from "../testing/factories.ts";
import { refusal } from "../testing/refusal.ts";
import { withTestDatabase } from "../testing/test-db.ts";
import { testPng } from "../testing/test-images.ts";
import { withTestStorage } from "../testing/test-storage.ts";
import { loadListingOverview } from "./listing-overview.ts";
import { formOf } from "./testing/action-fixture.ts";
import { LISTING_ACTION_FIXTURES } from "./testing/listing-fixtures.ts";

let database: Database;
let dataDir: string;
let storage: Storage;
let admin: Actor;
let owner: Actor;
const log = pino({ level: "silent" });

type Seed = Partial<typeof properties.$inferInsert> & { title: string };

/** The seeded listings by letter, for the filter tests. */
const ids: Record<string, string> = {};

async function insertListing(input: Seed, userId = owner.id): Promise<string> {
  const [row] = await database.db
    .insert(properties)
    .values({ userId, price: 250_000, type: "mieszkanie", location: "jelna", ...input })
    .returning({ id: properties.id });
  return (row as { id: string }).id;
}

withTestDatabase((opened) => ({ database } = opened));
withTestStorage("okolica-admin-listings-", (opened) => ({ dataDir, storage } = opened));
beforeAll(async () => {
  admin = await createTestUser(database.db, { roles: ["administrator"] });
  owner = await createTestUser(database.db, {
    roles: ["wlasciciel"],
    firstName: "Anna",
    lastName: "Nowak",
  });
  const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
  // Twenty plain listings, older than the five the filters pick out.
  for (let n = 1; n <= 20; n++) {
    await insertListing({ title: `Zwykłe mieszkanie ${n}`, source: "olx", createdAt: day(n) });
  }
  const seeded: Record<string, Seed> = {
    A: {
      title: "Mieszkanie przy Rynku",
      address: "ul. Mickiewicza 3",
      location: "lezajsk",
      source: "wlasne",
      isVerified: true,
      createdAt: day(21),
    },
    B: {
      title: "Dom z ogrodem",
      type: "dom",
      location: "nowa-sarzyna",
      source: "otodom",
      isPremium: true,
      createdAt: day(22),
    },
    C: {
      title: "Działka budowlana",
      type: "dzialka",
      location: "giedlarowa",
      source: "olx",
      isArchived: true,
      createdAt: day(23),
    },
    D: {
      title: "Lokal użytkowy",
      address: "ul. Żółkiewskiego 5",
      type: "lokal",
      location: "lezajsk",
      source: "morizon",
      createdAt: day(24),
    },
    E: {
      title: "Mieszkanie z balkonem",
      location: "lezajsk",
      source: "wlasne",
      isVerified: true,
      isPremium: true,
      createdAt: day(25),
    },
  };
  for (const [letter, seed] of Object.entries(seeded)) ids[letter] = await insertListing(seed);
});

const as = (actor: Actor | null) => ({ db: database.db, actor, storage });

async function run(intent: string, form: FormData, actor: Actor | null = admin) {
  const answer = await runAdminAction(ADMIN_ACTIONS, intent, form, as(actor), log);
  return { status: answer.init?.status ?? 200, result: answer.data as PanelActionResult };
}

async function row(id: string) {
  const [r] = await database.db.select().from(properties).where(eq(properties.id, id));
  return r;
}

const auditOf = (targetId: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

async function auditCount(): Promise<number> {
  const [r] = await database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  return Number(r?.n);
}

async function storedFiles(): Promise<string[]> {
  return (
    await readdir(path.join(dataDir, "uploads", LISTING_PHOTO_PREFIX)).catch(() => [])
  ).sort();
}

const MISSING = "00000000-0000-4000-8000-000000000000";

async function listing(query: string) {
  return loadListingOverview(as(admin), parseAdminListingFilters(new URLSearchParams(query)));
}
const titles = async (query: string) => (await listing(query)).rows.map((r) => r.title).sort();

describe("loadListingOverview", () => {
  it("lists every listing newest first, archived too, 20 a page, with the owner", async () => {
    const first = await listing("");
    expect(first.total).toBe(25);
    expect(first.pageCount).toBe(2);
    expect(first.rows).toHaveLength(20);
    expect(first.rows.slice(0, 5).map((r) => r.id)).toEqual(
      ["E", "D", "C", "B", "A"].map((l) => ids[l]),
    );
    expect(first.rows[2]).toMatchObject({
      title: "Działka budowlana",
      type: "dzialka",
      location: "giedlarowa",
      source: "olx",
      isArchived: true,
      isVerified: false,
      isPremium: false,
      views: 0,
      ownerName: "Anna Nowak",
      ownerEmail: owner.email,
    });
    const second = await listing("page=2");
    expect(second.page).toBe(2);
    expect(second.rows.map((r) => r.title)).toEqual(
      [5, 4, 3, 2, 1].map((n) => `Zwykłe mieszkanie ${n}`),
    );
    // Past the last page: the last page.
    expect((await listing("page=99")).page).toBe(2);
  });

  it("narrows by category, location, source and status", async () => {
    expect(await titles("category=dom")).toEqual(["Dom z ogrodem"]);
    expect(await titles("location=lezajsk")).toEqual(
      ["Lokal użytkowy", "Mieszkanie przy Rynku", "Mieszkanie z balkonem"].sort(),
    );
    expect(await titles("source=otodom")).toEqual(["Dom z ogrodem"]);
    expect(await titles("status=verified")).toEqual(
      ["Mieszkanie przy Rynku", "Mieszkanie z balkonem"].sort(),
    );
    expect(await titles("status=premium")).toEqual(
      ["Dom z ogrodem", "Mieszkanie z balkonem"].sort(),
    );
    expect(await titles("status=archived")).toEqual(["Działka budowlana"]);
    const normal = await listing("status=normal");
    expect(normal.total).toBe(21);
    expect(normal.rows.map((r) => r.title)).toContain("Lokal użytkowy");
    expect(normal.rows.every((r) => !r.isVerified && !r.isPremium && !r.isArchived)).toBe(true);
    expect(await titles("category=mieszkanie&location=lezajsk&status=premium")).toEqual([
      "Mieszkanie z balkonem",
    ]);
  });

  it("finds text in titles and addresses as the public search does", async () => {
    // Without diacritics and in any case, in the address too.
    expect(await titles("q=ZOLKIEWSK")).toEqual(["Lokal użytkowy"]);
    expect(await titles("q=rynku")).toEqual(["Mieszkanie przy Rynku"]);
    expect(await titles("q=dzia%C5%82ka")).toEqual(["Działka budowlana"]);
    expect((await listing("q=  mieszkanie   z  ")).total).toBe(1);
  });

  it("ignores unknown values instead of failing", async () => {
    const data = await listing("category=zamek&location=krakow&source=x&status=sold&page=abc&q=a");
    expect(data.total).toBe(25);
    expect(data.filters).toMatchObject({
      category: undefined,
      location: undefined,
      source: undefined,
      status: undefined,
      q: undefined,
      page: 1,
    });
  });

  it("refuses anyone but an administrator", async () => {
    expect((await refusal(loadListingOverview(as(owner), { page: 1 }))).code).toBe("forbidden");
    expect((await refusal(loadListingOverview(as(null), { page: 1 }))).code).toBe("forbidden");
  });
});

describe("flag actions", () => {
  const cases = [
    ["listing-verify", "isVerified", "Ogłoszenie zostało zweryfikowane."],
    ["listing-premium", "isPremium", "Ogłoszenie otrzymało status premium."],
    ["listing-archive", "isArchived", "Ogłoszenie zostało przeniesione do archiwum."],
  ] as const;

  it.each(cases)("%s sets %s and takes it back, one audit row each", async (intent, flag, done) => {
    const id = await insertListing({ title: `Flaga ${flag}` });
    const on = await run(intent, formOf({ id, value: "true" }));
    expect(on).toMatchObject({ status: 200, result: { ok: true, message: done } });
    expect((await row(id))[flag]).toBe(true);
    const off = await run(intent, formOf({ id, value: "false" }));
    expect(off.result.ok).toBe(true);
    expect((await row(id))[flag]).toBe(false);

    const entries = await auditOf(id);
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual(
      expect.arrayContaining([
        [intent, { [flag]: false }, { [flag]: true }],
        [intent, { [flag]: true }, { [flag]: false }],
      ]),
    );
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: "listing",
      targetLabel: `Flaga ${flag}`,
    });
  });

  it("succeeds again on the value the flag already has, with its own audit row", async () => {
    const id = await insertListing({ title: "Już zweryfikowane", isVerified: true });
    const again = await run("listing-verify", formOf({ id, value: "true" }));
    expect(again.result.ok).toBe(true);
    expect((await row(id)).isVerified).toBe(true);
    expect(await auditOf(id)).toMatchObject([
      { before: { isVerified: true }, after: { isVerified: true } },
    ]);
  });

  it("answers a missing listing with 404 and the spec's text, and a bad value with 400", async () => {
    const before = await auditCount();
    const missing = await run("listing-premium", formOf({ id: MISSING, value: "true" }));
    expect(missing.status).toBe(404);
    expect(missing.result.message).toBe(
      "Nie udało się zaktualizować statusu premium. Nie znaleziono ogłoszenia.",
    );
    expect((await run("listing-archive", formOf({ id: "abc", value: "true" }))).status).toBe(404);
    const id = await insertListing({ title: "Zła wartość" });
    const bad = await run("listing-verify", formOf({ id, value: "tak" }));
    expect(bad.status).toBe(400);
    expect(bad.result.message).toMatch(/^Nie udało się zaktualizować statusu weryfikacji\./);
    expect(await auditCount()).toBe(before);
  });

  it("refuses a non-administrator without changing anything", async () => {
    const id = await insertListing({ title: "Nie dla właściciela" }, owner.id);
    const before = await auditCount();
    expect((await run("listing-verify", formOf({ id, value: "true" }), owner)).status).toBe(403);
    expect((await run("listing-premium", formOf({ id, value: "true" }), null)).status).toBe(403);
    expect(await row(id)).toMatchObject({ isVerified: false, isPremium: false });
    expect(await auditCount()).toBe(before);
  });

  it("archiving and restoring move the public per-location count", async () => {
    const id = await insertListing({ title: "Dom w Hucisku", type: "dom", location: "hucisko" });
    const count = async () => (await countActiveListings(database.db)).dom.byLocation.hucisko ?? 0;
    expect(await count()).toBe(1);
    await run("listing-archive", formOf({ id, value: "true" }));
    expect(await count()).toBe(0);
    expect(await getListing(database.db, id)).toBeNull();
    const restored = await run("listing-archive", formOf({ id, value: "false" }));
    expect(restored.result.message).toBe("Ogłoszenie zostało przywrócone.");
    expect(await count()).toBe(1);
    expect(await getListing(database.db, id)).not.toBeNull();
  });

  it("the public trash button (archiveListing) archives through the same code, audited", async () => {
    const id = await insertListing({ title: "Do kosza" });
    await archiveListing(as(admin), id);
    expect((await row(id)).isArchived).toBe(true);
    expect(await auditOf(id)).toMatchObject([
      {
        action: "listing-archive",
        targetLabel: "Do kosza",
        before: { isArchived: false },
        after: { isArchived: true },
      },
    ]);
    expect((await refusal(archiveListing(as(owner), id))).code).toBe("forbidden");
    expect((await refusal(archiveListing(as(admin), MISSING))).code).toBe("not_found");
  });
});

const png = () => testPng({ width: 800, height: 600, background: "#58a" });

function values(title: string, overrides: Record<string, string> = {}): ListingValues {
  return listingSchema.parse({
    title,
    price: "420 000",
    location: "lezajsk",
    type: "dom",
    transactionType: "sprzedaz",
    phone: "600 123 456",
    ...overrides,
  });
}

/** A listing of the owner's with one stored photo; its files' names. */
async function listingWithPhoto(title: string) {
  const before = await storedFiles();
  const { id } = await saveListing(
    { ...as(owner) },
    {
      values: values(title),
      photos: [{ kind: "file", field: "photo-0" }],
      files: new Map([["photo-0", { name: "a.png", bytes: await png() }]]),
    },
  );
  const files = (await storedFiles()).filter((f) => !before.includes(f));
  expect(files.length).toBeGreaterThan(0);
  return { id, files };
}

describe("delete actions", () => {
  it("listing-delete removes the listing and its photos, with one audit row", async () => {
    const { id, files } = await listingWithPhoto("Do usunięcia");
    const answer = await run("listing-delete", formOf({ id }));
    expect(answer.result).toMatchObject({ ok: true, message: "Ogłoszenie zostało usunięte." });
    expect(await row(id)).toBeUndefined();
    const left = await storedFiles();
    expect(files.some((f) => left.includes(f))).toBe(false);
    expect(await auditOf(id)).toMatchObject([
      {
        action: "listing-delete",
        targetLabel: "Do usunięcia",
        before: { isVerified: false, isPremium: false, isArchived: false },
        after: null,
      },
    ]);
    const again = await run("listing-delete", formOf({ id }));
    expect(again.status).toBe(404);
    expect(again.result.message).toBe(
      "Nie udało się usunąć ogłoszenia. Nie znaleziono ogłoszenia.",
    );
  });

  it("listing-bulk-delete removes exactly the chosen listings and their photos, one audit row", async () => {
    const first = await listingWithPhoto("Pierwsze do usunięcia");
    const second = await listingWithPhoto("Drugie do usunięcia");
    const kept = await listingWithPhoto("Zostaje");
    const before = await auditCount();
    const answer = await run(
      "listing-bulk-delete",
      formOf({ ids: [first.id, second.id, first.id] }),
    );
    expect(answer.result).toMatchObject({ ok: true, message: "Usunięto 2 ogłoszenia." });
    const left = await database.db
      .select({ id: properties.id })
      .from(properties)
      .where(inArray(properties.id, [first.id, second.id, kept.id]));
    expect(left).toEqual([{ id: kept.id }]);
    const files = await storedFiles();
    expect([...first.files, ...second.files].some((f) => files.includes(f))).toBe(false);
    expect(kept.files.every((f) => files.includes(f))).toBe(true);

    expect(await auditCount()).toBe(before + 1);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "listing-bulk-delete"));
    expect(entry).toMatchObject({ targetId: null, targetLabel: "2 ogłoszenia", after: null });
    const recorded = entry?.before as { ids: string[]; titles: string[] };
    expect(recorded.ids.sort()).toEqual([first.id, second.id].sort());
    expect(recorded.titles.sort()).toEqual(["Drugie do usunięcia", "Pierwsze do usunięcia"]);
  });

  it("listing-bulk-delete refuses an empty or oversized choice and answers 404 for gone ones", async () => {
    const empty = await run("listing-bulk-delete", formOf({}));
    expect(empty.status).toBe(400);
    expect(empty.result.message).toMatch(/^Nie udało się usunąć wybranych ogłoszeń\./);
    const many = Array.from({ length: 101 }, () => crypto.randomUUID());
    expect((await run("listing-bulk-delete", formOf({ ids: many }))).status).toBe(400);
    expect((await run("listing-bulk-delete", formOf({ ids: [MISSING] }))).status).toBe(404);
  });

  it("refuses a non-administrator's bulk delete without deleting", async () => {
    const id = await insertListing({ title: "Chronione" });
    expect((await run("listing-bulk-delete", formOf({ ids: [id] }), owner)).status).toBe(403);
    expect((await run("listing-delete", formOf({ id }), owner)).status).toBe(403);
    expect(await row(id)).toBeDefined();
  });

  it("deleting moves the public per-location count", async () => {
    const id = await insertListing({
      title: "Działka w Żuklinie",
      type: "dzialka",
      location: "zuklin",
    });
    const count = async () =>
      (await countActiveListings(database.db)).dzialka.byLocation.zuklin ?? 0;
    expect(await count()).toBe(1);
    await run("listing-bulk-delete", formOf({ ids: [id] }));
    expect(await count()).toBe(0);
  });
});

describe("the listing form used by an administrator", () => {
  it("records 'listing-edit' with the changed values when editing someone else's listing", async () => {
    const { id } = await saveListing(as(owner), {
      values: values("Dom przed edycją"),
      photos: [],
      files: new Map(),
    });
    await saveListing(as(admin), {
      id,
      values: values("Dom po edycji", { price: "399 000" }),
      photos: [],
      files: new Map(),
    });
    expect((await row(id)).title).toBe("Dom po edycji");
    expect(await auditOf(id)).toMatchObject([
      {
        action: "listing-edit",
        actorId: admin.id,
        targetLabel: "Dom po edycji",
        before: { title: "Dom przed edycją", price: 420_000 },
        after: { title: "Dom po edycji", price: 399_000 },
      },
    ]);
  });

  it("records nothing for the owner's own edit and delete", async () => {
    const before = await auditCount();
    const { id } = await saveListing(as(owner), {
      values: values("Mój dom"),
      photos: [],
      files: new Map(),
    });
    await saveListing(as(owner), {
      id,
      values: values("Mój dom, nowy tytuł"),
      photos: [],
      files: new Map(),
    });
    await deleteListing(as(owner), id);
    expect(await row(id)).toBeUndefined();
    expect(await auditCount()).toBe(before);
  });

  it("records 'listing-delete' when an administrator deletes someone else's listing", async () => {
    const { id } = await saveListing(as(owner), {
      values: values("Dom do skasowania"),
      photos: [],
      files: new Map(),
    });
    await deleteListing(as(admin), id);
    expect(await row(id)).toBeUndefined();
    expect(await auditOf(id)).toMatchObject([
      { action: "listing-delete", targetLabel: "Dom do skasowania", actorId: admin.id },
    ]);
  });
});

describe("LISTING_ACTION_FIXTURES", () => {
  it("covers every listing action, each succeeding with exactly one audit row", async () => {
    expect(Object.keys(LISTING_ACTION_FIXTURES).sort()).toEqual(
      Object.keys(LISTING_ADMIN_ACTIONS).sort(),
    );
    for (const [intent, fixture] of Object.entries(LISTING_ACTION_FIXTURES)) {
      const form = await fixture({ db: database.db, admin, storage });
      const before = await auditCount();
      const answer = await run(intent, form);
      expect(answer.result, intent).toMatchObject({ ok: true });
      expect(await auditCount(), intent).toBe(before + 1);
      const [last] = await database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .orderBy(sql`${auditLog.createdAt} desc`)
        .limit(1);
      expect(last?.action).toBe(intent);
    }
  });
});

describe("the listings screen's totals", () => {
  /** property_admin_counts as rows, and the same grouping counted from the listings. */
  async function kept() {
    const c = propertyAdminCounts;
    const rows = await database.db.select().from(c).where(sql`${c.count} > 0`);
    return rows
      .map(
        (r) =>
          `${r.type}/${r.location}/${r.source}/${r.isVerified}/${r.isPremium}/${r.isArchived}=${r.count}`,
      )
      .sort();
  }
  async function counted() {
    const result = await database.db.execute<Record<string, unknown>>(sql`
      select type, coalesce(location, '') as location, source, is_verified, is_premium,
             is_archived, count(*)::int as n
      from properties group by 1, 2, 3, 4, 5, 6`);
    return result.rows
      .map(
        (r) =>
          `${r.type}/${r.location}/${r.source}/${r.is_verified}/${r.is_premium}/${r.is_archived}=${r.n}`,
      )
      .sort();
  }
  const exact = async (query: string, where: ReturnType<typeof sql>) => {
    const [r] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(properties)
      .where(where);
    const data = await listing(query);
    expect(data.totalIsLowerBound, query).toBe(false);
    expect(data.total, query).toBe(Number(r?.n));
  };

  it("are kept by trigger through inserts, flags, moves, archiving and deletes", async () => {
    expect(await kept()).toEqual(await counted());
    const seller = await createTestUser(database.db, { roles: ["wlasciciel"] });
    const moved = await insertListing({ title: "Dom do przeniesienia", type: "dom" }, seller.id);
    const flagged = await insertListing({ title: "Lokal do oznaczenia", type: "lokal" }, seller.id);
    await insertListing({ title: "Bez miejscowości", location: null, source: "otodom" }, seller.id);
    await database.db
      .update(properties)
      .set({ type: "dzialka", location: "hucisko", source: "olx" })
      .where(eq(properties.id, moved));
    await run("listing-verify", formOf({ id: flagged, value: "true" }));
    await run("listing-premium", formOf({ id: flagged, value: "true" }));
    await run("listing-archive", formOf({ id: flagged, value: "true" }));
    // An update that touches the tracked columns without changing them counts nothing twice.
    await database.db.update(properties).set({ type: "lokal" }).where(eq(properties.id, flagged));
    expect(await kept()).toEqual(await counted());
    await exact("status=archived", sql`${properties.isArchived}`);
    await exact(
      "category=dzialka&location=hucisko&source=olx",
      sql`
      ${properties.type} = 'dzialka' and ${properties.location} = 'hucisko' and ${properties.source} = 'olx'`,
    );
    await exact("status=normal", sql`not (is_verified or is_premium or is_archived)`);
    await exact("", sql`true`);
    // Deleting the account deletes its listings, and their counts with them.
    await run("listing-delete", formOf({ id: moved }));
    await database.db.delete(users).where(eq(users.id, seller.id));
    expect(await kept()).toEqual(await counted());
    await exact("", sql`true`);
  });

  it("count a text's matches exactly below the limit, archived ones too, alone or with filters", async () => {
    // A text alone (or with the archived status) is counted along another index than a text
    // with other filters: the same rows either way.
    const ids = [
      await insertListing({ title: "Kamienica z ogrodem", type: "dom" }),
      await insertListing({ title: "Kamienica przy rynku", isVerified: true }),
      await insertListing({ title: "Stara kamienica", isArchived: true }),
      await insertListing({ title: "Kamienica po remoncie", type: "dom", isArchived: true }),
    ];
    try {
      const text = sql`${properties.searchText} like '%kamienica%'`;
      await exact("q=kamienica", text);
      await exact("q=KAMIENICA&status=archived", sql`${text} and ${properties.isArchived}`);
      await exact("q=kamienica&status=verified", sql`${text} and ${properties.isVerified}`);
      await exact("q=kamienica&category=dom", sql`${text} and ${properties.type} = 'dom'`);
      expect((await listing("q=kamienica")).total).toBe(4);
    } finally {
      await database.db.delete(properties).where(inArray(properties.id, ids));
    }
  });

  it("count a text's matches only up to ADMIN_TEXT_COUNT_LIMIT, then say 'more than'", async () => {
    const marker = "Kamienica Testowa";
    await database.db.execute(sql`
      insert into properties (user_id, title, price, type, location, created_at)
      select ${owner.id}, ${marker} || ' ' || g, 100000, 'mieszkanie', 'jelna',
             now() - g * interval '1 minute'
      from generate_series(1, ${ADMIN_TEXT_COUNT_LIMIT + 1}::int) as g`);
    try {
      const first = await listing("q=kamienica testowa");
      expect(first).toMatchObject({
        total: ADMIN_TEXT_COUNT_LIMIT,
        totalIsLowerBound: true,
        pageCount: ADMIN_TEXT_COUNT_LIMIT / 20,
      });
      expect(first.rows.map((r) => r.title)).toEqual(
        Array.from({ length: 20 }, (_, i) => `${marker} ${i + 1}`),
      );
      const last = await listing("q=kamienica testowa&page=9999");
      expect(last.page).toBe(ADMIN_TEXT_COUNT_LIMIT / 20);
      expect(last.rows.at(-1)?.title).toBe(`${marker} ${ADMIN_TEXT_COUNT_LIMIT}`);
      // Without the text the total is exact whatever its size.
      const all = await listing("category=mieszkanie&location=jelna");
      expect(all.totalIsLowerBound).toBe(false);
      expect(all.total).toBeGreaterThan(ADMIN_TEXT_COUNT_LIMIT);
    } finally {
      await database.db.delete(properties).where(sql`${properties.title} like ${`${marker} %`}`);
    }
  });
});
