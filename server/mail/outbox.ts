import { and, asc, eq, isNull, lt, lte, type SQL } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import { startPeriodicJob } from "../jobs/periodic-job.ts";
import type { Mail } from "./mailer.ts";
import { createDelivery, type Deliver, type MailConfig } from "./transport.ts";

/** The wait after the 1st, 2nd, … failed attempt; after the last one, LATER_RETRY_MS. */
export const RETRY_DELAYS_MS = [10_000, 30_000, 60_000, 2 * 60_000, 5 * 60_000];
const LATER_RETRY_MS = 15 * 60_000;
/** A mail still failing this long after it was queued is given up (the row stays). */
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
const MAIL_RETRY_INTERVAL_MS = 10_000;
/** A run stops after this many mails; the next run goes on (no endless loop). */
const MAX_PER_RUN = 200;
const MAX_ERROR_CHARS = 1_000;
/**
 * Sent mails are kept this long (to answer "did the mail go out?"), then deleted: their links
 * carry sign-in and reset tokens, long expired by then, that need not be stored for ever.
 */
const KEEP_SENT_MS = 30 * 24 * 60 * 60_000;

/** When to try again after `failures` failed attempts, or null once 24 h have passed. */
function nextAttemptAt(failures: number, queuedAt: Date, now: Date): Date | null {
  if (now.getTime() - queuedAt.getTime() >= GIVE_UP_AFTER_MS) return null;
  const delay = RETRY_DELAYS_MS[failures - 1] ?? LATER_RETRY_MS;
  return new Date(now.getTime() + delay);
}

/** Stores a mail, due at once. A database failure throws: nothing was stored. */
export async function enqueueMail(db: Db, mail: Mail, now: Date): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? null,
      createdAt: now,
      nextAttemptAt: now,
    })
    .returning({ id: mailOutbox.id });
  return row.id;
}

type Outcome = "sent" | "failed" | "none";

/**
 * How long a claimed row is left to its deliverer before another run may take it (longer than
 * the SMTP timeouts in transport.ts allow a delivery to last).
 */
export const CLAIM_LEASE_MS = 2 * 60_000;

/**
 * Claims one unsent row matching `which` by moving its next attempt a lease ahead, in a short
 * transaction (FOR UPDATE SKIP LOCKED: a row another process is claiming is skipped), delivers
 * it outside any transaction — no database connection waits on the SMTP server — and then marks
 * it sent, or records the error and the next attempt. So two processes never deliver one row.
 * A crash (or a lost database connection) after the SMTP server accepted the mail and before it
 * was marked sent leaves the row unsent: that one mail is sent again once the lease has passed.
 */
async function deliverOne(
  db: Db,
  deliver: Deliver,
  log: Logger,
  which: SQL,
  now: Date,
): Promise<Outcome> {
  const row = await db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), which))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!due) return undefined;
    await tx
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
      .where(eq(mailOutbox.id, due.id));
    return due;
  });
  if (!row) return "none";
  const attempts = row.attempts + 1;
  try {
    await deliver({
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      html: row.html,
      ...(row.headers ? { headers: row.headers } : {}),
    });
  } catch (error) {
    const next = nextAttemptAt(attempts, row.createdAt, now);
    const lastError = (error instanceof Error ? error.message : String(error)).slice(
      0,
      MAX_ERROR_CHARS,
    );
    await db
      .update(mailOutbox)
      .set({ attempts, lastError, nextAttemptAt: next })
      .where(eq(mailOutbox.id, row.id));
    const details = { err: error, id: row.id, to: row.recipient, attempts };
    if (next) log.warn({ ...details, nextAttemptAt: next }, "mail not sent; will retry");
    else log.error(details, "mail not sent for 24 hours; giving up");
    return "failed";
  }
  await db
    .update(mailOutbox)
    .set({ attempts, sentAt: now, lastError: null })
    .where(eq(mailOutbox.id, row.id));
  return "sent";
}

/** The first attempt for a mail just queued (unless another process already took it). */
export async function deliverQueuedMail(
  db: Db,
  { deliver, log, id, now }: { deliver: Deliver; log: Logger; id: string; now: Date },
): Promise<Outcome> {
  return deliverOne(db, deliver, log, eq(mailOutbox.id, id), now);
}

/**
 * Delivers the due mails, one row per transaction so that a claim is held only for its own
 * delivery. Stops at the first failure: the SMTP server is most likely down for the rest too,
 * and the failed row has its back-off. Safe to run in several processes at once.
 */
export async function deliverDueMail(
  db: Db,
  { deliver, log, now = new Date() }: { deliver: Deliver; log: Logger; now?: Date },
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  for (let i = 0; i < MAX_PER_RUN; i++) {
    const outcome = await deliverOne(db, deliver, log, lte(mailOutbox.nextAttemptAt, now), now);
    if (outcome === "none") break;
    if (outcome === "failed") return { sent, failed: 1 };
    sent += 1;
  }
  return { sent, failed: 0 };
}

/** Deletes the mails sent more than 30 days before `now`; returns how many. */
export async function purgeSentMail(db: Db, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.sentAt, new Date(now.getTime() - KEEP_SENT_MS)))
    .returning({ id: mailOutbox.id });
  return deleted.length;
}

/** Runs deliverDueMail (and the purge of old sent mail) now and every 10 s, safe in several processes. */
export function startMailRetry(deps: {
  db: Db;
  config: MailConfig;
  log: Logger;
  intervalMs?: number;
}) {
  const deliver = createDelivery(deps.config, deps.log);
  return startPeriodicJob({
    name: "mail retry",
    intervalMs: deps.intervalMs ?? MAIL_RETRY_INTERVAL_MS,
    log: deps.log,
    async task() {
      const result = await deliverDueMail(deps.db, { deliver, log: deps.log });
      if (result.sent > 0) deps.log.info(result, "queued mail delivered");
      await purgeSentMail(deps.db);
    },
  });
}
