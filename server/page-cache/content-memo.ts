import type { Db } from "../db/client.ts";
import type { EventBus } from "../realtime/bus.ts";

/**
 * Values computed from public content (the header's counts per town, the footer's categories,
 * the site settings), kept until the content changes in any process (the event bus's
 * onContentChange) or `maxAgeMs` passes. Every page asked for them: three queries per request.
 */
export type ContentMemo = {
  /** `load(db)`'s answer, computed once until content changes (keyed by the function itself). */
  remember<T>(load: (db: Db) => Promise<T>): Promise<T>;
};

type Remembered = { promise: Promise<unknown>; at: number };

export function createContentMemo(
  bus: EventBus,
  db: Db,
  options: { maxAgeMs?: number; now?: () => number } = {},
): ContentMemo {
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const now = options.now ?? Date.now;
  const values = new Map<(db: Db) => Promise<unknown>, Remembered>();
  bus.onContentChange(() => values.clear());
  return {
    remember<T>(load: (db: Db) => Promise<T>): Promise<T> {
      // Without the bus, changes made by other processes would go unseen: compute every time.
      if (!bus.isLive()) return load(db);
      const key = load;
      const known = values.get(key);
      if (known && now() - known.at < maxAgeMs) return known.promise as Promise<T>;
      const promise = load(db);
      const entry = { promise, at: now() };
      values.set(key, entry);
      // A failed load (the database is down) is not remembered.
      promise.catch(() => {
        if (values.get(key) === entry) values.delete(key);
      });
      return promise;
    },
  };
}
