import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ACTIONS } from "../../app/routes/admin/actions.server.ts";
import { runAdminAction } from "../../app/routes/admin/admin-action.server.ts";
import { fieldError } from "../../shared/form-result.ts";
import type { PanelActionResult } from "../../shared/panel.ts";
import { polishDay, promotionSchema } from "../../shared/promotion-schemas.ts";
import type { PromotionType } from "../../shared/roles.ts";
import { loadPromotionOverview } from "../admin/promotion-overview.ts";
import { setServicePremium } from "../admin/service-admin.ts";
import { formOf } from "../admin/testing/action-fixture.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import {
  auditLog,
  properties,
  propertyPromotions,
  servicePromotions,
  services,
} from "../db/schema.ts";
import { listListings } from "../listings/list-listings.ts";
import { setListingFlag } from "../listings/set-listing-flag.ts";
import { listServices } from "../services/list-services.ts";
import { createStorage, type Storage } from "../storage/storage.ts";
import { createTestUser } from "../testing/factories.ts";
import { refusal } from "../testing/refusal.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { createPromotion } from "./create-promotion.ts";
import { expirePromotions } from "./expire-promotions.ts";
import { refreshPromotionFlags } from "./promotion-flags.ts";
import { setPromotionActive } from "./set-promotion-active.ts";

const DAY_MS = 86_400_000;
const log = pino({ level: "silent" });

let database: Database;
let dataDir: string;
let storage: Storage;
let admin: Actor;
let owner: Actor;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "okolica-promotions-"));
  storage = createStorage({ dataDir, storage: { driver: "local" } });
  admin = await createTestUser(database.db, { roles: ["administrator"] });
  owner = await createTestUser(database.db, { roles: ["wlasciciel", "firma"] });
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const as = (actor: Actor | null) => ({ db: database.db, actor, storage });
const days = (n: number, from = Date.now()) => new Date(from + n * DAY_MS);

async function insertListing(
  title: string,
  extra: Partial<typeof properties.$inferInsert> = {},
): Promise<string> {
  const [row] = await database.db
    .insert(properties)
    .values({ userId: owner.id, title, price: 200_000, type: "dom", location: "lezajsk", ...extra })
    .returning({ id: properties.id });
  return (row as { id: string }).id;
}

async function insertService(
  title: string,
  extra: Partial<typeof services.$inferInsert> = {},
): Promise<string> {
  const [row] = await database.db
    .insert(services)
    .values({
      userId: owner.id,
      title,
      priceFrom: 80,
      location: "lezajsk",
      category: "hydrauliczne",
      ...extra,
    })
    .returning({ id: services.id });
  return (row as { id: string }).id;
}

async function promote(
  propertyId: string,
  promotionType: PromotionType,
  extra: Partial<typeof propertyPromotions.$inferInsert> = {},
): Promise<string> {
  const [row] = await database.db
    .insert(propertyPromotions)
    // Started a minute ago: the column's default, the database's now() in microseconds, may be
    // later than the millisecond Date the flags are then computed at.
    .values({ propertyId, promotionType, startsAt: days(-1 / 1440), endsAt: days(7), ...extra })
    .returning({ id: propertyPromotions.id });
  return (row as { id: string }).id;
}

async function flags(id: string) {
  const [row] = await database.db
    .select({
      isPremium: properties.isPremium,
      premiumByPromotion: properties.premiumByPromotion,
      isFeatured: properties.isFeatured,
      isUrgent: properties.isUrgent,
    })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

async function serviceFlags(id: string) {
  const [row] = await database.db
    .select({
      isPremium: services.isPremium,
      premiumByPromotion: services.premiumByPromotion,
      isFeatured: services.isFeatured,
    })
    .from(services)
    .where(eq(services.id, id));
  return row;
}

async function run(intent: string, form: FormData, actor: Actor | null = admin) {
  const answer = await runAdminAction(ADMIN_ACTIONS, intent, form, as(actor), log);
  return { status: answer.init?.status ?? 200, result: answer.data as PanelActionResult };
}

const auditOf = (targetId: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

function createForm(fields: Record<string, string>) {
  return formOf({
    kind: "property",
    type: "featured",
    price: "29",
    startsAt: polishDay(),
    endsAt: polishDay(days(7)),
    ...fields,
  });
}

describe("refreshPromotionFlags", () => {
  it("sets featured and urgent from the promotions in force, and clears them after", async () => {
    const id = await insertListing("Flagi");
    await promote(id, "featured");
    await promote(id, "urgent", { startsAt: days(2) });
    await refreshPromotionFlags(database.db, { kind: "property", ids: [id] });
    expect(await flags(id)).toMatchObject({ isFeatured: true, isUrgent: false });
    await refreshPromotionFlags(database.db, { kind: "property", ids: [id], now: days(3) });
    expect(await flags(id)).toMatchObject({ isFeatured: true, isUrgent: true });
    await refreshPromotionFlags(database.db, { kind: "property", ids: [id], now: days(8) });
    expect(await flags(id)).toMatchObject({ isFeatured: false, isUrgent: false });
  });

  it("gives premium with its provenance and takes back only premium a promotion gave", async () => {
    const plain = await insertListing("Bez premium");
    const owned = await insertListing("Premium właściciela", { isPremium: true });
    for (const id of [plain, owned]) await promote(id, "premium");
    await refreshPromotionFlags(database.db, { kind: "property", ids: [plain, owned] });
    expect(await flags(plain)).toMatchObject({ isPremium: true, premiumByPromotion: true });
    expect(await flags(owned)).toMatchObject({ isPremium: true, premiumByPromotion: false });

    await refreshPromotionFlags(database.db, {
      kind: "property",
      ids: [plain, owned],
      now: days(8),
    });
    expect(await flags(plain)).toMatchObject({ isPremium: false, premiumByPromotion: false });
    expect(await flags(owned)).toMatchObject({ isPremium: true, premiumByPromotion: false });
  });

  it("keeps premium an administrator confirmed by hand after a promotion gave it", async () => {
    const id = await insertListing("Premium potwierdzone");
    await promote(id, "premium");
    await refreshPromotionFlags(database.db, { kind: "property", ids: [id] });
    expect(await flags(id)).toMatchObject({ isPremium: true, premiumByPromotion: true });
    await setListingFlag(as(admin), { id, flag: "isPremium", value: true });
    expect(await flags(id)).toMatchObject({ isPremium: true, premiumByPromotion: false });
    await refreshPromotionFlags(database.db, { kind: "property", ids: [id], now: days(8) });
    expect(await flags(id)).toMatchObject({ isPremium: true, premiumByPromotion: false });
  });

  it("does the same for services (featured and premium, the admin's premium stays)", async () => {
    const id = await insertService("Hydraulik z promocją");
    await database.db.insert(servicePromotions).values([
      { serviceId: id, promotionType: "featured", startsAt: days(-1 / 1440), endsAt: days(7) },
      { serviceId: id, promotionType: "premium", startsAt: days(-1 / 1440), endsAt: days(7) },
    ]);
    await refreshPromotionFlags(database.db, { kind: "service", ids: [id] });
    expect(await serviceFlags(id)).toEqual({
      isPremium: true,
      premiumByPromotion: true,
      isFeatured: true,
    });
    await setServicePremium(as(admin), id, true);
    await refreshPromotionFlags(database.db, { kind: "service", ids: [id], now: days(8) });
    expect(await serviceFlags(id)).toEqual({
      isPremium: true,
      premiumByPromotion: false,
      isFeatured: false,
    });
  });
});

describe("promotion-create", () => {
  it("adds a featured promotion starting today: flag set at once, one audit row", async () => {
    const id = await insertListing("Dom wyróżniony");
    const { status, result } = await run("promotion-create", createForm({ targetId: id }));
    expect(status).toBe(200);
    expect(result).toMatchObject({
      ok: true,
      title: "Sukces",
      message: "Promocja została dodana.",
    });
    expect(await flags(id)).toMatchObject({ isFeatured: true });
    const [promotion] = await database.db
      .select()
      .from(propertyPromotions)
      .where(eq(propertyPromotions.id, result.id as string));
    expect(promotion).toMatchObject({ propertyId: id, promotionType: "featured", price: 29 });
    expect(polishDay(promotion.startsAt)).toBe(polishDay());
    expect(polishDay(promotion.endsAt as Date)).toBe(polishDay(days(7)));
    const audit = await auditOf(result.id as string);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "promotion-create",
      targetType: "promotion",
      targetLabel: "Wyróżnienie: Dom wyróżniony",
    });
  });

  it("refuses with the form's reasons, and urgent for a service", async () => {
    const service = await insertService("Elektryk");
    const urgent = await run(
      "promotion-create",
      createForm({ kind: "service", targetId: service, type: "urgent" }),
    );
    expect(urgent.status).toBe(400);
    expect(urgent.result.message).toBe("Nie udało się dodać promocji.");
    expect(fieldError(urgent.result, "type")).toMatch(/Usługi nie mają promocji „Pilne”/);

    const listing = await insertListing("Zły formularz");
    const backwards = await run(
      "promotion-create",
      createForm({ targetId: listing, startsAt: polishDay(days(5)), endsAt: polishDay(days(2)) }),
    );
    expect(fieldError(backwards.result, "endsAt")).toBe("Koniec musi przypadać po początku.");
    const noEnd = await run("promotion-create", createForm({ targetId: listing, endsAt: "" }));
    expect(fieldError(noEnd.result, "endsAt")).toBe("Podaj datę końca.");
    const price = await run("promotion-create", createForm({ targetId: listing, price: "-5" }));
    expect(fieldError(price.result, "price")).toMatch(/pełnych złotych/);
    const missing = await run(
      "promotion-create",
      createForm({ targetId: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(missing).toMatchObject({
      status: 404,
      result: { message: "Nie udało się dodać promocji. Nie znaleziono ogłoszenia." },
    });
    const count = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(propertyPromotions)
      .where(eq(propertyPromotions.propertyId, listing));
    expect(count[0].n).toBe(0);
    expect(await flags(listing)).toMatchObject({ isFeatured: false });
  });

  it("refuses non-administrators before anything else", async () => {
    const id = await insertListing("Nie dla właściciela");
    const values = promotionSchema(polishDay()).parse({
      kind: "property",
      targetId: id,
      type: "premium",
      price: "0",
      endsAt: polishDay(days(3)),
    });
    expect((await refusal(createPromotion(as(owner), values))).code).toBe("forbidden");
    expect((await refusal(createPromotion(as(null), values))).code).toBe("forbidden");
  });

  it("a future start takes effect when the job runs after it", async () => {
    const id = await insertListing("Pilne od jutra");
    const { result } = await run(
      "promotion-create",
      createForm({
        targetId: id,
        type: "urgent",
        startsAt: polishDay(days(2)),
        endsAt: polishDay(days(9)),
      }),
    );
    expect(result.ok).toBe(true);
    expect(await flags(id)).toMatchObject({ isUrgent: false });
    await expirePromotions(database.db);
    expect(await flags(id)).toMatchObject({ isUrgent: false });
    await expirePromotions(database.db, days(3));
    expect(await flags(id)).toMatchObject({ isUrgent: true });
  });
});

describe("promotion-toggle", () => {
  it("switches off and on again, with the flags and one audit row each", async () => {
    const id = await insertListing("Przełączany");
    const promotionId = await promote(id, "featured");
    await refreshPromotionFlags(database.db, { kind: "property", ids: [id] });
    const form = (value: string) => formOf({ kind: "property", id: promotionId, value });

    const off = await run("promotion-toggle", form("false"));
    expect(off.result).toMatchObject({ ok: true, message: "Promocja została wyłączona." });
    expect(await flags(id)).toMatchObject({ isFeatured: false });
    const on = await run("promotion-toggle", form("true"));
    expect(on.result).toMatchObject({ ok: true, message: "Promocja została włączona." });
    expect(await flags(id)).toMatchObject({ isFeatured: true });

    const audit = await auditOf(promotionId);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ["promotion-toggle", { isActive: true }, { isActive: false }],
      ["promotion-toggle", { isActive: false }, { isActive: true }],
    ]);
    expect(audit[0].targetLabel).toBe("Wyróżnienie: Przełączany");
  });

  it("refuses to switch an ended promotion on, and others", async () => {
    const id = await insertListing("Zakończona");
    const promotionId = await promote(id, "featured", {
      isActive: false,
      startsAt: days(-10),
      endsAt: days(-1),
    });
    const { status, result } = await run(
      "promotion-toggle",
      formOf({ kind: "property", id: promotionId, value: "true" }),
    );
    expect(status).toBe(400);
    expect(result.message).toBe(
      "Błąd podczas aktualizacji promocji. Nie można włączyć zakończonej promocji.",
    );
    expect(await auditOf(promotionId)).toHaveLength(0);
    const other = await refusal(
      setPromotionActive(as(owner), { kind: "property", id: promotionId, isActive: false }),
    );
    expect(other.code).toBe("forbidden");
    const unknown = await run(
      "promotion-toggle",
      formOf({ kind: "service", id: promotionId, value: "false" }),
    );
    expect(unknown.status).toBe(404);
  });
});

describe("expirePromotions", () => {
  it("ends each promotion once with two concurrent runs and restores the right flags", async () => {
    const now = Date.now();
    const owned = await insertListing("Premium od właściciela", { isPremium: true });
    const bought = await insertListing("Premium z promocji");
    const featured = await insertListing("Wyróżnienie do końca");
    const urgent = await insertListing("Pilne do końca");
    const lasting = await insertListing("Wyróżnienie trwa dalej");
    const service = await insertService("Usługa z końcem promocji");
    const ending = { startsAt: days(-5, now), endsAt: days(1, now) };
    await promote(owned, "premium", ending);
    await promote(bought, "premium", ending);
    await promote(featured, "featured", ending);
    await promote(urgent, "urgent", ending);
    // A second featured promotion of the same listing runs on: it stays featured.
    await promote(featured, "featured", { startsAt: days(-5, now), endsAt: days(10, now) });
    await promote(lasting, "featured", { startsAt: days(-5, now), endsAt: days(10, now) });
    await database.db.insert(servicePromotions).values([
      { serviceId: service, promotionType: "premium", ...ending },
      { serviceId: service, promotionType: "featured", ...ending },
    ]);
    const all = [owned, bought, featured, urgent, lasting];
    await refreshPromotionFlags(database.db, { kind: "property", ids: all, now: new Date(now) });
    await refreshPromotionFlags(database.db, {
      kind: "service",
      ids: [service],
      now: new Date(now),
    });
    expect(await flags(bought)).toMatchObject({ isPremium: true, premiumByPromotion: true });
    expect(await flags(urgent)).toMatchObject({ isUrgent: true });

    // No earlier test's promotion ends before `later`: every one ended here is this test's.
    const later = days(2, now);
    const [first, second] = await Promise.all([
      expirePromotions(database.db, later),
      expirePromotions(database.db, later),
    ]);
    // Each of the six was ended by exactly one of the runs.
    expect(first.ended + second.ended).toBe(6);
    const inactive = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(propertyPromotions)
      .where(
        sql`${inArray(propertyPromotions.propertyId, all)} and not ${propertyPromotions.isActive}`,
      );
    expect(inactive[0].n).toBe(4);
    expect(await expirePromotions(database.db, later)).toEqual({ ended: 0, refreshed: 0 });

    expect(await flags(owned)).toMatchObject({ isPremium: true, premiumByPromotion: false });
    expect(await flags(bought)).toMatchObject({ isPremium: false, premiumByPromotion: false });
    expect(await flags(featured)).toMatchObject({ isFeatured: true });
    expect(await flags(urgent)).toMatchObject({ isUrgent: false });
    expect(await flags(lasting)).toMatchObject({ isFeatured: true });
    expect(await serviceFlags(service)).toEqual({
      isPremium: false,
      premiumByPromotion: false,
      isFeatured: false,
    });
  });
});

describe("public effects", () => {
  it("lists the featured listings matching the filters first, on page 1 only", async () => {
    const type = "lokal" as const;
    const ids: string[] = [];
    for (let n = 1; n <= 6; n++) {
      ids.push(
        await insertListing(`Lokal ${n}`, {
          type,
          createdAt: days(-10 + n),
          isFeatured: n <= 5,
          isUrgent: n === 2,
        }),
      );
    }
    await insertListing("Lokal wyróżniony w archiwum", {
      type,
      isFeatured: true,
      isArchived: true,
    });
    await insertListing("Dom wyróżniony obok", { type: "dom", isFeatured: true });

    const first = await listListings(database.db, { types: [type], featuredFirst: true });
    expect(first.featured.map((l) => l.title)).toEqual([
      "Lokal 5",
      "Lokal 4",
      "Lokal 3",
      "Lokal 2",
    ]);
    expect(first.featured[3]).toMatchObject({ isFeatured: true, isUrgent: true });
    // The ordinary results keep every listing in the chosen order.
    expect(first.items).toHaveLength(6);
    expect(first.items.find((l) => l.title === "Lokal 6")).toMatchObject({
      isFeatured: false,
      isUrgent: false,
    });

    const second = await listListings(database.db, {
      types: [type],
      featuredFirst: true,
      page: 2,
      pageSize: 3,
    });
    expect(second.featured).toEqual([]);
    const plain = await listListings(database.db, { types: [type] });
    expect(plain.featured).toEqual([]);
  });

  it("puts featured services first in their category", async () => {
    await insertService("Malarz zwykły", { category: "malowanie" });
    await insertService("Malarz wyróżniony", {
      category: "malowanie",
      isFeatured: true,
      createdAt: days(-30),
    });
    const page = await listServices(database.db, { category: "malowanie" });
    expect(page.items[0]).toMatchObject({ title: "Malarz wyróżniony", isFeatured: true });
  });
});

describe("loadPromotionOverview", () => {
  it("lists a kind's promotions newest first with their listing, status and dates", async () => {
    const id = await insertListing("Na liście promocji", { location: "giedlarowa" });
    await promote(id, "urgent", { createdAt: days(1), startsAt: days(2) });
    const data = await loadPromotionOverview(as(admin), {
      kind: "property",
      page: 1,
      q: "liście promocji",
    });
    if (!data.ok) throw new Error("not loaded");
    expect(data.promotions[0]).toMatchObject({
      type: "urgent",
      title: "Na liście promocji",
      detail: "Giedlarowa",
      status: "scheduled",
      startsOn: polishDay(days(2)),
    });
    expect(data.targets).toEqual([{ id, title: "Na liście promocji", detail: "Giedlarowa" }]);
    expect(data.today).toBe(polishDay());

    const servicesData = await loadPromotionOverview(as(admin), {
      kind: "service",
      page: 1,
      q: "",
    });
    if (!servicesData.ok) throw new Error("not loaded");
    expect(servicesData.kind).toBe("service");
    expect(servicesData.promotions.every((p) => p.detail === "Usługi hydrauliczne")).toBe(true);
    expect(
      (await refusal(loadPromotionOverview(as(owner), { kind: "property", page: 1, q: "" }))).code,
    ).toBe("forbidden");
  });
});
