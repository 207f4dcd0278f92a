import { properties } from "../../db/schema.ts";
import { createTestUser } from "../../testing/factories.ts";
import type { ActionFixtureEnv, ActionFixtures } from "./action-fixture.ts";
import { formOf } from "./action-fixture.ts";

/** A fresh listing of another user's, for one action to change. */
async function listingId({ db }: ActionFixtureEnv, title = "Dom do moderacji"): Promise<string> {
  const owner = await createTestUser(db, { roles: ["wlasciciel"] });
  const [row] = await db
    .insert(properties)
    .values({ userId: owner.id, title, price: 300_000, type: "dom", location: "lezajsk" })
    .returning({ id: properties.id });
  return (row as { id: string }).id;
}

/** The form with which each listings-tab action succeeds, on rows of its own. */
export const LISTING_ACTION_FIXTURES: ActionFixtures = {
  "listing-verify": async (env) => formOf({ id: await listingId(env), value: "true" }),
  "listing-premium": async (env) => formOf({ id: await listingId(env), value: "true" }),
  "listing-archive": async (env) => formOf({ id: await listingId(env), value: "true" }),
  "listing-delete": async (env) => formOf({ id: await listingId(env) }),
  "listing-bulk-delete": async (env) =>
    formOf({ ids: [await listingId(env, "Pierwszy"), await listingId(env, "Drugi")] }),
};
