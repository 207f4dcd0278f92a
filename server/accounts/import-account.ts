import { eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { accounts, profiles, users } from "../db/schema.ts";

/** Owner of every listing that comes from the administrator's JSON or portal import. */
export const IMPORT_USER_ID = "system-import";
const IMPORT_USER_NAME = "Import";
/** `.invalid` is reserved (RFC 2606): no mail can ever be delivered to this address. */
export const IMPORT_USER_EMAIL = "import@system.okolica.invalid";

/** A person's account, not the system account: counts of users and the users tab leave it out. */
export function isPersonAccount(userId: SQLWrapper): SQL {
  return sql`${userId} <> ${IMPORT_USER_ID}`;
}

/** The database or an open transaction: both offer the same query builder. */
type Queryable = Pick<Db, "insert" | "delete">;

/**
 * Makes sure the system account Import exists. Safe to call at every start-up: existing rows are
 * left as they are. The account never has a credential row, so nobody can sign in as it; any
 * that appeared (by mistake or by hand) is removed.
 */
export async function ensureImportAccount(db: Queryable): Promise<void> {
  await db
    .insert(users)
    .values({
      id: IMPORT_USER_ID,
      name: IMPORT_USER_NAME,
      email: IMPORT_USER_EMAIL,
      emailVerified: true,
    })
    .onConflictDoNothing();
  await db
    .insert(profiles)
    .values({ id: IMPORT_USER_ID, firstName: IMPORT_USER_NAME })
    .onConflictDoNothing();
  await db.delete(accounts).where(eq(accounts.userId, IMPORT_USER_ID));
}
