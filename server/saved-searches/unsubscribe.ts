import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { savedSearches } from "../db/schema.ts";

/** Unguessable tokens are 32 characters of base64url; anything else is not looked up. */
const TOKEN = /^[\w-]{32}$/;

/** The saved search an alert's unsubscribe link names, or null. */
export async function findSearchByToken(db: Db, token: string) {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select({ name: savedSearches.name, paused: savedSearches.paused })
    .from(savedSearches)
    .where(eq(savedSearches.unsubscribeToken, token));
  return row ?? null;
}

/**
 * The one-click unsubscribe (RFC 8058; no sign-in: the token in the mail is the proof): the
 * search's alerts are paused, the search itself stays in its owner's panel. Null for an unknown
 * token.
 */
export async function unsubscribeSearch(db: Db, token: string) {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .update(savedSearches)
    .set({ paused: true })
    .where(eq(savedSearches.unsubscribeToken, token))
    .returning({ name: savedSearches.name });
  return row ?? null;
}
