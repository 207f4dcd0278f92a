import { type FavouriteItem, type FavouriteKind, favouriteKey } from "@shared/favourites";
import { useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import type { ShellData } from "./shell-data";

/**
 * The hearts' state in the browser. A visitor's favourites live in localStorage (offered to the
 * account on sign-in); a signed-in user's come with the page (the root loader's `favourites`),
 * and a heart changed since is remembered here until the next page data has it. The server
 * renders every heart from the page data alone (empty for a visitor: pages are shared). What
 * changes them is in app/components/favourites/favourite-actions.ts, loaded on the first click:
 * every public page loads this part.
 */
export const FAVOURITES_STORAGE_KEY = "okolica.obserwowane";

export type FavouritesState = {
  /** The visitor's favourites, newest first. */
  local: FavouriteItem[];
  localKeys: ReadonlySet<string>;
  /** The signed-in user's hearts changed in this tab, and whose they are. */
  changed: ReadonlyMap<string, boolean>;
  changedFor: string | null;
};

const SERVER_STATE: FavouritesState = {
  local: [],
  localKeys: new Set(),
  changed: new Map(),
  changedFor: null,
};
let state: FavouritesState | null = null;
const listeners = new Set<() => void>();

/** The browser's list as stored; anything unreadable counts as none. */
function readStoredFavourites(): FavouriteItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((item) => item?.kind && item.id) : [];
  } catch {
    return [];
  }
}

export const withLocal = (base: FavouritesState, local: FavouriteItem[]): FavouritesState => ({
  ...base,
  local,
  localKeys: new Set(local.map((i) => favouriteKey(i.kind, i.id))),
});

export function currentFavourites(): FavouritesState {
  if (!state) {
    state = withLocal(SERVER_STATE, readStoredFavourites());
    // Another tab's change shows here too.
    window.addEventListener("storage", (event) => {
      if (event.key === FAVOURITES_STORAGE_KEY) {
        publishFavourites(withLocal(currentFavourites(), readStoredFavourites()));
      }
    });
  }
  return state;
}

export function publishFavourites(next: FavouritesState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const useFavouritesState = () =>
  useSyncExternalStore(subscribe, currentFavourites, () => SERVER_STATE);

/** The visitor's favourites kept in this browser (empty while the page hydrates). */
export function useLocalFavourites(): FavouriteItem[] {
  return useFavouritesState().local;
}

/** Whether one listing or company is among the favourites, and who is signed in (or null). */
export function useFavourite(kind: FavouriteKind, id: string) {
  const root = useRouteLoaderData("root") as ShellData | undefined;
  const user = root?.user ?? null;
  const { localKeys, changed, changedFor } = useFavouritesState();
  const key = favouriteKey(kind, id);
  const saved = user
    ? ((changedFor === user.id ? changed.get(key) : undefined) ??
      Boolean(root?.favourites.includes(key)))
    : localKeys.has(key);
  return { saved, userId: user?.id ?? null };
}
