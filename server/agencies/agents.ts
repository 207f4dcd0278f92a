import { randomUUID } from "node:crypto";
import { createEmailVerificationToken } from "better-auth/api";
import { and, asc, desc, eq, ne, notExists, sql } from "drizzle-orm";
import {
  AGENT_TEXT,
  type AgencyBroker,
  type AssignBrokerInput,
  assignBrokerSchema,
  type CreateBrokerInput,
  createBrokerSchema,
} from "../../app/lib/agent-schemas.ts";
import { type DomainContext, requireSignedIn } from "../auth/actor.ts";
import type { Auth } from "../auth/auth.ts";
import { isCommonPassword } from "../auth/common-passwords.ts";
import type { Db } from "../db/client.ts";
import { accounts, agentAgencies, profiles, userRoles, users } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import type { Mailer } from "../mail/mailer.ts";
import { brokerInvitationMail } from "../mail/templates.ts";
import type { Agency } from "./create-agency.ts";
import { getOwnAgency } from "./get-own-agency.ts";

/** Creating a broker also hashes the password and mails the confirmation link: better-auth. */
/** Broker creation hashes with better-auth and mails the confirmation link itself. */
export type AgentsContext = DomainContext & { auth: Auth; mailer: Mailer };

/** Where the confirmation link signs the new broker in. */
export const BROKER_CONFIRMED_PATH = "/panel";

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

/** Active when the link is and the account is not deactivated. */
const brokerActive = sql<boolean>`${agentAgencies.isActive} and coalesce(${profiles.isActive}, true)`;

/**
 * The actor's agency's brokers, current and former (removing only deactivates the link), active
 * first, then by surname. Null when the agency has no profile yet.
 */
export async function listAgencyBrokers(ctx: DomainContext): Promise<AgencyBroker[] | null> {
  const agency = await findManagedAgency(ctx);
  if (!agency) return null;
  return ctx.db
    .select({
      id: users.id,
      firstName: sql<string>`coalesce(${profiles.firstName}, '')`,
      lastName: sql<string>`coalesce(${profiles.lastName}, '')`,
      email: users.email,
      isActive: brokerActive,
      isMember: agentAgencies.isActive,
      startDate: agentAgencies.startDate,
      position: agentAgencies.position,
    })
    .from(agentAgencies)
    .innerJoin(users, eq(users.id, agentAgencies.agentId))
    .leftJoin(profiles, eq(profiles.id, agentAgencies.agentId))
    .where(eq(agentAgencies.agencyId, agency.id))
    .orderBy(desc(brokerActive), asc(profiles.lastName), asc(profiles.firstName), asc(users.email));
}

/**
 * A new broker account in the actor's agency: user, credential account, profile, broker role
 * and agency link in one transaction, so a failure at any step leaves nothing behind. The
 * account waits for its e-mail confirmation like a self-registered one; the link is mailed
 * after the commit. `confirmationError` is set when that mail could not be sent (the account
 * stays: signing in sends a fresh link).
 */
export async function createBroker(
  ctx: AgentsContext,
  input: CreateBrokerInput,
): Promise<{ id: string; confirmationError?: unknown }> {
  const agency = await requireManagedAgency(ctx);
  const parsed = createBrokerSchema({ isCommonPassword }).safeParse(input);
  if (!parsed.success) throw invalid(parsed.error);
  const { firstName, lastName, email, password, position } = parsed.data;
  // better-auth's own configured hasher, so that its sign-in verifies the password; hashed
  // before the transaction, which then holds its locks only for the inserts.
  const hash = await (await ctx.auth.$context).password.hash(password);
  const id = randomUUID();
  const name = `${firstName} ${lastName}`;

  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ id, name, email, emailVerified: false })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      throw new AppError("conflict", taken ? AGENT_TEXT.emailTaken : AGENT_TEXT.noUserCreated);
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
      await tx.insert(agentAgencies).values({ agentId: id, agencyId: agency.id, position });
    } catch (error) {
      throw new AppError("conflict", AGENT_TEXT.linkFailed, { cause: error });
    }
  });

  try {
    // better-auth's own confirmation token and link (as its sign-up makes them), in a mail
    // that says which agency opened the account: the broker did not sign up themselves.
    const auth = await ctx.auth.$context;
    const token = await createEmailVerificationToken(
      auth.secret,
      email,
      undefined,
      auth.options.emailVerification?.expiresIn,
      { userId: id },
    );
    const url = `${auth.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent(BROKER_CONFIRMED_PATH)}`;
    await ctx.mailer.send(brokerInvitationMail(email, name, agency.name, url));
    return { id };
  } catch (error) {
    return { id, confirmationError: error };
  }
}

/**
 * Links an existing broker to the actor's agency by the account's e-mail, or re-activates a
 * former one (a new start date). Eligible: the account has the broker role and is not active in
 * another agency; any other address gets the same refusal, so the form cannot probe accounts.
 */
export async function assignBroker(ctx: DomainContext, input: AssignBrokerInput): Promise<string> {
  const agency = await requireManagedAgency(ctx);
  const parsed = assignBrokerSchema.safeParse(input);
  if (!parsed.success) throw invalid(parsed.error);
  const { email, position } = parsed.data;

  return ctx.db.transaction(async (tx) => {
    // Locking the account makes two agencies assigning the same broker at once take turns; the
    // eligibility query below is a new statement, so the second one sees the first's link.
    const [broker] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
      .for("update");
    if (!broker || !(await mayJoin(tx, broker.id, agency.id))) {
      throw new AppError("conflict", AGENT_TEXT.notEligible);
    }

    await tx
      .insert(agentAgencies)
      .values({ agentId: broker.id, agencyId: agency.id, position })
      .onConflictDoUpdate({
        target: [agentAgencies.agentId, agentAgencies.agencyId],
        set: {
          position,
          isActive: true,
          startDate: sql`case when ${agentAgencies.isActive} then ${agentAgencies.startDate} else current_date end`,
        },
      });
    return broker.id;
  });
}

/** The account has the broker role and no active link to another agency. */
async function mayJoin(db: Pick<Db, "select">, agentId: string, agencyId: string) {
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
                eq(agentAgencies.isActive, true),
              ),
            ),
        ),
      ),
    );
  return rows.length > 0;
}

/**
 * Ends a broker's membership in the actor's agency. The link is deactivated, not deleted: the
 * team list keeps former brokers (the 'Nieaktywny' badge) with their start date and position,
 * and assigning them again re-activates it. The account, its broker role and its listings stay
 * the broker's. An id not active in the actor's agency is answered as not found.
 */
export async function removeBroker(ctx: DomainContext, agentId: string): Promise<void> {
  const agency = await requireManagedAgency(ctx);
  const removed = await ctx.db
    .update(agentAgencies)
    .set({ isActive: false })
    .where(
      and(
        eq(agentAgencies.agentId, agentId),
        eq(agentAgencies.agencyId, agency.id),
        eq(agentAgencies.isActive, true),
      ),
    )
    .returning({ agentId: agentAgencies.agentId });
  if (removed.length === 0) throw new AppError("not_found", AGENT_TEXT.notInAgency);
}
