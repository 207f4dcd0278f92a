import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import { properties } from "../db/schema.ts";
import { isAppError } from "../errors.ts";
import { fetchLinkedImage, LINKED_IMAGE_CONCURRENCY } from "../images/linked-image.ts";
import type { ImportPolicy } from "../import/fetch-remote.ts";
import { startPeriodicJob } from "../jobs/periodic-job.ts";
import { LISTING_PHOTO_PREFIX, storePhoto } from "../kernel/photo-store.ts";
import { mapConcurrently } from "../map-concurrently.ts";
import { deleteWithRetry } from "../storage/delete-with-retry.ts";
import type { Storage } from "../storage/storage.ts";
import { recordFiles, releaseFiles, type StoredPicture } from "../storage/stored-files.ts";

/**
 * Photos one run fetches. An import of thousands of listings only queues their addresses
 * (pending_image_url) and answers at once; the photos follow at this pace, each bounded like a
 * linked photo (8 s, 5 MB), so neither the import nor a run is ever unbounded in time.
 */
export const REHOST_BATCH = 12;
const REHOST_INTERVAL_MS = 20_000;

export type RehostDeps = {
  db: Db;
  storage: Storage;
  policy: ImportPolicy;
  log: Pick<Logger, "warn">;
  /** Tests only: a shorter wait for a server that does not answer. */
  timeoutMs?: number;
};

export type RehostResult = { stored: number; dropped: number };

/**
 * Re-hosts the photos imports left in pending_image_url, oldest first, REHOST_BATCH of them,
 * LINKED_IMAGE_CONCURRENCY at a time: each is fetched through the SSRF-safe fetcher, checked and
 * re-encoded like an upload, stored as the listing's main photo (recorded in stored_files, so
 * deleting the listing deletes it) and the address is cleared. A photo that cannot be fetched or
 * is no image is dropped (logged): the listing shows its type's picture instead of a broken
 * one; while the storage is down it waits for the next run. Safe in several processes: a listing whose address changed meanwhile, or that another
 * process re-hosted first, keeps its row as it is and this run's copy is deleted.
 */
export async function rehostImportedPhotos(deps: RehostDeps): Promise<RehostResult> {
  const rows = await deps.db
    .select({ id: properties.id, pending: properties.pendingImageUrl })
    .from(properties)
    .where(isNotNull(properties.pendingImageUrl))
    .orderBy(asc(properties.updatedAt))
    .limit(REHOST_BATCH);
  const outcomes = await mapConcurrently(rows, LINKED_IMAGE_CONCURRENCY, async (row) => {
    const bytes = await fetchLinkedImage(row.pending as string, deps.policy, deps.timeoutMs);
    return storePhoto({ storage: deps.storage }, LISTING_PHOTO_PREFIX, bytes);
  });
  const result: RehostResult = { stored: 0, dropped: 0 };
  for (const [i, row] of rows.entries()) {
    const outcome = outcomes[i];
    const pending = row.pending as string;
    if (outcome?.ok) {
      if (await adopt(deps, row.id, pending, outcome.value)) result.stored++;
    } else if (isAppError(outcome?.error) && outcome.error.status >= 500) {
      // The storage or the image queue is down for now: the next run tries again.
      deps.log.warn({ err: outcome.error, listing: row.id }, "imported photo not stored yet");
    } else {
      deps.log.warn({ err: outcome?.error, listing: row.id }, "imported photo dropped");
      await deps.db
        .update(properties)
        .set({ pendingImageUrl: null })
        .where(and(eq(properties.id, row.id), eq(properties.pendingImageUrl, pending)));
      result.dropped++;
    }
  }
  return result;
}

/**
 * Makes the stored picture the listing's main photo in place of the one before, if the listing
 * still waits for it; the list is changed in SQL, so an edit saved meanwhile is not undone.
 */
async function adopt(
  deps: RehostDeps,
  id: string,
  pending: string,
  picture: StoredPicture,
): Promise<boolean> {
  const owner = { kind: "listing" as const, id };
  const released = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(properties)
      .set({
        imageUrl: picture.url,
        images: sql`array_prepend(${picture.url}::text, array_remove(${properties.images}, ${properties.imageUrl}))`,
        pendingImageUrl: null,
      })
      .where(and(eq(properties.id, id), eq(properties.pendingImageUrl, pending)))
      .returning({ images: properties.images });
    if (!updated) return null;
    await recordFiles(tx, owner, [picture]);
    return releaseFiles(tx, owner, updated.images);
  });
  await deleteWithRetry(deps.storage, released ?? picture.keys);
  return released !== null;
}

/** Runs rehostImportedPhotos now and every REHOST_INTERVAL_MS, logging what it did. */
export function startPhotoRehosting(deps: RehostDeps & { log: Logger; intervalMs?: number }) {
  return startPeriodicJob({
    name: "imported photo re-hosting",
    intervalMs: deps.intervalMs ?? REHOST_INTERVAL_MS,
    log: deps.log,
    async task() {
      const result = await rehostImportedPhotos(deps);
      if (result.stored > 0 || result.dropped > 0) deps.log.info(result, "imported photos");
    },
  });
}
