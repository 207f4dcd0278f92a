import { and, eq, inArray, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { agencies, type FileOwnerKind, properties, services, storedFiles } from "../db/schema.ts";

/** The database or an open transaction: records change with the rows that own them. */
type Executor = Pick<Db, "insert" | "delete">;

/** The row a file was stored for (see storedFiles in schema.ts). */
export type FileOwner = { kind: FileOwnerKind; id: string };

/** One stored picture: the URL its row names and every key written for it. */
export type StoredPicture = { url: string; keys: readonly string[] };

/** Records the files a save stored for `owner`, in the transaction that makes the row name them. */
export async function recordFiles(
  tx: Executor,
  owner: FileOwner,
  pictures: readonly StoredPicture[],
): Promise<void> {
  const rows = pictures.flatMap(({ url, keys }) =>
    keys.map((key) => ({ key, ownerKind: owner.kind, ownerId: owner.id, url })),
  );
  if (rows.length) await tx.insert(storedFiles).values(rows);
}

/**
 * Drops the records of `owner`'s files whose URL is not among `keep` (all of them without it) and
 * answers their keys, for the caller to delete once the transaction has committed.
 */
export function releaseFiles(
  tx: Executor,
  owner: FileOwner,
  keep: readonly string[] = [],
): Promise<string[]> {
  return released(
    tx,
    and(
      eq(storedFiles.ownerKind, owner.kind),
      eq(storedFiles.ownerId, owner.id),
      notInArray(storedFiles.url, [...keep]),
    ) as SQL,
  );
}

/** releaseFiles for every file of several owners of one kind (a bulk delete). */
export function releaseOwners(
  tx: Executor,
  kind: FileOwnerKind,
  ids: readonly string[],
): Promise<string[]> {
  if (!ids.length) return Promise.resolve([]);
  return released(
    tx,
    and(eq(storedFiles.ownerKind, kind), inArray(storedFiles.ownerId, [...ids])) as SQL,
  );
}

/**
 * releaseFiles for everything a user's account owns: their avatar and the files of their
 * listings, services and agency, which go with the account (foreign-key cascades).
 */
export function releaseAccountFiles(tx: Executor, userId: string): Promise<string[]> {
  const owned = (kind: FileOwnerKind, ids: SQL) =>
    and(eq(storedFiles.ownerKind, kind), sql`${storedFiles.ownerId} in (${ids})`) as SQL;
  return released(
    tx,
    or(
      and(eq(storedFiles.ownerKind, "avatar"), eq(storedFiles.ownerId, userId)),
      owned(
        "listing",
        sql`select ${properties.id}::text from ${properties} where ${properties.userId} = ${userId}`,
      ),
      owned(
        "service",
        sql`select ${services.id}::text from ${services} where ${services.userId} = ${userId}`,
      ),
      owned(
        "agency",
        sql`select ${agencies.id}::text from ${agencies} where ${agencies.ownerId} = ${userId}`,
      ),
    ) as SQL,
  );
}

async function released(tx: Executor, where: SQL): Promise<string[]> {
  const rows = await tx.delete(storedFiles).where(where).returning({ key: storedFiles.key });
  return rows.map((row) => row.key);
}
