import { and, eq, sql } from "drizzle-orm";
import {
  FAVOURITE_TEXT,
  type FavouriteItem,
  type FavouriteKind,
  MAX_FAVOURITES,
} from "../../shared/favourites.ts";
import { publicListing, publicService } from "../accounts/owner-visibility.ts";
import { type DomainContext, requireSignedIn } from "../auth/actor.ts";
import { lockAccountLimit } from "../db/account-lock.ts";
import type { Db } from "../db/client.ts";
import { favourites, properties, services } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { listFavouriteKeys } from "./list-favourites.ts";

type Item = { kind: FavouriteKind; id: string };

const itemColumn = (kind: FavouriteKind) =>
  kind === "listing" ? favourites.propertyId : favourites.serviceId;

async function countFavourites(db: Pick<Db, "select">, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(favourites)
    .where(eq(favourites.userId, userId));
  return row.n;
}

/**
 * The heart on a card or an offer's page: keeps (or stops keeping) one public listing or
 * company on the signed-in user's list. A listing is kept with its price of the moment, which
 * the favourites page compares with the current one. Saving twice or removing what is not
 * saved changes nothing.
 */
export async function setFavourite(ctx: DomainContext, input: Item & { saved: boolean }) {
  const actor = requireSignedIn(ctx);
  const column = itemColumn(input.kind);
  if (!input.saved) {
    await ctx.db
      .delete(favourites)
      .where(and(eq(favourites.userId, actor.id), eq(column, input.id)));
    return { saved: false };
  }
  const price = await publicPrice(ctx, input);
  if (price === undefined) throw new AppError("not_found", FAVOURITE_TEXT.notFound);
  // Counted and inserted under the account's lock: hearts at once cannot pass the limit together.
  await ctx.db.transaction(async (tx) => {
    await lockAccountLimit(tx, "favourites", actor.id);
    if ((await countFavourites(tx, actor.id)) >= MAX_FAVOURITES) {
      throw new AppError("conflict", FAVOURITE_TEXT.tooMany);
    }
    await tx
      .insert(favourites)
      .values({
        userId: actor.id,
        propertyId: input.kind === "listing" ? input.id : null,
        serviceId: input.kind === "service" ? input.id : null,
        savedPrice: price,
      })
      .onConflictDoNothing();
  });
  return { saved: true };
}

/** A public listing's price (null for a company), or undefined when the item is not public. */
async function publicPrice(ctx: DomainContext, item: Item): Promise<number | null | undefined> {
  if (item.kind === "listing") {
    const [row] = await ctx.db
      .select({ price: properties.price })
      .from(properties)
      .where(and(eq(properties.id, item.id), publicListing()));
    return row?.price;
  }
  const [row] = await ctx.db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.id, item.id), publicService()));
  return row ? null : undefined;
}

/**
 * After sign-in: the favourites a visitor kept in this browser join the account's, up to the
 * account's limit, with the price each listing had when it was hearted. Items no longer public
 * are skipped; those already kept stay as they were. Answers the account's favourites.
 */
export async function mergeFavourites(ctx: DomainContext, items: readonly FavouriteItem[]) {
  const actor = requireSignedIn(ctx);
  await ctx.db.transaction(async (tx) => {
    await lockAccountLimit(tx, "favourites", actor.id);
    const room = MAX_FAVOURITES - (await countFavourites(tx, actor.id));
    const taken = items.slice(0, Math.max(0, room));
    const rows = (kind: FavouriteKind) =>
      JSON.stringify(
        taken.filter((i) => i.kind === kind).map((i) => ({ id: i.id, price: i.price ?? null })),
      );
    // One statement per kind, whatever the number of items; jsonb rather than an array
    // parameter, which the two database drivers pass differently.
    await tx.execute(sql`
    insert into ${favourites} (user_id, property_id, saved_price)
    select ${actor.id}, ${properties.id}, coalesce(v.price, ${properties.price})
    from jsonb_to_recordset(${rows("listing")}::jsonb) as v(id uuid, price bigint)
    join ${properties} on ${properties.id} = v.id
    where ${publicListing()}
    on conflict do nothing`);
    await tx.execute(sql`
    insert into ${favourites} (user_id, service_id)
    select ${actor.id}, ${services.id}
    from jsonb_to_recordset(${rows("service")}::jsonb) as v(id uuid)
    join ${services} on ${services.id} = v.id
    where ${publicService()}
    on conflict do nothing`);
  });
  return listFavouriteKeys(ctx.db, actor.id);
}
