import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

/**
 * Makes one account's transactions that check a limit and then add to it (`purpose` names the
 * limit) wait for each other until they end, so that two at once cannot both take the last free
 * place: a transaction-scoped advisory lock, held by whichever process runs it.
 */
export async function lockAccountLimit(
  tx: Pick<Db, "execute">,
  purpose: string,
  userId: string,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${purpose}:${userId}`}, 0))`,
  );
}
