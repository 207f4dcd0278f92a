import { type SQL, sql } from "drizzle-orm";
import type { PromotionKind } from "../../shared/promotion-schemas.ts";
import type { Db } from "../db/client.ts";

/** A transaction (or the database) to run the statements in. */
export type Executor = Pick<Db, "execute">;

/** Per kind: the promoted table, its promotions and whether it has the 'Pilne' flag. */
const TABLES: Record<
  PromotionKind,
  { target: SQL; promotions: SQL; targetId: SQL; urgent: boolean }
> = {
  property: {
    target: sql.raw("properties"),
    promotions: sql.raw("property_promotions"),
    targetId: sql.raw("property_id"),
    urgent: true,
  },
  service: {
    target: sql.raw("services"),
    promotions: sql.raw("service_promotions"),
    targetId: sql.raw("service_id"),
    urgent: false,
  },
};

export function promotionTables(kind: PromotionKind) {
  return TABLES[kind];
}

/**
 * A promotion of `type` of the row `t` in force at `now`: switched on, started and not yet ended
 * (a promotion without an end runs until it is switched off).
 */
export function promotionInForce(kind: PromotionKind, type: string, now: Date): SQL {
  const { promotions, targetId } = TABLES[kind];
  return sql`exists (select 1 from ${promotions} pr
    where pr.${targetId} = t.id and pr.promotion_type = ${type} and pr.is_active
      and pr.starts_at <= ${now.toISOString()}::timestamptz
      and (pr.ends_at is null or pr.ends_at > ${now.toISOString()}::timestamptz))`;
}

/**
 * Recomputes the denormalised promotion flags of these listings or services from their
 * promotions in force at `now`: is_featured (and is_urgent for listings) follow their promotions
 * exactly. Premium follows its promotions only where a promotion set it: a premium promotion in
 * force makes a non-premium row premium and marks premium_by_promotion; without one such premium
 * goes again, while premium set by the owner at creation or by an administrator stays.
 *
 * Call it inside the transaction that changed the promotions. The rows are locked first, in id
 * order, in a statement of their own: a concurrent recompute of the same row (a toggle, another
 * process's expiry run) waits for this transaction, and the UPDATE that follows then reads, with
 * READ COMMITTED's fresh snapshot per statement, every promotion the other one committed.
 */
export async function refreshPromotionFlags(
  tx: Executor,
  { kind, ids, now = new Date() }: { kind: PromotionKind; ids: readonly string[]; now?: Date },
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const { target, urgent } = TABLES[kind];
  const idList = sql.join(
    unique.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`select id from ${target} where id in (${idList}) order by id for update`);
  const premium = promotionInForce(kind, "premium", now);
  await tx.execute(sql`
    update ${target} t set
      is_featured = ${promotionInForce(kind, "featured", now)},
      ${urgent ? sql`is_urgent = ${promotionInForce(kind, "urgent", now)},` : sql``}
      is_premium = case when ${premium} then true
        when t.premium_by_promotion then false else t.is_premium end,
      premium_by_promotion = case when ${premium}
        then t.premium_by_promotion or not t.is_premium else false end
    where t.id in (${idList})`);
}
