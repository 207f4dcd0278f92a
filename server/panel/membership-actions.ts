import type { Logger } from "pino";
import { failure, reply } from "../../app/http/action-reply.ts";
import { MEMBERSHIP_TEXT } from "../../shared/agency-membership.ts";
import { formValues } from "../../shared/auth-schemas.ts";
import type { AgentsContext } from "../agencies/agents.ts";
import { acceptInvitation, declineInvitation, leaveAgency } from "../agencies/membership.ts";
import { isAppError } from "../errors.ts";

export const MEMBERSHIP_INTENTS: readonly string[] = [
  "agency-invitation-accept",
  "agency-invitation-decline",
  "agency-leave",
];

const SHOWN_AS_IS: ReadonlySet<string> = new Set(Object.values(MEMBERSHIP_TEXT));

/**
 * The broker's agency box: accept or decline an invitation, leave the agency. The broker is
 * the session (membership.ts); the form names only the agency.
 */
export async function membershipAction(
  intent: string,
  form: FormData,
  ctx: AgentsContext,
  log: Logger,
) {
  const values = formValues(form);
  try {
    if (intent === "agency-invitation-accept") {
      await acceptInvitation(ctx, values);
      return done(intent, MEMBERSHIP_TEXT.accepted);
    }
    if (intent === "agency-invitation-decline") {
      await declineInvitation(ctx, values);
      return done(intent, MEMBERSHIP_TEXT.declined);
    }
    const { mailError } = await leaveAgency(ctx, values);
    if (mailError) log.error({ err: mailError }, "broker-left e-mail not sent");
    return done(intent, MEMBERSHIP_TEXT.left);
  } catch (error) {
    if (isAppError(error) && SHOWN_AS_IS.has(error.message)) {
      return reply({ intent, ok: false, title: "Błąd", message: error.message }, error.status);
    }
    return failure(intent, error, MEMBERSHIP_TEXT.failed, log);
  }
}

function done(intent: string, message: string) {
  return reply({ intent, ok: true, title: "Sukces", message });
}
