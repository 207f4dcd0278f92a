import { randomUUID } from "node:crypto";
import { createEmailVerificationToken } from "better-auth/api";
import { and, asc, desc, eq, inArray, ne, notExists, type SQLWrapper, sql } from "drizzle-orm";
import type { AgentLinkStatus } from "../../shared/agent-link-status.ts";
import {
  AGENT_INVITES_PER_DAY,
  AGENT_TEXT,
  type AgencyBroker,
  type AssignBrokerInput,
  assignBrokerSchema,
  type CreateBrokerInput,
  createBrokerSchema,
} from "../../shared/agent-schemas.ts";
import { polishDay } from "../../shared/format.ts";
import { type DomainContext, requireSignedIn } from "../auth/actor.ts";
import type { Auth } from "../auth/auth.ts";
import { isCommonPassword } from "../auth/common-passwords.ts";
import type { Db } from "../db/client.ts";
import { accounts, agentAgencies, profiles, userRoles, users } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import type { Tx } from "../kernel/tx.ts";
import type { Mail, Mailer } from "../mail/mailer.ts";
import {
  agencyInvitationMail,
  agencyInviteImpossibleMail,
  brokerAccountMail,
} from "../mail/templates.ts";
import { consumeRateLimit } from "../rate-limit.ts";
import type { Agency } from "./create-agency.ts";
import { getOwnAgency } from "./get-own-agency.ts";

/** The agency rules' refusals say everything themselves: a form shows them as they are. */
const WHOLE = { title: AGENT_TEXT.errorTitle };

/** Broker creation hashes with better-auth; invitations mail links to BASE_URL. */
export type AgentsContext = DomainContext & { auth: Auth; mailer: Mailer };

/**
 * Where the confirmation link signs the new broker in: the setup wizard, where the broker accepts
 * the Regulamin (the agency cannot accept it for them), then the panel with the invitation.
 */
const BROKER_CONFIRMED_PATH = "/konfiguracja";

/**
 * The team belongs to the agency the actor owns; an administrator may manage one too, but also
 * only their own. No agency id ever comes from the caller. Null: no agency profile saved yet.
 */
async function findManagedAgency(ctx: DomainContext): Promise<Agency | null> {
  const actor = requireSignedIn(ctx);
  if (!actor.roles.includes("agencja") && !actor.roles.includes("administrator")) {
    throw new AppError("forbidden", AGENT_TEXT.ownerOnly);
  }
  return getOwnAgency(ctx);
}

async function requireManagedAgency(ctx: DomainContext): Promise<Agency> {
  const agency = await findManagedAgency(ctx);
  if (!agency) throw new AppError("not_found", AGENT_TEXT.noAgency);
  return agency;
}

function invalid(error: { issues: readonly { message: string }[] }): AppError {
  return new AppError("invalid", error.issues[0]?.message, { cause: error });
}

/** A member (accepted, not ended) whose account is not deactivated. */
const brokerActive = sql<boolean>`${agentAgencies.status} = 'active' and coalesce(${profiles.isActive}, true)`;

/**
 * Names only of those who accepted at least once: a pending or declined invitation shows the
 * agency nothing of the account beyond the e-mail it typed.
 */
const accepted = sql`${agentAgencies.status} in ('active', 'ended')`;
const shownName = (column: SQLWrapper) =>
  sql<string>`case when ${accepted} then coalesce(${column}, '') else '' end`;

/**
 * The actor's agency's brokers and invitations, current and former (nothing is deleted), active
 * first, then by surname. Null when the agency has no profile yet.
 */
export async function listAgencyBrokers(ctx: DomainContext): Promise<AgencyBroker[] | null> {
  const agency = await findManagedAgency(ctx);
  if (!agency) return null;
  return ctx.db
    .select({
      id: users.id,
      firstName: shownName(profiles.firstName),
      lastName: shownName(profiles.lastName),
      email: users.email,
      status: agentAgencies.status,
      isActive: brokerActive,
      startDate: agentAgencies.startDate,
      position: agentAgencies.position,
    })
    .from(agentAgencies)
    .innerJoin(users, eq(users.id, agentAgencies.agentId))
    .leftJoin(profiles, eq(profiles.id, agentAgencies.agentId))
    .where(eq(agentAgencies.agencyId, agency.id))
    .orderBy(
      desc(brokerActive),
      sql`${agentAgencies.status} = 'pending' desc`,
      asc(profiles.lastName),
      asc(profiles.firstName),
      asc(users.email),
    );
}

/**
 * Every invitation, a new account included, counts against one per-agency daily limit kept in
 * the database (shared by every process): an agency cannot mass-create accounts, mail-bomb an
 * address or re-invite someone who declined over and over.
 */
async function takeInvitation(ctx: DomainContext, agency: Agency): Promise<void> {
  const allowed = await consumeRateLimit(ctx.db, {
    key: `agency-invite:${agency.id}`,
    max: AGENT_INVITES_PER_DAY,
    windowMs: 24 * 60 * 60 * 1000,
  });
  if (!allowed) throw new AppError("rate_limited", AGENT_TEXT.rateLimited, WHOLE);
}

/**
 * A panel page on the public origin (BASE_URL: better-auth's own baseURL ends in /api/auth);
 * /panel itself opens the recipient's first tab.
 */
export async function panelUrl(ctx: AgentsContext, path = "/panel"): Promise<string> {
  return `${(await ctx.auth.$context).options.baseURL}${path}`;
}

/** Sends a mail after the commit; a failure is reported, never undoes what was saved. */
async function mailAfterCommit(ctx: AgentsContext, mail: Mail): Promise<unknown> {
  try {
    await ctx.mailer.send(mail);
    return undefined;
  } catch (error) {
    return error;
  }
}

/**
 * 'Dodaj pośrednika'. A new address gets a broker account (user, credential account, profile,
 * broker role and a pending invitation, in one transaction) and a mail with its confirmation
 * link; the broker then accepts or declines in the panel like any other invitation. An address
 * that already has an account gets no second one: an invitation when it is a broker free to
 * join, else only a notice to its holder. The agency hears the same in every case (status,
 * message, one password hash, one transaction, one mail), so the form cannot probe accounts.
 * `mailError` is set when the mail could not be sent.
 */
export async function createBroker(
  ctx: AgentsContext,
  input: CreateBrokerInput,
): Promise<{ mailError?: unknown }> {
  const agency = await requireManagedAgency(ctx);
  const parsed = createBrokerSchema({ isCommonPassword }).safeParse(input);
  if (!parsed.success) throw invalid(parsed.error);
  const { firstName, lastName, email, password, position } = parsed.data;
  await takeInvitation(ctx, agency);
  // better-auth's own configured hasher, so that its sign-in verifies the password; hashed
  // before the transaction (which then holds its locks only for the writes), and also for an
  // existing address, so both answers take the same time.
  const hash = await (await ctx.auth.$context).password.hash(password);
  const id = randomUUID();

  const outcome = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ id, name: `${firstName} ${lastName}`, email, emailVerified: false })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) {
      const invitation = await invite(tx, email, agency.id, position);
      if (!invitation && !(await accountExists(tx, email))) {
        throw new AppError("conflict", AGENT_TEXT.noUserCreated, WHOLE);
      }
      if (!invitation) return "impossible";
      return invitation.status === "active" ? "member" : "invited";
    }
    // The row better-auth's e-mail sign-up writes: provider 'credential', account id = user id.
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: hash,
    });
    await tx.insert(profiles).values({ id, firstName, lastName, accountType: "posrednik" });
    await tx.insert(userRoles).values({ userId: id, role: "posrednik" });
    try {
      await tx
        .insert(agentAgencies)
        .values({ agentId: id, agencyId: agency.id, position, startDate: polishDay() });
    } catch (error) {
      throw new AppError("conflict", AGENT_TEXT.linkFailed, { ...WHOLE, cause: error });
    }
    return "created";
  });

  if (outcome === "invited") {
    return {
      mailError: await mailAfterCommit(
        ctx,
        agencyInvitationMail(email, agency.name, await panelUrl(ctx)),
      ),
    };
  }
  if (outcome === "impossible") {
    return {
      mailError: await mailAfterCommit(
        ctx,
        agencyInviteImpossibleMail(email, agency.name, await panelUrl(ctx)),
      ),
    };
  }
  // Already this agency's member: the agency knows them, there is nothing to probe or mail.
  if (outcome === "member") return {};
  try {
    // better-auth's own confirmation token and link, as its sign-up makes them.
    const auth = await ctx.auth.$context;
    const token = await createEmailVerificationToken(
      auth.secret,
      email,
      undefined,
      auth.options.emailVerification?.expiresIn,
      { userId: id },
    );
    const url = `${auth.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent(BROKER_CONFIRMED_PATH)}`;
    return { mailError: await mailAfterCommit(ctx, brokerAccountMail(email, agency.name, url)) };
  } catch (error) {
    return { mailError: error };
  }
}

async function accountExists(db: Pick<Db, "select">, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return rows.length > 0;
}

/**
 * The invitation itself: a pending link to the agency for the broker account with this e-mail,
 * or null when there is none free to join. A member of this agency stays one (only the position
 * changes); a former or declined one is invited anew with a new date. Locking the account makes
 * two agencies inviting the same broker at once take turns.
 */
async function invite(
  tx: Tx,
  email: string,
  agencyId: string,
  position: string,
): Promise<{ agentId: string; status: AgentLinkStatus } | null> {
  const [broker] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .for("update");
  if (!broker || !(await mayJoin(tx, broker.id, agencyId))) return null;
  const [link] = await tx
    .insert(agentAgencies)
    .values({ agentId: broker.id, agencyId, position, startDate: polishDay() })
    .onConflictDoUpdate({
      target: [agentAgencies.agentId, agentAgencies.agencyId],
      set: {
        position,
        status: sql`case when ${agentAgencies.status} = 'active' then 'active' else 'pending' end`,
        startDate: sql`case when ${agentAgencies.status} = 'active' then ${agentAgencies.startDate} else excluded.start_date end`,
      },
    })
    .returning({ status: agentAgencies.status });
  return { agentId: broker.id, status: link.status };
}

/**
 * 'Przypisz istniejącego pośrednika': invites an existing broker by the account's e-mail. The
 * agency gets nothing of theirs until they accept (membership.ts). Eligible: the account has
 * the broker role and is not a member of another agency; any other address gets the same
 * refusal. `status` is 'active' when they already are a member here (only the position changed).
 */
export async function assignBroker(
  ctx: AgentsContext,
  input: AssignBrokerInput,
): Promise<{ id: string; status: AgentLinkStatus; mailError?: unknown }> {
  const agency = await requireManagedAgency(ctx);
  const parsed = assignBrokerSchema.safeParse(input);
  if (!parsed.success) throw invalid(parsed.error);
  const { email, position } = parsed.data;
  await takeInvitation(ctx, agency);

  const invitation = await ctx.db.transaction((tx) => invite(tx, email, agency.id, position));
  if (!invitation) {
    throw new AppError("conflict", AGENT_TEXT.notEligible, {
      ...WHOLE,
      fields: { email: AGENT_TEXT.notEligible },
    });
  }
  const { agentId: id, status } = invitation;
  if (status === "active") return { id, status };
  const mail = agencyInvitationMail(email, agency.name, await panelUrl(ctx));
  return { id, status, mailError: await mailAfterCommit(ctx, mail) };
}

/** The account has the broker role and is no member of another agency (invitations aside). */
export async function mayJoin(db: Pick<Db, "select">, agentId: string, agencyId: string) {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, agentId),
        eq(userRoles.role, "posrednik"),
        notExists(
          db
            .select({ one: sql`1` })
            .from(agentAgencies)
            .where(
              and(
                eq(agentAgencies.agentId, agentId),
                ne(agentAgencies.agencyId, agencyId),
                eq(agentAgencies.status, "active"),
              ),
            ),
        ),
      ),
    );
  return rows.length > 0;
}

/**
 * Clears a declined invitation (refused by the broker or withdrawn by the agency) from the
 * actor's agency's list. Only declined ones: a member or a former member stays as history, a
 * pending invitation is withdrawn first. Anything else is answered as not found.
 */
export async function clearDeclinedInvitation(ctx: DomainContext, agentId: string): Promise<void> {
  const agency = await requireManagedAgency(ctx);
  const cleared = await ctx.db
    .delete(agentAgencies)
    .where(
      and(
        eq(agentAgencies.agentId, agentId),
        eq(agentAgencies.agencyId, agency.id),
        eq(agentAgencies.status, "declined"),
      ),
    )
    .returning({ agentId: agentAgencies.agentId });
  if (!cleared.length) throw new AppError("not_found", AGENT_TEXT.notDeclined, WHOLE);
}

/**
 * Ends a broker's membership in the actor's agency ('ended'), or withdraws a pending invitation
 * ('declined'). Nothing is deleted: the team list keeps former brokers with their start date
 * and position. The account, its broker role and its listings stay the broker's. An id that is
 * neither a member nor invited in the actor's agency is answered as not found.
 */
export async function removeBroker(
  ctx: DomainContext,
  agentId: string,
): Promise<"removed" | "withdrawn"> {
  const agency = await requireManagedAgency(ctx);
  const [changed] = await ctx.db
    .update(agentAgencies)
    .set({
      status: sql`case when ${agentAgencies.status} = 'active' then 'ended' else 'declined' end`,
    })
    .where(
      and(
        eq(agentAgencies.agentId, agentId),
        eq(agentAgencies.agencyId, agency.id),
        inArray(agentAgencies.status, ["active", "pending"]),
      ),
    )
    .returning({ status: agentAgencies.status });
  if (!changed) throw new AppError("not_found", AGENT_TEXT.notInAgency);
  return changed.status === "ended" ? "removed" : "withdrawn";
}
