import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import type { Storage } from "../../storage/storage.ts";

export type ActionFixtureEnv = { db: Db; admin: Actor; storage: Storage };

/**
 * Sets up what one administrator action needs (its own fresh rows) and returns the form with
 * which it succeeds. admin-actions.test.ts runs every action of ADMIN_ACTIONS through its
 * fixture: as the administrator (one audit row), as another user and anonymously (403, none).
 */
type ActionFixture = (env: ActionFixtureEnv) => Promise<FormData>;
export type ActionFixtures = Record<string, ActionFixture>;

/** A form from plain fields; a list gives the field several values. */
export function formOf(fields: Record<string, string | Blob | readonly string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const v of value) form.append(name, v);
    else form.append(name, value as string | Blob);
  }
  return form;
}
