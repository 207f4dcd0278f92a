/**
 * Listing photos against their rows, after a fault: every photo a row names must have all its
 * files (no row pointing at a missing object), and every file under listings/ must belong to a
 * row (no orphan left by a save that failed half-way).
 */
import { ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import { photoKeys } from "../../../server/listings/listing-photos.ts";
import { LISTING_PHOTO_PREFIX } from "../../../server/listings/save-listing.ts";
import type { Storage } from "../../../server/storage/storage.ts";
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

/** `keys` are the stored keys under listings/; `storage` turns the rows' URLs into keys. */
export async function auditListingPhotos(
  query: FaultStack["query"],
  storage: Storage,
  keys: readonly string[],
): Promise<PhotoAudit> {
  const rows = await query<{ image_url: string | null; images: string[] }>(
    "select image_url, images from properties",
  );
  const named = new Set(
    rows.flatMap((row) =>
      photoKeys(storage, LISTING_PHOTO_PREFIX, [
        ...(row.image_url ? [row.image_url] : []),
        ...row.images,
      ]),
    ),
  );
  const stored = new Set(keys);
  return {
    rows: rows.length,
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
