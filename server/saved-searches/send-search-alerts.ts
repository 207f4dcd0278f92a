import { and, asc, desc, eq, gt, inArray, lt, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { savedSearchFilters } from "../../shared/saved-searches.ts";
import { wantsEmail } from "../accounts/email-preferences.ts";
import type { Db } from "../db/client.ts";
import { profiles, properties, savedSearches, users } from "../db/schema.ts";
import { startPeriodicJob } from "../jobs/periodic-job.ts";
import type { Tx } from "../kernel/tx.ts";
import { type ListListingsInput, listingConditions } from "../listings/list-listings.ts";
import { enqueueMail } from "../mail/outbox.ts";
import type { EventBus } from "../realtime/bus.ts";
import { type AlertListing, searchAlertMail } from "./alert-mail.ts";
import { nextDue } from "./alert-schedule.ts";

/** How often the job looks for due searches ("at once" means within this). */
const SEARCH_ALERT_INTERVAL_MS = 60_000;
/**
 * A listing counts once its transaction is surely committed: one whose row is dated (by its
 * transaction's start) before a check but committed after it would otherwise be missed. So a
 * check covers what was added up to this long before it.
 */
const ALERT_LAG_MS = 10_000;
/** Searches claimed per transaction (FOR UPDATE SKIP LOCKED: another process takes others). */
const BATCH = 200;
/** At most this many batches per run; the rest wait for the next run. */
const MAX_BATCHES = 250;
/** Offers listed per section of one mail; the rest are counted and linked. */
const LISTED = 10;

const alertColumns = {
  id: properties.id,
  title: properties.title,
  price: properties.price,
  previousPrice: properties.previousPrice,
  transactionType: properties.transactionType,
  location: properties.location,
  address: properties.address,
  imageUrl: properties.imageUrl,
};

/** The listing filters of a saved search's query, as the search page reads them. */
function searchInput(query: string): ListListingsInput {
  const { categories, ...rest } = savedSearchFilters(query);
  return { ...rest, types: categories.map((c) => c.type) };
}

/**
 * What a search has not reported yet: public matching listings added in (since, upTo], and those
 * added before whose price fell in that time. Both read an index of the new rows only
 * (properties_active_created_idx, properties_active_price_drop_idx).
 */
async function findNews(tx: Tx, query: string, since: Date, upTo: Date) {
  const conditions = listingConditions(searchInput(query));
  const [fresh, lowered] = await Promise.all([
    tx
      .select(alertColumns)
      .from(properties)
      .where(and(...conditions, gt(properties.createdAt, since), lte(properties.createdAt, upTo)))
      .orderBy(desc(properties.createdAt))
      .limit(LISTED + 1),
    tx
      .select(alertColumns)
      .from(properties)
      .where(
        and(
          ...conditions,
          sql`${properties.previousPrice} > ${properties.price}`,
          gt(properties.priceChangedAt, since),
          lte(properties.priceChangedAt, upTo),
          lte(properties.createdAt, since),
        ),
      )
      .orderBy(desc(properties.priceChangedAt))
      .limit(LISTED),
  ]);
  const moreFresh = fresh.length > LISTED ? await countFresh(tx, conditions, since, upTo) : 0;
  return {
    fresh: fresh.slice(0, LISTED) as AlertListing[],
    lowered: lowered as AlertListing[],
    moreFresh,
  };
}

async function countFresh(
  tx: Tx,
  conditions: ReturnType<typeof listingConditions>,
  since: Date,
  upTo: Date,
) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(properties)
    .where(and(...conditions, gt(properties.createdAt, since), lte(properties.createdAt, upTo)));
  return Math.max(0, row.n - LISTED);
}

/**
 * One run: every active saved search that is due gets at most one mail about what appeared
 * since its last check, and nothing when nothing did. A batch's mails are queued in the mail
 * outbox in the same transaction that moves its searches on, so a search is mailed about a
 * listing once, whatever crashes, and several processes running this at once split the due
 * searches between them (SKIP LOCKED) instead of mailing twice.
 */
export async function sendSearchAlerts(
  deps: { db: Db; baseUrl: string },
  now: Date = new Date(),
): Promise<{ checked: number; mailed: number }> {
  const upTo = new Date(now.getTime() - ALERT_LAG_MS);
  let checked = 0;
  let mailed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const done = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: savedSearches.id,
          name: savedSearches.name,
          query: savedSearches.query,
          checkedAt: savedSearches.checkedAt,
          frequency: savedSearches.frequency,
          token: savedSearches.unsubscribeToken,
          email: users.email,
          // Off in the profile, or a deactivated account: no mail.
          wantsMail: sql<boolean>`${wantsEmail(savedSearches.userId, "alerts")}
            and coalesce(${profiles.isActive}, true)`,
        })
        .from(savedSearches)
        .innerJoin(users, eq(users.id, savedSearches.userId))
        .leftJoin(profiles, eq(profiles.id, savedSearches.userId))
        .where(
          and(
            eq(savedSearches.paused, false),
            lte(savedSearches.dueAt, now),
            // Once checked in this run it is not due again in it ("at once" is due every run).
            lt(savedSearches.checkedAt, upTo),
          ),
        )
        .orderBy(asc(savedSearches.dueAt))
        .limit(BATCH)
        .for("update", { of: savedSearches, skipLocked: true });
      let sent = 0;
      for (const search of due) {
        // Checked all the same, so that turning it on again brings no backlog.
        if (!search.wantsMail) continue;
        const news = await findNews(tx, search.query, search.checkedAt, upTo);
        if (!news.fresh.length && !news.lowered.length) continue;
        const mail = searchAlertMail({
          to: search.email,
          baseUrl: deps.baseUrl,
          searchName: search.name,
          searchUrl: `${deps.baseUrl}/search?${search.query}`,
          unsubscribeUrl: `${deps.baseUrl}/alerty/wypisz/${search.token}`,
          ...news,
        });
        await enqueueMail(tx, mail, now);
        sent += 1;
      }
      // Moved on: checked up to `upTo`, due again one period later (a statement per pace).
      for (const frequency of new Set(due.map((s) => s.frequency))) {
        await tx
          .update(savedSearches)
          .set({ checkedAt: upTo, dueAt: nextDue(frequency, upTo) })
          .where(
            inArray(
              savedSearches.id,
              due.filter((s) => s.frequency === frequency).map((s) => s.id),
            ),
          );
      }
      return { count: due.length, sent };
    });
    checked += done.count;
    mailed += done.sent;
    if (done.count < BATCH) break;
  }
  return { checked, mailed };
}

/**
 * Runs sendSearchAlerts now, every minute, and shortly after listings change (so that "at once"
 * is within seconds of a new offer), then hands the queued mails to the outbox's delivery.
 * Safe in several processes at once.
 */
export function startSearchAlerts(deps: {
  db: Db;
  baseUrl: string;
  bus: EventBus;
  log: Logger;
  /** Delivers what a run queued (the outbox's job would, within its interval). */
  deliverQueued: () => Promise<unknown>;
  intervalMs?: number;
}) {
  const run = async () => {
    const result = await sendSearchAlerts(deps);
    if (result.mailed) {
      deps.log.info(result, "search alerts queued");
      await deps.deliverQueued();
    }
  };
  const job = startPeriodicJob({
    name: "search alerts",
    intervalMs: deps.intervalMs ?? SEARCH_ALERT_INTERVAL_MS,
    log: deps.log,
    task: run,
  });
  // A run comes ALERT_LAG_MS after the last change of listings (so that it covers it); changes
  // while one is pending move it later.
  let wake: NodeJS.Timeout | undefined;
  let wakeAt = 0;
  const schedule = () => {
    wake = setTimeout(
      () => {
        if (Date.now() < wakeAt) return schedule();
        wake = undefined;
        run().catch((error) => deps.log.error({ err: error }, "search alerts failed"));
      },
      Math.max(0, wakeAt - Date.now()),
    );
    wake.unref();
  };
  const unsubscribe = deps.bus.onContentChange((table) => {
    if (table !== "properties") return;
    wakeAt = Date.now() + ALERT_LAG_MS + 1_000;
    if (!wake) schedule();
  });
  return {
    async stop() {
      unsubscribe();
      clearTimeout(wake);
      await job.stop();
    },
  };
}
