import { AGENT_TEXT, assignBrokerSchema, createBrokerSchema } from "@shared/agent-schemas";
import { formValues } from "@shared/auth-schemas";
import { firstFieldErrors } from "@shared/profile-schemas";
import type { Logger } from "pino";
import { failure, reply } from "~/http/action-reply";
import {
  type AgentsContext,
  assignBroker,
  createBroker,
  removeBroker,
} from "../../../server/agencies/agents";
import { isCommonPassword } from "../../../server/auth/common-passwords";
import { isAppError } from "../../../server/errors";

/** Refusals that say everything themselves; the first is about the e-mail typed. */
const EMAIL_REFUSALS: ReadonlySet<string> = new Set([AGENT_TEXT.notEligible]);
const SERVER_MESSAGES: ReadonlySet<string> = new Set([
  ...EMAIL_REFUSALS,
  AGENT_TEXT.linkFailed,
  AGENT_TEXT.noUserCreated,
  AGENT_TEXT.rateLimited,
]);

// The Agents tab's forms. Which agency is decided in agents.ts from the session, never from the
// form.

/** Withdraws an invitation or removes a broker from the agency. */
export async function removeAgentForm(form: FormData, ctx: AgentsContext, log: Logger) {
  const intent = "agent-remove";
  const id = String(form.get("id") ?? "");
  try {
    const outcome = await removeBroker(ctx, id);
    return done(intent, outcome === "removed" ? AGENT_TEXT.removed : AGENT_TEXT.withdrawn, id);
  } catch (error) {
    return refused(intent, error, AGENT_TEXT.removeFailed, log);
  }
}

/** Invites an existing broker account by its e-mail. */
export async function assignAgentForm(form: FormData, ctx: AgentsContext, log: Logger) {
  const intent = "agent-assign";
  const parsed = assignBrokerSchema.safeParse(formValues(form));
  if (!parsed.success) return invalid(intent, AGENT_TEXT.assignFailed, parsed.error);
  try {
    const { id, status, mailError } = await assignBroker(ctx, parsed.data);
    if (status === "active") return done(intent, AGENT_TEXT.alreadyMember, id);
    return done(intent, invitedMessage(mailError, log), id);
  } catch (error) {
    return refused(intent, error, AGENT_TEXT.assignFailed, log);
  }
}

/** Invites a broker by a new account (or the existing one of that e-mail). */
export async function createAgentForm(form: FormData, ctx: AgentsContext, log: Logger) {
  const intent = "agent-create";
  const parsed = createBrokerSchema({ isCommonPassword }).safeParse(formValues(form));
  if (!parsed.success) return invalid(intent, AGENT_TEXT.createFailed, parsed.error);
  try {
    // No id in the answer: it would tell a new account from an existing one.
    const { mailError } = await createBroker(ctx, parsed.data);
    return done(intent, invitedMessage(mailError, log));
  } catch (error) {
    return refused(intent, error, AGENT_TEXT.createFailed, log);
  }
}

function invitedMessage(mailError: unknown, log: Logger): string {
  if (!mailError) return AGENT_TEXT.invited;
  log.error({ err: mailError }, "agency invitation e-mail not sent");
  return AGENT_TEXT.invitedMailFailed;
}

function done(intent: string, message: string, id?: string) {
  return reply({ intent, ok: true, title: AGENT_TEXT.successTitle, message, id });
}

function invalid(intent: string, message: string, error: Parameters<typeof firstFieldErrors>[0]) {
  return reply({
    intent,
    ok: false,
    title: AGENT_TEXT.errorTitle,
    message,
    fieldErrors: firstFieldErrors(error) as Record<string, string>,
  });
}

/**
 * The agency rules' own refusals are shown as they are (an e-mail one also under the field); any
 * other reason follows the action's failure text, as in the other tabs.
 */
function refused(intent: string, error: unknown, failed: string, log: Logger) {
  if (isAppError(error) && SERVER_MESSAGES.has(error.message)) {
    if (error.cause) log.error({ err: error.cause, intent }, "agent action failed");
    return reply(
      {
        intent,
        ok: false,
        title: AGENT_TEXT.errorTitle,
        message: error.message,
        fieldErrors: EMAIL_REFUSALS.has(error.message) ? { email: error.message } : undefined,
      },
      error.status,
    );
  }
  return failure(intent, error, failed, log);
}
