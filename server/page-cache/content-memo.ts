import type { Db } from "../db/client.ts";
import { changesPublicContent, type EventBus } from "../realtime/bus.ts";

/**
 * Answers read from public content (the header's counts per town, the footer's categories, the
 * site settings, a page of listings, a listing with its seller), kept until the content changes
 * in any process (the event bus's onContentChange) or `maxAgeMs` passes. They are the same for
 * every visitor, signed in or not: what differs per person is decided after them. Most of an
 * uncached page's database time went on them.
 */
export type ContentMemo = {
  /**
   * `load(db, input)`'s answer, computed once until content changes; keyed by the function and
   * the input's JSON. The answer is shared by every request that asks: never change it.
   */
  remember<T, I = undefined>(load: (db: Db, input: I) => Promise<T>, input?: I): Promise<T>;
};

type Remembered = { promise: Promise<unknown>; at: number };
type Load = (db: Db, input: never) => Promise<unknown>;

/** Inputs kept per function (searches, listings); the least recently used go first. */
const INPUTS_PER_FUNCTION = 500;

/**
 * A memo that remembers nothing: what a request that changes content (an action, with the
 * loaders that run after it) reads, so that it sees its own write whether or not the bus has
 * told this process yet. Requests after it learn of the change from the bus (milliseconds).
 */
export function freshReads(db: Db): ContentMemo {
  return {
    remember: <T, I>(load: (db: Db, input: I) => Promise<T>, input?: I) => load(db, input as I),
  };
}

export function createContentMemo(
  bus: EventBus,
  db: Db,
  options: { maxAgeMs?: number; now?: () => number; inputsPerFunction?: number } = {},
): ContentMemo {
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const now = options.now ?? Date.now;
  const limit = options.inputsPerFunction ?? INPUTS_PER_FUNCTION;
  const values = new Map<Load, Map<string, Remembered>>();
  bus.onContentChange((table) => {
    if (changesPublicContent(table)) values.clear();
  });
  return {
    remember<T, I>(load: (db: Db, input: I) => Promise<T>, input?: I): Promise<T> {
      // Without the bus, changes made by other processes would go unseen: compute every time.
      if (!bus.isLive()) return load(db, input as I);
      let answers = values.get(load);
      if (!answers) {
        answers = new Map();
        values.set(load, answers);
      }
      const key = input === undefined ? "" : JSON.stringify(input);
      const known = answers.get(key);
      if (known && now() - known.at < maxAgeMs) {
        // Used again: to the back of the line for forgetting.
        answers.delete(key);
        answers.set(key, known);
        return known.promise as Promise<T>;
      }
      const promise = load(db, input as I);
      const entry = { promise, at: now() };
      answers.delete(key);
      answers.set(key, entry);
      if (answers.size > limit) answers.delete(answers.keys().next().value as string);
      // A failed load (the database is down) is not remembered.
      const remembered = answers;
      promise.catch(() => {
        if (remembered.get(key) === entry) remembered.delete(key);
      });
      return promise;
    },
  };
}
