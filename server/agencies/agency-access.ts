import { and, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Actor, DomainContext } from "../auth/actor.ts";
import type { Db } from "../db/client.ts";
import { agencies, agentAgencies } from "../db/schema.ts";

/**
 * The agency rule, in one place: the owner of an active agency manages the listings of the
 * brokers linked to it while the link is 'active', i.e. the broker accepted the agency's
 * invitation and has not left since. A pending or declined invitation, leaving, removal (an
 * ended or deleted link) or an administrator deactivating the agency gives nothing.
 */
function activeBrokerIds(db: Db, agencyOwnerId: string, agentId?: string) {
  return db
    .select({ agentId: agentAgencies.agentId })
    .from(agentAgencies)
    .innerJoin(agencies, eq(agencies.id, agentAgencies.agencyId))
    .where(
      and(
        eq(agencies.ownerId, agencyOwnerId),
        eq(agencies.isActive, true),
        eq(agentAgencies.status, "active"),
        agentId ? eq(agentAgencies.agentId, agentId) : undefined,
      ),
    );
}

const isAgency = (actor: Actor) => actor.roles.includes("agencja");

/** Whether the actor changes `ownerId`'s listing as the agency of that active broker. */
export async function managesAsAgency(ctx: DomainContext, ownerId: string): Promise<boolean> {
  const actor = ctx.actor;
  if (!actor || actor.id === ownerId || !isAgency(actor)) return false;
  const links = await activeBrokerIds(ctx.db, actor.id, ownerId).limit(1);
  return links.length > 0;
}

/**
 * The owner column's condition for the actor's panel: its own rows and, for an agency, its
 * active brokers'. One IN over a union, so PostgreSQL can still use the owner index.
 */
export function managedOwners(ctx: DomainContext, actor: Actor, ownerColumn: SQLWrapper): SQL {
  if (!isAgency(actor)) return eq(ownerColumn, actor.id);
  return sql`${ownerColumn} in (select ${actor.id}::text union all ${activeBrokerIds(ctx.db, actor.id)})`;
}
