import { polishDay } from "../../../shared/promotion-schemas.ts";
import { properties, propertyPromotions } from "../../db/schema.ts";
import { createTestUser } from "../../testing/factories.ts";
import type { ActionFixtureEnv, ActionFixtures } from "./action-fixture.ts";
import { formOf } from "./action-fixture.ts";

const DAY_MS = 86_400_000;

/** A fresh listing of another user's, to be promoted. */
async function listingId({ db }: ActionFixtureEnv): Promise<string> {
  const owner = await createTestUser(db, { roles: ["wlasciciel"] });
  const [row] = await db
    .insert(properties)
    .values({ userId: owner.id, title: "Dom do promocji", price: 300_000, type: "dom" })
    .returning({ id: properties.id });
  return (row as { id: string }).id;
}

/** The form with which each promotion action succeeds, on rows of its own. */
export const PROMOTION_ACTION_FIXTURES: ActionFixtures = {
  "promotion-create": async (env) =>
    formOf({
      kind: "property",
      targetId: await listingId(env),
      type: "featured",
      price: "29",
      startsAt: polishDay(),
      endsAt: polishDay(new Date(Date.now() + 7 * DAY_MS)),
    }),
  "promotion-toggle": async (env) => {
    const [row] = await env.db
      .insert(propertyPromotions)
      .values({
        propertyId: await listingId(env),
        promotionType: "urgent",
        price: 19,
        endsAt: new Date(Date.now() + 7 * DAY_MS),
      })
      .returning({ id: propertyPromotions.id });
    return formOf({ kind: "property", id: (row as { id: string }).id, value: "false" });
  },
};
