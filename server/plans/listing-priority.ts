import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { agencies, agentAgencies, properties, subscriptionPlans, userPlans } from "../db/schema.ts";

type Executor = Pick<Db, "execute">;

const inForce = sql`up.starts_at <= now() and up.ends_at > now()`;

/**
 * The accounts whose plan in force (as getAccountPlan picks it: their own that started last,
 * else their agency's) has 'Wyróżnienie w wynikach'. Only accounts with an assigned plan, or
 * brokers of an agency with one, can be among them: a few, each checked once. The free plan
 * never ranks anyone above anyone else, so only assigned plans count.
 */
const rankedAccounts = sql`
  with candidates as (
    select up.user_id as id from ${userPlans} up where ${inForce}
    union
    select aa.agent_id from ${agentAgencies} aa
    join ${agencies} ag on ag.id = aa.agency_id
    join ${userPlans} up on up.user_id = ag.owner_id
    where aa.status = 'active' and ${inForce})
  select c.id from candidates c
  where (
    select sp.priority_display
    from ${userPlans} up join ${subscriptionPlans} sp on sp.id = up.plan_id
    where ${inForce}
      and (up.user_id = c.id or up.user_id in (
        select ag.owner_id from ${agentAgencies} aa join ${agencies} ag on ag.id = aa.agency_id
        where aa.agent_id = c.id and aa.status = 'active'))
    order by up.user_id <> c.id, up.starts_at desc
    limit 1)`;

/**
 * Brings every listing's owner_priority in line with its owner's plan: clears it where the plan
 * ended or changed (only flagged rows are read) and sets it on the published own listings of the
 * ranked accounts. Recomputed, not toggled: safe to run twice or in several processes.
 */
export async function refreshListingPriority(db: Executor): Promise<number> {
  const cleared = await db.execute(sql`
    update ${properties} set owner_priority = false
    where owner_priority and user_id not in (${rankedAccounts})
    returning 1`);
  const ranked = await db.execute(sql`
    update ${properties} set owner_priority = true
    where not owner_priority and not is_archived and source = 'wlasne'
      and user_id in (${rankedAccounts})
    returning 1`);
  return cleared.rows.length + ranked.rows.length;
}
