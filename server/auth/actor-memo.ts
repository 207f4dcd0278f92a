import type { EventBus } from "../realtime/bus.ts";
import type { Actor } from "./actor.ts";

/**
 * The tables whose changes can change who a session's user is or whether the session still
 * holds: every process forgets all it remembers when one changes (the content triggers, drizzle/
 * 0024 and 0026), or when notifications may have been lost ("resync").
 */
const ACCOUNT_TABLES = new Set(["sessions", "users", "profiles", "user_roles", "resync"]);

/** Sessions remembered per process; the least recently used go first. */
const SESSIONS = 1_000;

export type SessionUser = { actor: Actor; expiresAt: Date };

/**
 * The signed-in user of a request's cookies, remembered until the session, the user, their
 * profile or roles change in any process, `maxAgeMs` passes or the session expires. A signed-in
 * page asked better-auth for the session and the database for the profile and roles each time:
 * four queries before the page's own. Unknown or ended sessions are never remembered. Without a
 * live bus (changes elsewhere would go unseen) every request looks the session up.
 */
export type ActorMemo = {
  /** `cookies`: the request's whole Cookie header, which the session is read from. */
  remember(cookies: string, lookUp: () => Promise<SessionUser | null>): Promise<Actor | null>;
};

/**
 * Remembers nothing: for a request that may change things (an action, and the loaders after
 * it), which must see its own change to the account before the bus tells the process.
 */
export const freshActors: ActorMemo = {
  remember: async (_cookies, lookUp) => (await lookUp())?.actor ?? null,
};

export function createActorMemo(
  bus: EventBus,
  options: { maxAgeMs?: number; now?: () => number } = {},
): ActorMemo {
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const now = options.now ?? Date.now;
  const known = new Map<string, { found: Promise<SessionUser | null>; at: number }>();
  bus.onContentChange((table) => {
    if (ACCOUNT_TABLES.has(table)) known.clear();
  });
  return {
    async remember(cookies, lookUp) {
      if (!bus.isLive()) return (await lookUp())?.actor ?? null;
      const entry = known.get(cookies);
      if (entry && now() - entry.at < maxAgeMs) {
        const found = await entry.found;
        if (found && found.expiresAt.getTime() > now()) {
          known.delete(cookies);
          known.set(cookies, entry);
          return found.actor;
        }
      }
      const fresh = { found: lookUp(), at: now() };
      known.delete(cookies);
      known.set(cookies, fresh);
      if (known.size > SESSIONS) known.delete(known.keys().next().value as string);
      const forget = () => {
        if (known.get(cookies) === fresh) known.delete(cookies);
      };
      try {
        const found = await fresh.found;
        if (!found) forget();
        return found?.actor ?? null;
      } catch (error) {
        forget();
        throw error;
      }
    },
  };
}
