import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { propertyPriceChanges } from "../db/schema.ts";

/** How many past changes the listing page lists under "Historia ceny". */
const SHOWN_CHANGES = 20;

/** A listing's price changes, newest first (recorded by the database's trigger). */
export async function listPriceHistory(db: Db, propertyId: string) {
  return db
    .select({
      oldPrice: propertyPriceChanges.oldPrice,
      newPrice: propertyPriceChanges.newPrice,
      changedAt: propertyPriceChanges.changedAt,
    })
    .from(propertyPriceChanges)
    .where(eq(propertyPriceChanges.propertyId, propertyId))
    .orderBy(desc(propertyPriceChanges.changedAt))
    .limit(SHOWN_CHANGES);
}
