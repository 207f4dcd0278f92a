import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { planAssignSchema } from "../../shared/account-plans.ts";
import { polishDay } from "../../shared/format.ts";
import { listingSchema } from "../../shared/listing-schemas.ts";
import { serviceSchema } from "../../shared/service-schemas.ts";
import { setEmailPreferences } from "../accounts/email-preferences.ts";
import { SERVICE_FORM_FIELDS } from "../admin/testing/service-fixtures.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import {
  agencies,
  agentAgencies,
  mailOutbox,
  planOrders,
  profiles,
  properties,
  services,
  subscriptionPlans,
  userPlans,
} from "../db/schema.ts";
import { listListings } from "../listings/list-listings.ts";
import { renewListingByToken } from "../listings/listing-lifetime.ts";
import { getListingForEdit, renewListing, saveListing } from "../listings/save-listing.ts";
import { saveService } from "../services/save-service.ts";
import { createStorage, type Storage } from "../storage/storage.ts";
import { createTestUser } from "../testing/factories.ts";
import { refusal } from "../testing/refusal.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { assertPhotoCount, getAccountPlan, getPlanUsage } from "./account-plan.ts";
import { assignPlan, endPlan } from "./assign-plan.ts";
import { refreshListingPriority } from "./listing-priority.ts";
import { dismissOrder, listOpenOrders, orderPlan } from "./plan-orders.ts";
import { remindEndingPlans } from "./plan-reminders.ts";

const DAY = 86_400_000;
const SITE = { baseUrl: "https://okolica.example" };
let database: Database;
let dataDir: string;
let storage: Storage;
let admin: Actor;
let plans: Record<"start" | "standard" | "pro", string>;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "okolica-account-plans-"));
  storage = createStorage({ dataDir, storage: { driver: "local" } });
  admin = await createTestUser(database.db, { roles: ["administrator"] });
  const rows = await database.db
    .insert(subscriptionPlans)
    .values([
      { name: "Start", price: 0, durationDays: 30, maxProperties: 1, maxServices: 1, maxPhotos: 3 },
      {
        name: "Standard",
        price: 49,
        durationDays: 30,
        maxProperties: 3,
        maxServices: 2,
        maxPhotos: 10,
      },
      { name: "Profesjonalny", price: 149, durationDays: 30, priorityDisplay: true },
      // Not on /cennik: never offered as the plan that lifts a limit.
      { name: "Tani wycofany", price: 1, durationDays: 30, maxProperties: 50, isActive: false },
    ])
    .returning({ id: subscriptionPlans.id, name: subscriptionPlans.name });
  const id = (name: string) => rows.find((r) => r.name === name)?.id ?? "";
  plans = { start: id("Start"), standard: id("Standard"), pro: id("Profesjonalny") };
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
});

const as = (actor: Actor | null) => ({ db: database.db, actor, storage });
// Days in Poland, as the forms send them.
const today = () => polishDay();
const day = (offset: number) => polishDay(new Date(Date.now() + offset * DAY));

const listingValues = (title = "Mieszkanie 2 pokoje, Leżajsk") =>
  listingSchema.parse({
    title,
    price: "350.000",
    location: "lezajsk",
    type: "mieszkanie",
    transactionType: "sprzedaz",
    description: "Słoneczne mieszkanie blisko rynku.",
    phone: "600 123 456",
  });
const addListing = (actor: Actor, title?: string) =>
  saveListing(as(actor), { values: listingValues(title), photos: [], files: new Map() });
const addService = (actor: Actor) =>
  saveService(as(actor), {
    values: serviceSchema.parse(SERVICE_FORM_FIELDS),
    photos: [],
    files: new Map(),
  });

function assign(userId: string, planId: string, fields: Record<string, string> = {}) {
  const values = planAssignSchema(today()).parse({ userId, planId, ...fields });
  return assignPlan(as(admin), values);
}

const FREE_LISTING_LIMIT =
  "Plan „Start” pozwala mieć najwyżej 1 aktywne ogłoszenie i ten limit jest już wykorzystany. Więcej daje plan „Standard” (do 3 ogłoszeń): zamówisz go w cenniku.";

describe("the free plan's limits", () => {
  it("refuse a second listing with the limit and the plan that lifts it, until a plan is assigned", async () => {
    const owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
    await addListing(owner);
    const refused = await refusal(addListing(owner));
    expect([refused.status, refused.message]).toEqual([400, FREE_LISTING_LIMIT]);
    expect(await getPlanUsage(database.db, owner.id)).toMatchObject({
      plan: { name: "Start", maxProperties: 1, endsAt: null },
      listings: 1,
    });

    const { endsAt } = await assign(owner.id, plans.standard);
    // Empty end: the plan's 30 days from today's midnight in Poland.
    expect(polishDay(endsAt)).toBe(day(30));
    expect(polishDay(new Date(endsAt.getTime() - 1))).toBe(day(29));
    await addListing(owner);
    await addListing(owner);
    const atStandard = await refusal(addListing(owner));
    expect(atStandard.message).toBe(
      "Plan „Standard” pozwala mieć najwyżej 3 aktywne ogłoszenia i ten limit jest już wykorzystany. Więcej daje plan „Profesjonalny” (ogłoszeń bez limitu): zamówisz go w cenniku.",
    );
  });

  it("let only one of two listings saved at once take the last place", async () => {
    const owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
    const saves = await Promise.allSettled([addListing(owner), addListing(owner)]);
    expect(saves.map((s) => s.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await database.db.$count(properties, eq(properties.userId, owner.id))).toBe(1);
  });

  it("leave listings over the limit published and count only published ones", async () => {
    const owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
    await database.db.insert(properties).values(
      ["A", "B", "C"].map((title, i) => ({
        userId: owner.id,
        title,
        price: 100_000,
        type: "dom" as const,
        location: "lezajsk" as const,
        isArchived: i === 2,
      })),
    );
    expect((await getPlanUsage(database.db, owner.id)).listings).toBe(2);
    await refusal(addListing(owner));
    expect(await database.db.$count(properties, eq(properties.userId, owner.id))).toBe(3);
  });

  it("refuse a service over the limit; an administrator may add one for the company", async () => {
    const company = await createTestUser(database.db, { roles: ["firma"] });
    await addService(company);
    const refused = await refusal(addService(company));
    expect(refused.message).toBe(
      "Plan „Start” pozwala mieć najwyżej 1 usługę i ten limit jest już wykorzystany. Więcej daje plan „Standard” (do 2 usług): zamówisz go w cenniku.",
    );
    await saveService(as(admin), {
      values: serviceSchema.parse(SERVICE_FORM_FIELDS),
      photos: [],
      files: new Map(),
      owner: {
        id: company.id,
        email: company.email,
      },
    });
    expect(await database.db.$count(services, eq(services.userId, company.id))).toBe(2);
  });

  it("limit photos per listing, but keep photos a listing already had", async () => {
    const owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
    await assertPhotoCount(database.db, { ownerId: owner.id, count: 3 });
    const refused = await refusal(assertPhotoCount(database.db, { ownerId: owner.id, count: 4 }));
    expect(refused.message).toBe(
      "Plan „Start” pozwala dodać najwyżej 3 zdjęcia w ogłoszeniu. Więcej daje plan „Standard” (do 10 zdjęć w ogłoszeniu): zamówisz go w cenniku.",
    );
    // Saved with 5 before (a bigger plan, or before the limit): an edit may keep them.
    await assertPhotoCount(database.db, { ownerId: owner.id, count: 5, stored: 5 });
    await refusal(assertPhotoCount(database.db, { ownerId: owner.id, count: 6, stored: 5 }));
    // The site's own limit (20 by default) binds every plan.
    await assign(owner.id, plans.pro);
    expect((await getAccountPlan(database.db, owner.id)).maxPhotos).toBe(20);
    expect(
      (await refusal(assertPhotoCount(database.db, { ownerId: owner.id, count: 21 }))).message,
    ).toBe("Dodaj najwyżej 20 zdjęć.");
  });

  it("give the edit form the owner's photo limit, whoever edits, and keep the photos it has", async () => {
    const owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
    await assign(owner.id, plans.standard);
    const photos = (n: number) =>
      Array.from({ length: n }, (_, i) => `/uploads/listings/p${i}.webp`);
    const [few, many] = await database.db
      .insert(properties)
      .values(
        [2, 12].map((n) => ({
          userId: owner.id,
          title: `Dom z ${n} zdjęciami`,
          price: 1,
          type: "dom" as const,
          location: "lezajsk" as const,
          imageUrl: photos(n)[0],
          images: photos(n),
        })),
      )
      .returning({ id: properties.id });
    // The administrator works under the free plan (3 photos); the owner's is Standard (10).
    expect((await getListingForEdit(as(admin), few?.id ?? "")).maxPhotos).toBe(10);
    expect((await getListingForEdit(as(owner), many?.id ?? "")).maxPhotos).toBe(12);
  });

  it("refuse renewing an expired listing from the archive when the limit is used", async () => {
    const owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
    await addListing(owner);
    const [expired] = await database.db
      .insert(properties)
      .values({
        userId: owner.id,
        title: "Wygasłe",
        price: 1,
        type: "dom",
        location: "lezajsk",
        isArchived: true,
        expiredAt: new Date(),
        expiryRemindedAt: new Date(),
        renewToken: "t".repeat(32),
      })
      .returning({ id: properties.id });
    const id = expired?.id ?? "";
    expect((await refusal(renewListing(as(owner), id))).message).toBe(FREE_LISTING_LIMIT);
    expect((await refusal(renewListingByToken(database.db, "t".repeat(32)))).message).toBe(
      FREE_LISTING_LIMIT,
    );
    await assign(owner.id, plans.standard);
    await renewListing(as(owner), id);
    const [row] = await database.db
      .select({ isArchived: properties.isArchived })
      .from(properties)
      .where(eq(properties.id, id));
    expect(row?.isArchived).toBe(false);
  });
});

describe("the plan in force", () => {
  it("is the account's own, else its agency's, else the free plan", async () => {
    const agencyOwner = await createTestUser(database.db, { roles: ["agencja"] });
    const agent = await createTestUser(database.db, { roles: ["posrednik"] });
    const [agency] = await database.db
      .insert(agencies)
      .values({ ownerId: agencyOwner.id, name: "Biuro Rynek" })
      .returning({ id: agencies.id });
    await database.db
      .insert(agentAgencies)
      .values({ agentId: agent.id, agencyId: agency?.id ?? "", status: "active" });
    expect((await getAccountPlan(database.db, agent.id)).name).toBe("Start");
    await assign(agencyOwner.id, plans.pro);
    expect(await getAccountPlan(database.db, agent.id)).toMatchObject({
      name: "Profesjonalny",
      viaAgency: true,
    });
    await assign(agent.id, plans.standard);
    expect(await getAccountPlan(database.db, agent.id)).toMatchObject({
      name: "Standard",
      viaAgency: false,
    });
  });

  it("starts and ends on its dates; ending it now falls back, a later one is cancelled", async () => {
    const owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
    await assign(owner.id, plans.standard, { startsAt: day(3), endsAt: day(40) });
    expect((await getAccountPlan(database.db, owner.id)).name).toBe("Start");
    expect((await getAccountPlan(database.db, owner.id, new Date(Date.now() + 4 * DAY))).name).toBe(
      "Standard",
    );
    const [later] = await database.db
      .select({ id: userPlans.id })
      .from(userPlans)
      .where(eq(userPlans.userId, owner.id));
    await endPlan(as(admin), later?.id ?? "");
    expect(await database.db.$count(userPlans, eq(userPlans.userId, owner.id))).toBe(0);

    await assign(owner.id, plans.standard);
    const [current] = await database.db
      .select({ id: userPlans.id })
      .from(userPlans)
      .where(eq(userPlans.userId, owner.id));
    expect((await getAccountPlan(database.db, owner.id)).name).toBe("Standard");
    await endPlan(as(admin), current?.id ?? "");
    expect((await getAccountPlan(database.db, owner.id)).name).toBe("Start");
    expect((await refusal(endPlan(as(admin), current?.id ?? ""))).status).toBe(404);
  });

  it("limits nothing when no free plan is on offer", async () => {
    const owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
    await database.db
      .update(subscriptionPlans)
      .set({ isActive: false })
      .where(eq(subscriptionPlans.id, plans.start));
    try {
      expect(await getAccountPlan(database.db, owner.id)).toMatchObject({
        name: null,
        maxProperties: -1,
      });
      await addListing(owner);
      await addListing(owner);
    } finally {
      await database.db
        .update(subscriptionPlans)
        .set({ isActive: true })
        .where(eq(subscriptionPlans.id, plans.start));
    }
  });

  it("is only assigned by an administrator, to a person's account, with a valid period", async () => {
    const owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
    const values = planAssignSchema(today()).parse({ userId: owner.id, planId: plans.pro });
    expect((await refusal(assignPlan(as(owner), values))).status).toBe(403);
    expect((await refusal(assignPlan(as(null), values))).status).toBe(403);
    const unknown = planAssignSchema(today()).parse({ userId: "nikt", planId: plans.pro });
    expect((await refusal(assignPlan(as(admin), unknown))).status).toBe(404);
    const parsed = planAssignSchema(today()).safeParse({
      userId: owner.id,
      planId: plans.pro,
      startsAt: day(5),
      endsAt: day(2),
    });
    expect(parsed.success).toBe(false);
    expect(await database.db.$count(userPlans, eq(userPlans.userId, owner.id))).toBe(0);
  });
});

describe("orders from /cennik", () => {
  it("are one open request per account and plan, closed by assigning or dismissing", async () => {
    const owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
    expect(await orderPlan(as(owner), plans.standard, SITE)).toEqual({
      planName: "Standard",
      created: true,
    });
    expect((await orderPlan(as(owner), plans.standard, SITE)).created).toBe(false);
    await orderPlan(as(owner), plans.pro, SITE);
    expect((await refusal(orderPlan(as(null), plans.pro, SITE))).status).toBe(403);
    expect((await refusal(listOpenOrders(as(owner)))).status).toBe(403);
    // Each new order (not the repeated one) is mailed to the administrators, with the link.
    const told = await database.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, admin.email));
    expect(told.map((m) => m.subject).sort()).toEqual([
      "Nowe zamówienie planu „Profesjonalny”",
      "Nowe zamówienie planu „Standard”",
    ]);
    expect(told[0]?.text).toContain("https://okolica.example/admin/promotion/plans");
    const mine = (await listOpenOrders(as(admin))).filter((o) => o.userId === owner.id);
    expect(mine.map((o) => o.planName)).toEqual(["Standard", "Profesjonalny"]);

    const [standard, pro] = mine;
    await assign(owner.id, plans.standard, { orderId: standard?.id ?? "" });
    expect((await refusal(dismissOrder(as(owner), pro?.id ?? ""))).status).toBe(403);
    await dismissOrder(as(admin), pro?.id ?? "");
    const statuses = await database.db
      .select({ status: planOrders.status })
      .from(planOrders)
      .where(eq(planOrders.userId, owner.id))
      .orderBy(planOrders.createdAt);
    expect(statuses.map((o) => o.status)).toEqual(["done", "dismissed"]);
    expect((await listOpenOrders(as(admin))).some((o) => o.userId === owner.id)).toBe(false);
  });

  it("accept only a plan on offer", async () => {
    const owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
    const [withdrawn] = await database.db
      .select({ id: subscriptionPlans.id })
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.isActive, false));
    expect((await refusal(orderPlan(as(owner), withdrawn?.id ?? "", SITE))).message).toBe(
      "Tego planu nie ma już w cenniku.",
    );
  });
});

describe("the reminder before a plan ends", () => {
  const now = Date.now();
  async function planEndingIn(days: number, userId: string) {
    await database.db.insert(userPlans).values({
      userId,
      planId: plans.standard,
      startsAt: new Date(now - 20 * DAY),
      endsAt: new Date(now + days * DAY),
    });
  }
  const outbox = () => database.db.select().from(mailOutbox);
  const deps = () => ({ db: database.db, baseUrl: "https://okolica.example" });

  it("goes once, 7 days before the end, to whoever wants reminders and has no next plan", async () => {
    const [soon, later, renewed, quiet, gone] = await Promise.all(
      [0, 1, 2, 3, 4].map(() => createTestUser(database.db, { roles: ["wlasciciel"] })),
    );
    if (!soon || !later || !renewed || !quiet || !gone) throw new Error("users");
    await planEndingIn(5, soon.id);
    await planEndingIn(9, later.id);
    await planEndingIn(5, renewed.id);
    await database.db.insert(userPlans).values({
      userId: renewed.id,
      planId: plans.standard,
      // The next period starts when this one ends.
      startsAt: new Date(now + 5 * DAY),
      endsAt: new Date(now + 35 * DAY),
    });
    await planEndingIn(5, quiet.id);
    await setEmailPreferences({ db: database.db, actor: quiet }, { messages: "on", alerts: "on" });
    await planEndingIn(5, gone.id);
    await database.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, gone.id));

    expect(await remindEndingPlans(deps())).toBe(1);
    const mails = await outbox();
    expect(mails.map((m) => m.recipient)).toEqual([soon.email]);
    expect(mails[0]?.subject).toMatch(/^Twój plan „Standard” kończy się \d+ \S+ \d{4}$/);
    expect(mails[0]?.text).toContain("https://okolica.example/cennik");
    expect(await remindEndingPlans(deps())).toBe(0);
    expect(await outbox()).toHaveLength(1);
  });
});

describe("'Wyróżnienie w wynikach'", () => {
  /** The titles of the listings matching `tag`, in the default order. */
  async function order(tag: string) {
    const page = await listListings(database.db, { q: tag });
    return page.items.map((item) => item.title);
  }

  it("lists the listings of an account whose plan has it first, while the plan lasts", async () => {
    const tag = `kamienica${Date.now().toString(36)}`;
    const [ranked, plain] = await Promise.all([
      createTestUser(database.db, { roles: ["posrednik"] }),
      createTestUser(database.db, { roles: ["wlasciciel"] }),
    ]);
    await assign(ranked.id, plans.pro);
    await addListing(ranked, `Starsza ${tag}`);
    await addListing(plain, `Nowsza ${tag}`);
    expect(await order(tag)).toEqual([`Starsza ${tag}`, `Nowsza ${tag}`]);

    const [current] = await database.db
      .select({ id: userPlans.id })
      .from(userPlans)
      .where(eq(userPlans.userId, ranked.id));
    await endPlan(as(admin), current?.id ?? "");
    expect(await order(tag)).toEqual([`Nowsza ${tag}`, `Starsza ${tag}`]);
  });

  it("follows plans that start and end on their dates, and an agency's plan for its brokers", async () => {
    const tag = `dworek${Date.now().toString(36)}`;
    const [agencyOwner, agent, plain] = await Promise.all([
      createTestUser(database.db, { roles: ["agencja"] }),
      createTestUser(database.db, { roles: ["posrednik"] }),
      createTestUser(database.db, { roles: ["wlasciciel"] }),
    ]);
    const [agency] = await database.db
      .insert(agencies)
      .values({ ownerId: agencyOwner.id, name: `Biuro ${tag}` })
      .returning({ id: agencies.id });
    await database.db
      .insert(agentAgencies)
      .values({ agentId: agent.id, agencyId: agency?.id ?? "", status: "active" });
    await assign(agent.id, plans.standard);
    await addListing(agent, `Starsza ${tag}`);
    await assign(plain.id, plans.standard);
    await addListing(plain, `Nowsza ${tag}`);
    expect(await order(tag)).toEqual([`Nowsza ${tag}`, `Starsza ${tag}`]);

    // The agency's priority plan starts (as if its day came): the job ranks its broker, whose
    // own plan has ended.
    await database.db
      .update(userPlans)
      .set({ endsAt: new Date(Date.now() - 1000), startsAt: new Date(Date.now() - DAY) })
      .where(eq(userPlans.userId, agent.id));
    await database.db.insert(userPlans).values({
      userId: agencyOwner.id,
      planId: plans.pro,
      startsAt: new Date(Date.now() - 1000),
      endsAt: new Date(Date.now() + 30 * DAY),
    });
    expect(await refreshListingPriority(database.db)).toBe(1);
    expect(await order(tag)).toEqual([`Starsza ${tag}`, `Nowsza ${tag}`]);
    expect(await refreshListingPriority(database.db)).toBe(0);

    // Its end passes: the order goes back.
    await database.db
      .update(userPlans)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(userPlans.userId, agencyOwner.id));
    expect(await refreshListingPriority(database.db)).toBe(1);
    expect(await order(tag)).toEqual([`Nowsza ${tag}`, `Starsza ${tag}`]);
  });
});
