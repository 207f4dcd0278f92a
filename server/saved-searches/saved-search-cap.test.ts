import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_TEXT } from "../../shared/saved-searches.ts";
import type { Database } from "../db/client.ts";
import { savedSearches } from "../db/schema.ts";
import { createTestUser } from "../testing/factories.ts";
import { withTestDatabase } from "../testing/test-db.ts";
import { createSavedSearch } from "./save-search.ts";

let database: Database;
withTestDatabase((opened) => ({ database } = opened));

describe("the saved-search limit", () => {
  it("holds against 60 saves at once: at most 20 kept, the rest refused with its message", async () => {
    const user = await createTestUser(database.db);
    const ctx = { db: database.db, actor: user };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        createSavedSearch(ctx, {
          query: `categories=domy&priceMax=${100_000 + i}`,
          name: `Domy ${i}`,
          frequency: "daily",
        }),
      ),
    );
    const [{ n }] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(eq(savedSearches.userId, user.id));
    expect(n).toBe(MAX_SAVED_SEARCHES);
    const refused = outcomes.filter((o) => o.status === "rejected");
    expect(refused).toHaveLength(60 - MAX_SAVED_SEARCHES);
    for (const outcome of refused) {
      expect(outcome.reason).toMatchObject({ message: SAVED_SEARCH_TEXT.tooMany });
    }
  });
});
