import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { PROMOTION_KINDS, type PromotionKind } from "../../shared/promotion-schemas.ts";
import type { Db } from "../db/client.ts";
import { startPeriodicJob } from "../jobs/periodic-job.ts";
import { promotionInForce, promotionTables, refreshPromotionFlags } from "./promotion-flags.ts";

const BATCH = 100;
/** A run stops after this many batches of a kind; the next run goes on (no endless loop). */
const MAX_BATCHES = 50;
const PROMOTION_EXPIRY_INTERVAL_MS = 5 * 60_000;

export type PromotionExpiryResult = {
  /** Promotions switched off because their end had passed. */
  ended: number;
  /** Listings and services whose flags were recomputed (ended or newly started promotions). */
  refreshed: number;
};

/**
 * Ends the active promotions whose end has passed (is_active = false), in batches claimed with
 * UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED), so several app processes running it at
 * once never end the same promotion twice; each batch recomputes its listings' or services'
 * flags in the same transaction.
 */
async function endPromotions(db: Db, kind: PromotionKind, now: Date) {
  const { promotions, targetId } = promotionTables(kind);
  let ended = 0;
  const targets = new Set<string>();
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const rows = await db.transaction(async (tx) => {
      const claimed = (
        await tx.execute<{ target_id: string }>(sql`
          update ${promotions} set is_active = false
          where id in (
            select id from ${promotions}
            where is_active and ends_at <= ${now.toISOString()}::timestamptz
            order by ends_at
            limit ${BATCH}
            for update skip locked)
          returning ${targetId} as target_id`)
      ).rows;
      await refreshPromotionFlags(tx, { kind, ids: claimed.map((r) => r.target_id), now });
      return claimed;
    });
    ended += rows.length;
    for (const row of rows) targets.add(row.target_id);
    if (rows.length < BATCH) break;
  }
  return { ended, targets };
}

/**
 * Listings or services with a promotion in force whose flag does not show it yet: promotions
 * created with a later start, now started. Only rows with an active promotion are looked at (the
 * few promoted ones, not every listing). Rows are claimed with FOR UPDATE SKIP LOCKED (another
 * process takes the others); recomputing a row twice would be harmless anyway, as the flags are
 * recomputed from the promotions, not toggled.
 */
async function startPromotions(db: Db, kind: PromotionKind, now: Date) {
  const { target, promotions, targetId, urgent } = promotionTables(kind);
  const at = sql`${now.toISOString()}::timestamptz`;
  const lagging = sql.join(
    [
      sql`(${promotionInForce(kind, "featured", now)} and not t.is_featured)`,
      sql`(${promotionInForce(kind, "premium", now)} and not t.is_premium)`,
      ...(urgent ? [sql`(${promotionInForce(kind, "urgent", now)} and not t.is_urgent)`] : []),
    ],
    sql` or `,
  );
  const targets = new Set<string>();
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const rows = await db.transaction(async (tx) => {
      const claimed = (
        await tx.execute<{ id: string }>(sql`
          select t.id from ${target} t
          where t.id in (
              select ${targetId} from ${promotions}
              where is_active and starts_at <= ${at} and (ends_at is null or ends_at > ${at}))
            and (${lagging})
          limit ${BATCH}
          for update skip locked`)
      ).rows;
      await refreshPromotionFlags(tx, { kind, ids: claimed.map((r) => r.id), now });
      return claimed;
    });
    for (const row of rows) targets.add(row.id);
    if (rows.length < BATCH) break;
  }
  return targets;
}

/**
 * The periodic promotion job: ends the promotions whose end has passed and puts into force those
 * whose start has come, for listings and services, recomputing the affected rows' flags. Safe to
 * run in several processes at once; a run after a run finds nothing to do.
 */
export async function expirePromotions(
  db: Db,
  now: Date = new Date(),
): Promise<PromotionExpiryResult> {
  let ended = 0;
  let refreshed = 0;
  for (const kind of PROMOTION_KINDS) {
    const done = await endPromotions(db, kind, now);
    const started = await startPromotions(db, kind, now);
    ended += done.ended;
    refreshed += new Set([...done.targets, ...started]).size;
  }
  return { ended, refreshed };
}

/** Runs expirePromotions now and every five minutes (safe in several processes). */
export function startPromotionExpiry(deps: { db: Db; log: Logger; intervalMs?: number }) {
  return startPeriodicJob({
    name: "promotion expiry",
    intervalMs: deps.intervalMs ?? PROMOTION_EXPIRY_INTERVAL_MS,
    log: deps.log,
    async task() {
      const result = await expirePromotions(deps.db);
      if (result.ended > 0 || result.refreshed > 0) deps.log.info(result, "promotions updated");
    },
  });
}
