import { useSyncExternalStore } from "react";

/**
 * The unread-message count the header bell shows. The root loader gives the count each time it
 * loads (`initial`, counted at server time `loadedAt`); live updates (SSE) and the messages tab
 * push counts with `setUnread(n, at)` between loads, `at` being the server time the count was
 * taken (Date.now() just before the count query, so a count stamped later saw every earlier
 * commit). Whichever count was taken last wins: a pushed count only until a loader brings a
 * count taken after it, even one equal to the loader's previous count. Both stamps come from the
 * server's clock, so the browser's clock never takes part.
 * Tiny on purpose: the bell is on every page.
 */

export type PushedUnread = { value: number; at: number };

let pushed: PushedUnread | null = null;
const listeners = new Set<() => void>();

/** The newer of two pushed counts (by the time they were taken; a tie goes to the later push). */
export function newerPush(current: PushedUnread | null, next: PushedUnread): PushedUnread {
  return current && current.at > next.at ? current : next;
}

/** The count to show: the pushed one if it was taken after the loader's, else the loader's. */
export function pickUnread(initial: number, loadedAt: number, push: PushedUnread | null): number {
  return push && push.at > loadedAt ? push.value : initial;
}

/**
 * Pushes a count (e.g. from a live update) taken at server time `at`; an older one than the last
 * push is ignored. Negative values count as 0.
 */
export function setUnread(count: number, at: number): void {
  const next = newerPush(pushed, { value: Math.max(0, Math.floor(count)), at });
  if (next === pushed) return;
  pushed = next;
  for (const listener of listeners) listener();
}

/** The last pushed count (0 before any push). */
export function getUnread(): number {
  return pushed?.value ?? 0;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => pushed;
// Nothing is pushed on the server (module state there would be shared between requests).
const serverSnapshot = () => null;

/** The count to show: the loader's `initial` (taken at `loadedAt`), or a count taken after it. */
export function useUnread(initial: number, loadedAt: number): number {
  const current = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return pickUnread(initial, loadedAt, current);
}

/** The badge's text: '9+' above 9, nothing at 0. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? "9+" : String(count);
}
