import { rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUserActive } from "../admin/user-status.ts";
import { getAgencyPage } from "../agencies/agency-page.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { agencies, conversations, profiles, properties, services } from "../db/schema.ts";
import type { AppError } from "../errors.ts";
import { recordView } from "../kernel/visitor-count.ts";
import { countActiveListings } from "../listings/count-active-listings.ts";
import { getListing } from "../listings/get-listing.ts";
import { listListings } from "../listings/list-listings.ts";
import { listSimilarListings } from "../listings/list-similar-listings.ts";
import { revealPhone } from "../listings/reveal-phone.ts";
import { sendMessage } from "../messages/send-message.ts";
import {
  createListing,
  createService,
  createTestPrivateStorage,
  messageContext,
} from "../messages/test-helpers.ts";
import { sitemapText } from "../seo/sitemap.ts";
import { getService } from "../services/get-service.ts";
import { getServicePhone } from "../services/get-service-phone.ts";
import { listLatestServices } from "../services/list-latest-services.ts";
import { listServiceCategoriesInUse } from "../services/list-service-categories-in-use.ts";
import { getServiceStats, listServices } from "../services/list-services.ts";
import { createOrUpdateReview } from "../services/reviews.ts";
import { getSiteStatistics } from "../site-settings/get-site-statistics.ts";
import type { Storage } from "../storage/storage.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { ensureImportAccount, IMPORT_USER_ID } from "./import-account.ts";

/**
 * A deactivated account's listings, services and agency leave every public query
 * (search, counts, detail, similar, sitemap, statistics, contact) and come back on reactivation,
 * with no change to the offers themselves. The system account Import always stays public.
 */

let database: Database;
let dataDir: string;
let storage: Storage;
let admin: Actor;
let owner: Actor;
let visitor: Actor;
let listingId: string;
let serviceId: string;
let agencyId: string;
let importListingId: string;
let conversationId: string;

const BASE = "http://localhost:3999";

beforeAll(async () => {
  database = await createTestDatabase();
  ({ dataDir, storage } = await createTestPrivateStorage());
  const db = database.db;
  admin = await createTestUser(db, { roles: ["administrator"] });
  owner = await createTestUser(db, { roles: ["agencja", "firma"] });
  visitor = await createTestUser(db, { roles: ["wlasciciel"] });
  listingId = (await createListing(db, owner.id, "Willa ukryta w Żuklinie")).id;
  await db
    .update(properties)
    .set({ type: "dom", location: "zuklin" })
    .where(eq(properties.id, listingId));
  // A second listing of the same type elsewhere, for 'similar' to show the hidden one.
  await createListing(db, visitor.id, "Dom sąsiada");
  await db
    .update(properties)
    .set({ type: "dom", location: "zuklin" })
    .where(eq(properties.userId, visitor.id));
  serviceId = (await createService(db, owner.id, "Hydraulika ukryta")).id;
  // Another company's offer in another category: the footer's list is never empty (no fallback).
  const painter = await createService(db, visitor.id, "Malowanie mieszkań");
  await db.update(services).set({ category: "malowanie" }).where(eq(services.id, painter.id));
  const [agency] = await db
    .insert(agencies)
    .values({ ownerId: owner.id, name: "Biuro Ukryte" })
    .returning({ id: agencies.id });
  agencyId = (agency as { id: string }).id;
  await ensureImportAccount(db);
  const [imported] = await db
    .insert(properties)
    .values({
      userId: IMPORT_USER_ID,
      title: "Dom z portalu w Żuklinie",
      price: 400_000,
      type: "dom",
      location: "zuklin",
      source: "otodom",
      externalUrl: "https://www.otodom.pl/pl/oferta/dom-ID4hidden",
    })
    .returning({ id: properties.id });
  importListingId = (imported as { id: string }).id;
  // A conversation the visitor started while the owner was active.
  conversationId = (
    await sendMessage(messageContext(db, storage, visitor), {
      propertyId: listingId,
      content: "Czy dom jest dostępny?",
      files: [],
    })
  ).conversationId;
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const ctx = (actor: Actor) => ({ db: database.db, actor });

async function rejection(fn: () => Promise<unknown>): Promise<AppError> {
  try {
    await fn();
  } catch (error) {
    return error as AppError;
  }
  throw new Error("expected a refusal");
}

/** Everything the public can see of the owner's offers, one flag per place. */
async function whatThePublicSees() {
  const db = database.db;
  const ids = (items: { id: string }[]) => items.map((i) => i.id);
  const [search, byText, byType, detail, similar, counts, stats, sitemap] = await Promise.all([
    listListings(db, {}),
    listListings(db, { q: "ukryta" }),
    listListings(db, { types: ["dom"], locations: ["zuklin"] }),
    getListing(db, listingId),
    listSimilarListings(db, {
      id: importListingId,
      type: "dom",
      transactionType: "sprzedaz",
      location: "zuklin",
    }),
    countActiveListings(db),
    getSiteStatistics(db),
    sitemapText(db, BASE),
  ]);
  const [allServices, category, service, serviceStats, latest, used, agency] = await Promise.all([
    listServices(db, {}),
    listServices(db, { category: "hydrauliczne" }),
    getService(db, serviceId),
    getServiceStats(db, "hydrauliczne"),
    listLatestServices(db, 10),
    listServiceCategoriesInUse(db, 8),
    getAgencyPage(db, { id: agencyId }),
  ]);
  return {
    search: ids(search.items).includes(listingId),
    searchTotal: search.total,
    text: ids(byText.items).includes(listingId),
    typeTotal: byType.total,
    detail: detail !== null,
    similar: ids(similar).includes(listingId),
    houseCount: counts.dom.byLocation.zuklin,
    statsListings: stats.activeListings,
    statsCompanies: stats.serviceCompanies,
    sitemapListing: sitemap.includes(`/nieruchomosc/${listingId}`),
    sitemapService: sitemap.includes(`/usluga/${serviceId}`),
    sitemapAgency: sitemap.includes(`/agencja/${agencyId}`),
    services: ids(allServices.items).includes(serviceId),
    categoryTotal: category.total,
    service: service !== null,
    firms: serviceStats.firms,
    latest: ids(latest).includes(serviceId),
    categoryInUse: used.some((c) => c.value === "hydrauliczne"),
    agency: agency !== null,
    // The Import account's listing stays public whatever happens to people's accounts.
    importListing: (await getListing(db, importListingId)) !== null,
  };
}

describe("a deactivated account's offers", () => {
  it("leave every public query and come back on reactivation, rows untouched", async () => {
    const visible = await whatThePublicSees();
    expect(visible).toEqual({
      search: true,
      searchTotal: 3,
      text: true,
      typeTotal: 3,
      detail: true,
      similar: true,
      houseCount: 3,
      statsListings: 3,
      statsCompanies: 2,
      sitemapListing: true,
      sitemapService: true,
      sitemapAgency: true,
      services: true,
      categoryTotal: 1,
      service: true,
      firms: 1,
      latest: true,
      categoryInUse: true,
      agency: true,
      importListing: true,
    });
    const [before] = await database.db
      .select()
      .from(properties)
      .where(eq(properties.id, listingId));

    await setUserActive(ctx(admin), owner.id, false);
    expect(await whatThePublicSees()).toEqual({
      search: false,
      searchTotal: 2,
      text: false,
      typeTotal: 2,
      detail: false,
      similar: false,
      houseCount: 2,
      statsListings: 2,
      statsCompanies: 1,
      sitemapListing: false,
      sitemapService: false,
      sitemapAgency: false,
      services: false,
      categoryTotal: 0,
      service: false,
      firms: 0,
      latest: false,
      categoryInUse: false,
      agency: false,
      importListing: true,
    });
    const [hidden] = await database.db
      .select()
      .from(properties)
      .where(eq(properties.id, listingId));
    expect(hidden).toEqual(before);

    await setUserActive(ctx(admin), owner.id, true);
    expect(await whatThePublicSees()).toEqual(visible);
  });

  it("cannot be contacted, viewed, reviewed or asked for a phone while inactive", async () => {
    const db = database.db;
    await setUserActive(ctx(admin), owner.id, false);
    const send = (input: { propertyId?: string; serviceId?: string; conversationId?: string }) =>
      rejection(() =>
        sendMessage(messageContext(db, storage, visitor), {
          ...input,
          content: "Halo?",
          files: [],
        }),
      );
    expect(await send({ propertyId: listingId })).toMatchObject({
      code: "not_found",
      message: "Nie znaleziono oferty.",
    });
    expect(await send({ serviceId })).toMatchObject({
      code: "not_found",
      message: "Nie znaleziono usługi.",
    });
    expect(await send({ conversationId })).toMatchObject({
      code: "invalid",
      message:
        "Konto tej osoby jest nieaktywne – nie można teraz wysłać jej wiadomości w tej rozmowie.",
    });
    expect((await rejection(() => revealPhone(ctx(visitor), listingId))).code).toBe("not_found");
    expect((await rejection(() => getServicePhone(ctx(visitor), serviceId))).code).toBe(
      "not_found",
    );
    expect(
      (
        await rejection(() =>
          createOrUpdateReview(ctx(visitor), serviceId, {
            rating: 5,
            text: "Solidna firma, polecam.",
          }),
        )
      ).code,
    ).toBe("not_found");
    const view = { clientIp: "192.0.2.7", secret: "s" };
    expect(
      await recordView(ctx(visitor), { kind: "listing", id: listingId, visitor: view }),
    ).toEqual({
      counted: false,
      views: null,
    });

    await setUserActive(ctx(admin), owner.id, true);
    const [conversation] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(conversation).toBeDefined();
    await sendMessage(messageContext(db, storage, visitor), {
      conversationId,
      content: "Znów aktywne?",
      files: [],
    });
    await sendMessage(messageContext(db, storage, visitor), {
      serviceId,
      content: "Poproszę wycenę.",
      files: [],
    });
    expect(
      await recordView(ctx(visitor), { kind: "listing", id: listingId, visitor: view }),
    ).toEqual({
      counted: true,
      views: expect.any(Number),
    });
  });

  it("never hide the system account Import's listings, even with its profile switched off", async () => {
    await database.db
      .update(profiles)
      .set({ isActive: false })
      .where(eq(profiles.id, IMPORT_USER_ID));
    expect(await getListing(database.db, importListingId)).not.toBeNull();
    expect((await listListings(database.db, { q: "portalu" })).total).toBe(1);
    await database.db
      .update(profiles)
      .set({ isActive: true })
      .where(eq(profiles.id, IMPORT_USER_ID));
  });
});
