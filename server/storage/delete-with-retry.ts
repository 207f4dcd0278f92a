import type { Storage } from "./storage.ts";

/**
 * Waits before the 1st, 2nd, … retry of a failed delete: about eight minutes in all, enough for
 * a storage restart or a network blip. A longer outage, or a process that stops meanwhile,
 * leaves the files behind.
 */
export const DELETE_RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000, 2 * 60_000, 5 * 60_000];

/**
 * Deletes the keys now; those the storage refuses (it is down, which is also when a save fails
 * half-way and has files to take back) are tried again in the background, so that they do not
 * stay as files no row names. Never throws. Keys are unique per upload and never reused, so a
 * late delete cannot hit a newer file.
 */
export async function deleteWithRetry(storage: Storage, keys: readonly string[]): Promise<void> {
  const failed = await deleteAll(storage, keys);
  if (failed.length) retryLater(storage, failed, 0);
}

async function deleteAll(storage: Storage, keys: readonly string[]): Promise<string[]> {
  const failed: string[] = [];
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => failed.push(key))));
  return failed;
}

function retryLater(storage: Storage, keys: string[], retry: number): void {
  const delay = DELETE_RETRY_DELAYS_MS[retry];
  if (delay === undefined) return;
  // Unref'd: a pending retry must not hold a stopping process open.
  setTimeout(async () => {
    const failed = await deleteAll(storage, keys);
    if (failed.length) retryLater(storage, failed, retry + 1);
  }, delay).unref();
}
