import { eq, ne, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { ensureImportAccount, IMPORT_USER_ID } from "../../accounts/import-account.ts";
import type { Config } from "../../config.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Db } from "../client.ts";
import {
  properties,
  propertyDailyViews,
  propertyPriceChanges,
  serviceDailyViews,
  services,
  users,
} from "../schema.ts";
import { buildListings, type ListingOwner } from "./build-listings.ts";
import { buildServices } from "./build-services.ts";
import { insertPlansAndPromotions } from "./catalogue.ts";
import { insertDemoConversations } from "./conversations.ts";
import { createDemoUsers } from "./create-demo-users.ts";
import { demoAccount } from "./demo-accounts.ts";
import { demoImageUrls, generateDemoImages } from "./images.ts";
import { createRandom } from "./random.ts";
import { insertDemoReports } from "./reports.ts";

/** Any fixed number: every process that seeds takes the same advisory lock. */
const SEED_LOCK_KEY = 72_410_002;
/** Same seed, same data: titles, prices and places do not change between runs. */
const PRNG_SEED = 20_260_301;
const INSERT_CHUNK = 500;

type Queryable = Db | Tx;

/** True when someone other than the system account exists: then the database is not empty. */
async function hasUsers(db: Queryable): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(ne(users.id, IMPORT_USER_ID))
    .limit(1);
  return row !== undefined;
}

async function hasDemoAccounts(db: Queryable): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccount("administrator").email))
    .limit(1);
  return row !== undefined;
}

/** A few multi-row inserts instead of one query per row; chunks stay far below the parameter limit. */
async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await insert(rows.slice(i, i + INSERT_CHUNK));
}

/**
 * Demo data into an empty database: demo accounts (one per role), ~200 listings, ~25 services,
 * plans, promotions, conversations and the drawn photos. Safe to call at every start: it seeds
 * only when no user exists besides Import, checked under an advisory lock inside the same
 * transaction as the inserts, so two processes starting at once seed once.
 */
export async function seedDemoData({
  db,
  config,
  log,
}: {
  db: Db;
  config: Config;
  log: Logger;
}): Promise<void> {
  const started = performance.now();
  await ensureImportAccount(db);
  if (await hasUsers(db)) {
    // Restore photos deleted from the data dir, but only where the demo data lives.
    if (await hasDemoAccounts(db)) await generateDemoImages(config.dataDir);
    log.debug("demo data: database not empty, nothing seeded");
    return;
  }

  // The photos are drawn while the accounts are hashed: both are slow and they use the CPU
  // differently (sharp vs. memory-bound scrypt). Rows only need the URLs, known up front.
  const images = demoImageUrls();
  const drawing = generateDemoImages(config.dataDir);
  const seeding = db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasUsers(tx)) return null;
    await ensureImportAccount(tx);

    const r = createRandom(PRNG_SEED);
    const now = new Date();
    const people = await createDemoUsers(tx, config, r);
    const ids = people.accounts;

    const owners: ListingOwner[] = [
      { key: "wlasciciel", sellerType: "klient", weight: 14 } as const,
      { key: "posrednik", sellerType: "posrednik", weight: 36 } as const,
      { key: "agent", sellerType: "posrednik", weight: 32 } as const,
      // The agency is a verified seller, so its own listings carry the 'Sprawdzone' badge.
      { key: "agencja", sellerType: "sprawdzone", weight: 28 } as const,
    ].map(({ key, sellerType, weight }) => ({
      userId: ids[key],
      phone: demoAccount(key).phone,
      sellerType,
      weight,
    }));
    const listing = buildListings({
      random: r,
      now,
      owners,
      importUserId: IMPORT_USER_ID,
      images: images.properties,
    });
    await insertInChunks(listing.listings, (rows) => tx.insert(properties).values(rows));
    await insertInChunks(listing.dailyViews, (rows) => tx.insert(propertyDailyViews).values(rows));
    await insertInChunks(listing.priceChanges, (rows) =>
      tx.insert(propertyPriceChanges).values(rows),
    );

    const service = buildServices({
      random: r,
      now,
      companies: people.companies,
      images: images.services,
    });
    await tx.insert(services).values(service.services);
    await insertInChunks(service.dailyViews, (rows) => tx.insert(serviceDailyViews).values(rows));

    const active = listing.listings.filter((l) => !l.isArchived);
    const catalogue = await insertPlansAndPromotions(tx, {
      now,
      accounts: { ...ids, ...people.companies },
      premiumListingIds: active.filter((l) => l.isPremium).map((l) => l.id),
      otherListingIds: active.filter((l) => !l.isPremium && l.source === "wlasne").map((l) => l.id),
      premiumServiceIds: service.services.filter((s) => s.isPremium).map((s) => s.id),
      otherServiceIds: service.services.filter((s) => !s.isPremium).map((s) => s.id),
    });

    const ownerListing =
      active.find((l) => l.userId === ids.wlasciciel && l.transactionType === "sprzedaz") ??
      active.find((l) => l.userId === ids.wlasciciel);
    // The owner's listing expires in two days: its reminder goes out at the first start.
    if (ownerListing) {
      await tx
        .update(properties)
        .set({
          refreshedAt: new Date(now.getTime() - (config.listingLifetimeDays - 2) * 86_400_000),
        })
        .where(eq(properties.id, ownerListing.id));
    }
    const brokerListing =
      active.find(
        (l) =>
          l.userId === ids.posrednik && l.type === "mieszkanie" && l.transactionType === "sprzedaz",
      ) ?? active.find((l) => l.userId === ids.posrednik);
    const messageCount =
      ownerListing && brokerListing
        ? await insertDemoConversations(tx, {
            now,
            ownerId: ids.wlasciciel,
            brokerId: ids.posrednik,
            ownerListing,
            brokerListing,
          })
        : 0;

    const reported = active.find((l) => l.userId === ids.agent);
    const decided = active.find((l) => l.userId === ids.agencja);
    const reports =
      reported && decided
        ? await insertDemoReports(tx, {
            now,
            open: reported,
            decided,
            reporter: { id: ids.wlasciciel, email: demoAccount("wlasciciel").email },
            administratorId: ids.administrator,
          })
        : 0;

    return {
      users: Object.keys(people.companies).length + Object.keys(ids).length - 1,
      listings: listing.listings.length,
      services: service.services.length,
      plans: catalogue.plans,
      promotions: catalogue.promotions,
      messages: messageCount,
      reports,
    };
  });
  const [written, summary] = await Promise.all([drawing, seeding]);

  const ms = Math.round(performance.now() - started);
  if (!summary) {
    log.debug("demo data: another process seeded first");
    return;
  }
  log.info(
    { ...summary, images: written, ms },
    `demo data seeded: ${summary.users} users, ${summary.listings} listings, ${summary.services} services, ${written} images in ${ms} ms`,
  );
}
