import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { serviceDailyViews, services, serviceViewVisitors } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { LOGIN_REQUIRED_MESSAGE } from "../kernel/phone-reveal.ts";
import { recordView } from "../kernel/visitor-count.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { getService, offeredServices } from "./get-service.ts";
import { getServicePhone } from "./get-service-phone.ts";
import { getServiceStats, listServices } from "./list-services.ts";
import {
  createOrUpdateReview,
  deleteReview,
  listServiceReviews,
  OWN_SERVICE_REVIEW,
} from "./reviews.ts";

let database: Database;
let owner: Actor;
let anna: Actor;
let piotr: Actor;
let serviceId: string;
let otherId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  owner = await createTestUser(db, { firstName: "Marek", lastName: "Firma" });
  anna = await createTestUser(db, { firstName: "Anna", lastName: "Kowalska" });
  piotr = await createTestUser(db, { firstName: "Piotr", lastName: "Nowak" });
  const rows = await db
    .insert(services)
    .values([
      {
        userId: owner.id,
        title: "Usługi elektryczne Żółkiewka",
        description: "Solidnie.\n- Instalacje\n• Pomiary\nKoniec",
        priceFrom: 80,
        location: "lezajsk",
        category: "elektryczne",
      },
      {
        userId: owner.id,
        title: "Malowanie 100% dokładnie",
        priceFrom: 50,
        location: "giedlarowa",
        category: "malowanie",
      },
    ])
    .returning({ id: services.id });
  [serviceId, otherId] = rows.map((r) => r.id);
});
afterAll(() => database.close());

const ctx = (actor: Actor | null) => ({ db: database.db, actor });
const good = { rating: 5, text: "Bardzo dobra robota, polecam." };

describe("reviews", () => {
  it("refuses anonymous visitors and the owner", async () => {
    await expect(createOrUpdateReview(ctx(null), serviceId, good)).rejects.toBeInstanceOf(AppError);
    await expect(createOrUpdateReview(ctx(owner), serviceId, good)).rejects.toThrow(
      OWN_SERVICE_REVIEW,
    );
  });

  it("validates stars and text length", async () => {
    await expect(
      createOrUpdateReview(ctx(anna), serviceId, { rating: 6, text: good.text }),
    ).rejects.toMatchObject({ code: "invalid" });
    await expect(
      createOrUpdateReview(ctx(anna), serviceId, { rating: 4, text: "krótko" }),
    ).rejects.toMatchObject({ code: "invalid" });
  });

  it("keeps one review per user, recomputing rating and count on every change", async () => {
    expect(await createOrUpdateReview(ctx(anna), serviceId, good)).toEqual({
      rating: 5,
      reviewCount: 1,
    });
    expect(
      await createOrUpdateReview(ctx(piotr), serviceId, { rating: 2, text: "Spóźnienie, ale ok." }),
    ).toEqual({ rating: 3.5, reviewCount: 2 });
    // Anna edits her review: still two reviews.
    expect(
      await createOrUpdateReview(ctx(anna), serviceId, { rating: 3, text: "Jednak średnio było." }),
    ).toEqual({ rating: 2.5, reviewCount: 2 });
    const reviews = await listServiceReviews(database.db, serviceId);
    expect(reviews.map((r) => r.author).sort()).toEqual(["Anna K.", "Piotr N."]);
    expect(await getServiceStats(database.db, "elektryczne")).toEqual({
      firms: 1,
      reviewCount: 2,
      averageRating: 2.5,
    });
    await deleteReview(ctx(piotr), serviceId);
    const service = await getService(database.db, serviceId);
    expect(service).toMatchObject({ rating: 3, reviewCount: 1 });
    await deleteReview(ctx(anna), serviceId);
    expect(await getService(database.db, serviceId)).toMatchObject({
      rating: null,
      reviewCount: 0,
    });
  });

  it("another user cannot delete someone's review", async () => {
    await createOrUpdateReview(ctx(anna), otherId, good);
    await expect(deleteReview(ctx(piotr), otherId, anna.id)).rejects.toMatchObject({
      code: "forbidden",
    });
  });
});

describe("listServices filters and sorts", () => {
  it("finds by title ignoring case and diacritics, and escapes wildcards", async () => {
    expect((await listServices(database.db, { q: "ZOLKIEWKA" })).total).toBe(1);
    expect((await listServices(database.db, { q: "100%" })).total).toBe(1);
    expect((await listServices(database.db, { q: "%" })).total).toBe(1);
    expect((await listServices(database.db, { q: "_" })).total).toBe(0);
    expect((await listServices(database.db, { location: "giedlarowa" })).items[0].id).toBe(otherId);
  });

  it("sorts by rating and by reviews with unrated services last", async () => {
    const byRating = await listServices(database.db, { sort: "rating-desc" });
    expect(byRating.items.map((s) => s.id)).toEqual([otherId, serviceId]);
    const byReviews = await listServices(database.db, { sort: "reviews-desc" });
    expect(byReviews.items[0].id).toBe(otherId);
  });
});

describe("views and phone", () => {
  it("counts a visitor once per day, never the owner", async () => {
    const day1 = new Date("2026-03-01T10:00:00Z");
    const base = { clientIp: "203.0.113.5", secret: "s", now: day1 };
    expect(await recordView(ctx(null), { kind: "service", id: serviceId, visitor: base })).toEqual({
      counted: true,
      views: 1,
    });
    // A repeat visit is not counted again, and is told the count it already made.
    expect(await recordView(ctx(null), { kind: "service", id: serviceId, visitor: base })).toEqual({
      counted: false,
      views: 1,
    });
    expect(
      (await recordView(ctx(anna), { kind: "service", id: serviceId, visitor: base })).counted,
    ).toBe(true);
    expect(
      (await recordView(ctx(owner), { kind: "service", id: serviceId, visitor: base })).counted,
    ).toBe(false);
    const nextDay = new Date("2026-03-02T10:00:00Z");
    expect(
      (
        await recordView(ctx(null), {
          kind: "service",
          id: serviceId,
          visitor: { ...base, now: nextDay },
        })
      ).counted,
    ).toBe(true);
    expect((await getService(database.db, serviceId))?.views).toBe(3);
    const daily = await database.db
      .select()
      .from(serviceDailyViews)
      .where(eq(serviceDailyViews.serviceId, serviceId))
      .orderBy(serviceDailyViews.day);
    expect(daily.map((d) => [d.day, d.views])).toEqual([
      ["2026-03-01", 2],
      ["2026-03-02", 1],
    ]);

    // Four days on, the visitor rows of the first day are no longer needed.
    const later = new Date("2026-03-05T10:00:00Z");
    await recordView(ctx(null), {
      kind: "service",
      id: serviceId,
      visitor: { ...base, now: later },
    });
    const visitorDays = await database.db
      .selectDistinct({ day: serviceViewVisitors.day })
      .from(serviceViewVisitors)
      .where(eq(serviceViewVisitors.serviceId, serviceId))
      .orderBy(serviceViewVisitors.day);
    expect(visitorDays.map((d) => d.day)).toEqual(["2026-03-05"]);
  });

  it("reveals the phone to signed-in users only", async () => {
    await expect(getServicePhone(ctx(null), serviceId)).rejects.toMatchObject({
      message: LOGIN_REQUIRED_MESSAGE,
      status: 401,
    });
    expect(await getServicePhone(ctx(anna), serviceId)).toEqual({ phone: null });
  });

  it("derives the offered services from list lines", () => {
    expect(offeredServices("Opis\n- Instalacje\n• Pomiary\n-\nKoniec")).toEqual([
      "Instalacje",
      "Pomiary",
    ]);
  });
});
