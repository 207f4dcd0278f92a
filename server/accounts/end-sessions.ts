import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sessions } from "../db/schema.ts";

/**
 * Ends every session of a user (deactivation, account security). getActor already ignores a
 * deactivated account's sessions; deleting them also ends them for anything that reads
 * better-auth's sessions directly. Returns how many were ended.
 */
export async function endSessions(db: Db, userId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.length;
}
