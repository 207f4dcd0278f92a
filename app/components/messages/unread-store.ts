import { useRef, useSyncExternalStore } from "react";

/**
 * The unread-message count the header bell shows. The root loader gives the count each time it
 * loads (`initial`); live updates (SSE) push newer counts with `setUnread(n)` between loads.
 * A pushed count wins until the loader brings a different count, which is newer than any push.
 * Tiny on purpose: the bell is on every page.
 */

type State = { value: number; seq: number };

let state: State = { value: 0, seq: 0 };
const listeners = new Set<() => void>();

/** Sets the count the bell shows (e.g. from a live update); negative values count as 0. */
export function setUnread(count: number): void {
  state = { value: Math.max(0, Math.floor(count)), seq: state.seq + 1 };
  for (const listener of listeners) listener();
}

/** The last pushed count (0 before any push). */
export function getUnread(): number {
  return state.value;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => state;

/** The count to show: the loader's `initial`, or a count pushed after it arrived. */
export function useUnread(initial: number): number {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  // The push sequence number seen when this `initial` arrived: pushes after it win.
  const basis = useRef({ initial, seq: current.seq });
  if (basis.current.initial !== initial) basis.current = { initial, seq: current.seq };
  return current.seq > basis.current.seq ? current.value : initial;
}

/** The badge's text: '9+' above 9, nothing at 0. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? "9+" : String(count);
}
