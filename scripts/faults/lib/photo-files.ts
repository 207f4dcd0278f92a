/**
 * Listing photos against their rows, after a fault: every file recorded for a listing that names
 * it must be stored (no row pointing at a missing object), and every file under listings/ must be
 * recorded for such a listing (no orphan left by a save that failed half-way).
 */
import { ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import { LISTING_PHOTO_PREFIX } from "../../../server/kernel/photo-store.ts";
import type { FaultStack } from "../support.ts";

export type PhotoAudit = {
  /** Listing rows and the photo files they name. */
  rows: number;
  files: number;
  /** Files under listings/ that no row names. */
  orphans: string[];
  /** Files some row names that are not stored. */
  missing: string[];
};

/** `keys` are the stored keys under listings/; the rows' own keys are in stored_files. */
export async function auditListingPhotos(
  query: FaultStack["query"],
  keys: readonly string[],
): Promise<PhotoAudit> {
  const [{ n: rows }] = await query<{ n: number }>("select count(*)::int as n from properties");
  const recorded = await query<{ key: string }>(
    `select f.key from stored_files f join properties p on p.id::text = f.owner_id
     where f.owner_kind = 'listing' and f.url = any(array_append(p.images, p.image_url))`,
  );
  const named = new Set(recorded.map((row) => row.key));
  const stored = new Set(keys);
  return {
    rows,
    files: stored.size,
    orphans: [...stored].filter((key) => !named.has(key)),
    missing: [...named].filter((key) => !stored.has(key)),
  };
}

/** The keys under listings/ in an S3 bucket (one page: a fault test stores a few dozen). */
export async function bucketListingKeys(client: S3Client, bucket: string): Promise<string[]> {
  const answer = await client.send(
    new ListObjectsV2Command({ Bucket: bucket, Prefix: `${LISTING_PHOTO_PREFIX}/` }),
  );
  return (answer.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
}
