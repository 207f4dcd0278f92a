import { and, eq, sql } from "drizzle-orm";
import {
  type AgencyMembership,
  MEMBERSHIP_TEXT,
  membershipSchema,
} from "../../shared/agency-membership.ts";
import { polishDay } from "../../shared/format.ts";
import { panelPath } from "../../shared/panel.ts";
import { type DomainContext, requireSignedIn } from "../auth/actor.ts";
import { agencies, agentAgencies, profiles, users } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { brokerLeftMail } from "../mail/templates.ts";
import { type AgentsContext, mayJoin, panelUrl } from "./agents.ts";

/*
 * The broker's side of agency membership. Every function acts on the signed-in broker's own
 * link only: the agency comes from the form, the broker always from the session, so nobody can
 * answer an invitation or leave on someone else's behalf.
 */

function agencyIdOf(input: unknown): string {
  const parsed = membershipSchema.safeParse(input);
  if (!parsed.success) throw new AppError("not_found", MEMBERSHIP_TEXT.stale);
  return parsed.data.agencyId;
}

/** The broker's invitations (of active agencies) and current agency; null for other accounts. */
export async function getAgencyMembership(ctx: DomainContext): Promise<AgencyMembership | null> {
  const actor = requireSignedIn(ctx);
  if (!actor.roles.includes("posrednik")) return null;
  const rows = await ctx.db
    .select({
      agencyId: agencies.id,
      agencyName: agencies.name,
      position: agentAgencies.position,
      status: agentAgencies.status,
    })
    .from(agentAgencies)
    .innerJoin(agencies, eq(agencies.id, agentAgencies.agencyId))
    .where(
      and(
        eq(agentAgencies.agentId, actor.id),
        eq(agencies.isActive, true),
        sql`${agentAgencies.status} in ('pending', 'active')`,
      ),
    )
    .orderBy(agentAgencies.createdAt);
  const pick = ({ agencyId, agencyName, position }: (typeof rows)[number]) => ({
    agencyId,
    agencyName,
    position,
  });
  const current = rows.find((r) => r.status === "active");
  return {
    invitations: rows.filter((r) => r.status === "pending").map(pick),
    agency: current ? pick(current) : null,
  };
}

/**
 * Accepts the agency's pending invitation: from now on the agency manages the broker's
 * listings. Refused while the broker is a member of another agency (one agency at a time).
 */
export async function acceptInvitation(ctx: DomainContext, input: unknown): Promise<void> {
  const actor = requireSignedIn(ctx);
  const agencyId = agencyIdOf(input);
  if (!actor.roles.includes("posrednik"))
    throw new AppError("forbidden", MEMBERSHIP_TEXT.brokersOnly);
  await ctx.db.transaction(async (tx) => {
    // The same lock inviting takes: accepting two agencies' invitations at once takes turns.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for("update");
    if (!(await mayJoin(tx, actor.id, agencyId))) {
      throw new AppError("conflict", MEMBERSHIP_TEXT.busy);
    }
    const accepted = await tx
      .update(agentAgencies)
      .set({ status: "active", startDate: polishDay() })
      .where(
        and(
          eq(agentAgencies.agentId, actor.id),
          eq(agentAgencies.agencyId, agencyId),
          eq(agentAgencies.status, "pending"),
          sql`exists (select 1 from ${agencies} where ${agencies.id} = ${agencyId} and ${agencies.isActive})`,
        ),
      )
      .returning({ agencyId: agentAgencies.agencyId });
    if (accepted.length === 0) throw new AppError("not_found", MEMBERSHIP_TEXT.stale);
  });
}

/** Declines the agency's pending invitation; the agency sees 'Zaproszenie nieprzyjęte'. */
export async function declineInvitation(ctx: DomainContext, input: unknown): Promise<void> {
  const actor = requireSignedIn(ctx);
  const agencyId = agencyIdOf(input);
  const declined = await ctx.db
    .update(agentAgencies)
    .set({ status: "declined" })
    .where(
      and(
        eq(agentAgencies.agentId, actor.id),
        eq(agentAgencies.agencyId, agencyId),
        eq(agentAgencies.status, "pending"),
      ),
    )
    .returning({ agencyId: agentAgencies.agencyId });
  if (declined.length === 0) throw new AppError("not_found", MEMBERSHIP_TEXT.stale);
}

/**
 * 'Opuść agencję': ends the broker's membership at once (the agency's access goes with the
 * same statement: every check reads the link's status) and mails the agency's owner after the
 * commit. `mailError` is set when that mail could not be sent; the broker has left anyway.
 */
export async function leaveAgency(
  ctx: AgentsContext,
  input: unknown,
): Promise<{ mailError?: unknown }> {
  const actor = requireSignedIn(ctx);
  const agencyId = agencyIdOf(input);
  const [left] = await ctx.db
    .update(agentAgencies)
    .set({ status: "ended" })
    .where(
      and(
        eq(agentAgencies.agentId, actor.id),
        eq(agentAgencies.agencyId, agencyId),
        eq(agentAgencies.status, "active"),
      ),
    )
    .returning({ agencyId: agentAgencies.agencyId });
  if (!left) throw new AppError("not_found", MEMBERSHIP_TEXT.notMember);

  try {
    const [row] = await ctx.db
      .select({
        agencyName: agencies.name,
        ownerEmail: users.email,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
      })
      .from(agencies)
      .innerJoin(users, eq(users.id, agencies.ownerId))
      .leftJoin(profiles, eq(profiles.id, actor.id))
      .where(eq(agencies.id, agencyId));
    if (!row) return {};
    const brokerName =
      [row.firstName, row.lastName].filter(Boolean).join(" ").trim() || actor.email;
    const url = await panelUrl(ctx, panelPath("agents"));
    await ctx.mailer.send(
      brokerLeftMail(row.ownerEmail, { brokerName, agencyName: row.agencyName, url }),
    );
    return {};
  } catch (error) {
    return { mailError: error };
  }
}
