import { and, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { adminPath } from "../../shared/admin.ts";
import { activeAdministrators } from "../admin/user-roles.ts";
import type { Db } from "../db/client.ts";
import { contentReports, rateLimits } from "../db/schema.ts";
import { startPeriodicJob } from "../jobs/periodic-job.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { flaggedMessagesDigestMail } from "../mail/templates.ts";
import { consumeRateLimit } from "../rate-limit.ts";

const HOUR_MS = 60 * 60_000;
/** Checked this often; each clock hour's digest is sent once, by whichever process comes first. */
const CHECK_MS = 5 * 60_000;
/** The rate_limits row whose window is the last hour a digest was claimed for. */
const CLAIM_KEY = "digest:flagged-messages";

/**
 * Messages a scam rule flagged are many and each one is no news on its own: instead of a mail
 * per message, every active administrator gets one digest per hour with how many came since
 * the last one (and nothing of their text). The hour is claimed with one upsert on rate_limits
 * (consumeRateLimit), so several processes send it once. Answers how many were counted.
 */
export async function sendFlaggedMessageDigest(
  db: Db,
  baseUrl: string,
  now = new Date(),
): Promise<number> {
  const hour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const [previous] = await db
    .select({ at: rateLimits.lastRequest })
    .from(rateLimits)
    .where(eq(rateLimits.key, CLAIM_KEY));
  // A window just under an hour: the claim of the hour before has always ended by this hour.
  if (!(await consumeRateLimit(db, { key: CLAIM_KEY, max: 1, windowMs: HOUR_MS - 1, now: hour })))
    return 0;
  const since = new Date(previous ? Number(previous.at) : hour - HOUR_MS);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.itemKind, "message"),
        eq(contentReports.signal, "payment"),
        isNull(contentReports.decisionId),
        gte(contentReports.createdAt, since),
        lt(contentReports.createdAt, new Date(hour)),
      ),
    );
  if (count === 0) return 0;
  await db.transaction(async (tx) => {
    const url = `${baseUrl}${adminPath("moderation")}`;
    for (const administrator of await activeAdministrators(tx)) {
      await enqueueMail(tx, flaggedMessagesDigestMail(administrator.email, { count, url }), now);
    }
  });
  return count;
}

/** The hourly digest of flagged messages: checked now and every 5 minutes. */
export function startFlaggedMessageDigest(deps: {
  db: Db;
  baseUrl: string;
  log: Logger;
  deliverQueued: () => Promise<unknown>;
}) {
  return startPeriodicJob({
    name: "flagged messages digest",
    intervalMs: CHECK_MS,
    log: deps.log,
    async task() {
      const count = await sendFlaggedMessageDigest(deps.db, deps.baseUrl);
      if (count) await deps.deliverQueued();
    },
  });
}
