import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import { startPeriodicJob } from "../jobs/periodic-job.ts";
import type { Storage } from "../storage/storage.ts";

const BATCH = 100;
const EXPIRY_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes the files of attachments past expires_at and marks their rows expired_at = now.
 * Batches are claimed with FOR UPDATE SKIP LOCKED, so several app processes may run it at once
 * without touching the same rows; a run after a run finds nothing (idempotent). A file whose
 * delete fails stays unmarked and is retried on the next run. Returns how many were expired.
 */
export async function expireAttachments(
  db: Db,
  storage: Storage,
  now: Date = new Date(),
): Promise<number> {
  let total = 0;
  for (;;) {
    const { expired, failed, claimed } = await db.transaction(async (tx) => {
      const rows = (
        await tx.execute<{ id: string; file_key: string }>(sql`
          select id, file_key from message_attachments
          where expired_at is null and expires_at <= ${now.toISOString()}::timestamptz
          order by expires_at
          limit ${BATCH}
          for update skip locked`)
      ).rows;
      const results = await Promise.allSettled(rows.map((row) => storage.delete(row.file_key)));
      const done = rows.filter((_, i) => results[i].status === "fulfilled").map((row) => row.id);
      if (done.length > 0) {
        await tx.execute(sql`
          update message_attachments set expired_at = ${now.toISOString()}::timestamptz
          where id in (${sql.join(
            done.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`);
      }
      return { expired: done.length, failed: rows.length - done.length, claimed: rows.length };
    });
    total += expired;
    // A short batch is the last; a failing storage stops the run rather than spinning on it.
    if (claimed < BATCH || failed > 0) break;
  }
  return total;
}

/**
 * Runs expireAttachments now and every hour; `stop` clears the timer and waits for a run in
 * progress, so the launcher can close the database after it.
 */
export function startAttachmentExpiry(deps: {
  db: Db;
  storage: Storage;
  log: Logger;
  intervalMs?: number;
}): { stop(): Promise<void> } {
  return startPeriodicJob({
    name: "attachment expiry",
    intervalMs: deps.intervalMs ?? EXPIRY_INTERVAL_MS,
    log: deps.log,
    async task() {
      const count = await expireAttachments(deps.db, deps.storage);
      if (count > 0) deps.log.info({ count }, "expired message attachments deleted");
    },
  });
}
