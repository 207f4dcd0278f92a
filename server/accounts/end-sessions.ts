import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sessions } from "../db/schema.ts";

/**
 * Ends every session of a user (deactivation, account security). getActor already ignores a
 * deactivated account's sessions; deleting them also ends them for anything that reads
 * better-auth's sessions directly. Returns how many were ended. `db` may be a transaction, so
 * that the sessions end together with the deactivation.
 */
export async function endSessions(db: Pick<Db, "delete">, userId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.length;
}
