import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FAVOURITE_TEXT, MAX_FAVOURITES } from "../../shared/favourites.ts";
import type { Database } from "../db/client.ts";
import { favourites, properties } from "../db/schema.ts";
import { createTestUser } from "../testing/factories.ts";
import { withTestDatabase } from "../testing/test-db.ts";
import { mergeFavourites, setFavourite } from "./save-favourite.ts";

let database: Database;
withTestDatabase((opened) => ({ database } = opened));

const count = async (userId: string) =>
  (
    await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(favourites)
      .where(eq(favourites.userId, userId))
  )[0].n;

describe("the favourites limit", () => {
  it("holds against hearts and a sign-in merge at once", async () => {
    const owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
    const user = await createTestUser(database.db);
    const listings = await database.db
      .insert(properties)
      .values(
        Array.from({ length: MAX_FAVOURITES + 60 }, (_, i) => ({
          userId: owner.id,
          title: `Mieszkanie ${i}`,
          price: 300_000 + i,
          type: "mieszkanie" as const,
          location: "lezajsk" as const,
        })),
      )
      .returning({ id: properties.id });
    // Ten places left, then 30 hearts and a merge of 30 more at the same moment.
    await database.db
      .insert(favourites)
      .values(
        listings.slice(0, MAX_FAVOURITES - 10).map((l) => ({ userId: user.id, propertyId: l.id })),
      );
    const ctx = { db: database.db, actor: user };
    const rest = listings.slice(MAX_FAVOURITES - 10);
    const outcomes = await Promise.allSettled([
      ...rest
        .slice(0, 30)
        .map((l) => setFavourite(ctx, { kind: "listing", id: l.id, saved: true })),
      mergeFavourites(
        ctx,
        rest.slice(30).map((l) => ({ kind: "listing" as const, id: l.id })),
      ),
    ]);
    expect(await count(user.id)).toBe(MAX_FAVOURITES);
    for (const outcome of outcomes) {
      if (outcome.status === "rejected") {
        expect(outcome.reason).toMatchObject({ message: FAVOURITE_TEXT.tooMany });
      }
    }
  });
});
