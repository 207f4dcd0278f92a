import {
  FAVOURITE_TEXT,
  type FavouriteItem,
  favouriteKey,
  MAX_FAVOURITES,
} from "@shared/favourites";
import { toast } from "~/components/ui/toast";
import {
  currentFavourites,
  FAVOURITES_STORAGE_KEY,
  publishFavourites,
  withLocal,
} from "~/lib/favourites";

/** What changes the hearts (their state: favourites.ts); loaded on a heart's first click. */

function saveLocal(local: FavouriteItem[]) {
  try {
    if (local.length) localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(local));
    else localStorage.removeItem(FAVOURITES_STORAGE_KEY);
  } catch {
    // Private mode or a full storage: the heart still shows until the page is left.
  }
  publishFavourites(withLocal(currentFavourites(), local));
}

/** Forgets the browser's favourites (kept on the account, or declined). */
export function clearLocalFavourites() {
  saveLocal([]);
}

function setChanged(userId: string, key: string, saved: boolean) {
  const base = currentFavourites();
  const changed = new Map(base.changedFor === userId ? base.changed : []);
  changed.set(key, saved);
  publishFavourites({ ...base, changed, changedFor: userId });
}

/** POSTs to /api/obserwowane; throws the server's Polish refusal. */
export async function postFavourites<T>(body: object): Promise<T> {
  const response = await fetch("/api/obserwowane", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new Error(answer?.error?.message ?? FAVOURITE_TEXT.failed);
  return answer as T;
}

/**
 * Saves or removes one favourite: on the account when signed in (shown at once, undone with the
 * reason if the server refuses), else in this browser.
 */
export async function toggleFavourite(userId: string | null, item: FavouriteItem, saved: boolean) {
  const key = favouriteKey(item.kind, item.id);
  if (userId) {
    setChanged(userId, key, !saved);
    try {
      await postFavourites({ kind: item.kind, id: item.id, saved: !saved });
    } catch (error) {
      setChanged(userId, key, saved);
      toast.error((error as Error).message);
    }
    return;
  }
  const others = currentFavourites().local.filter((i) => favouriteKey(i.kind, i.id) !== key);
  if (!saved && others.length >= MAX_FAVOURITES) toast.error(FAVOURITE_TEXT.tooMany);
  else saveLocal(saved ? others : [item, ...others]);
}
