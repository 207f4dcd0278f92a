import {
  AGENT_TEXT,
  assignBrokerSchema,
  createBrokerSchema,
  removeBrokerSchema,
} from "@shared/agent-schemas";
import type { Logger } from "pino";
import { accepted, failure, parseSubmission, refused, submittedInput } from "~/http/action-reply";
import {
  type AgentsContext,
  assignBroker,
  clearDeclinedInvitation,
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
  AGENT_TEXT.notDeclined,
]);

/** A password never comes back in a reply. */
const HIDDEN = ["password"];

// The Agents tab's forms. Which agency is decided in agents.ts from the session, never from the
// form.

/** Withdraws an invitation or removes a broker from the agency. */
export async function removeAgentForm(form: FormData, ctx: AgentsContext, log: Logger) {
  const intent = "agent-remove";
  const submission = parseSubmission(form, removeBrokerSchema);
  if (submission.status !== "success") return refused(intent, submission);
  const { id } = submission.value;
  try {
    const outcome = await removeBroker(ctx, id);
    const message = outcome === "removed" ? AGENT_TEXT.removed : AGENT_TEXT.withdrawn;
    return accepted(intent, submission, message, { title: AGENT_TEXT.successTitle, id });
  } catch (error) {
    return refusedByRules(intent, submission, error, AGENT_TEXT.removeFailed, log);
  }
}

/** Clears a declined invitation from the list. */
export async function clearInvitationForm(form: FormData, ctx: AgentsContext, log: Logger) {
  const intent = "agent-clear";
  const submission = parseSubmission(form, removeBrokerSchema);
  if (submission.status !== "success") return refused(intent, submission);
  const { id } = submission.value;
  try {
    await clearDeclinedInvitation(ctx, id);
    return accepted(intent, submission, AGENT_TEXT.cleared, { title: AGENT_TEXT.successTitle, id });
  } catch (error) {
    return refusedByRules(intent, submission, error, AGENT_TEXT.clearFailed, log);
  }
}

/** Invites an existing broker account by its e-mail. */
export async function assignAgentForm(form: FormData, ctx: AgentsContext, log: Logger) {
  const intent = "agent-assign";
  const submission = parseSubmission(form, assignBrokerSchema);
  if (submission.status !== "success") {
    return refused(intent, submission, {
      title: AGENT_TEXT.errorTitle,
      message: AGENT_TEXT.assignFailed,
    });
  }
  try {
    const { id, status, mailError } = await assignBroker(ctx, submittedInput(submission));
    const message = status === "active" ? AGENT_TEXT.alreadyMember : invitedMessage(mailError, log);
    return accepted(intent, submission, message, {
      title: AGENT_TEXT.successTitle,
      id,
      resetForm: true,
    });
  } catch (error) {
    return refusedByRules(intent, submission, error, AGENT_TEXT.assignFailed, log);
  }
}

/** Invites a broker by a new account (or the existing one of that e-mail). */
export async function createAgentForm(form: FormData, ctx: AgentsContext, log: Logger) {
  const intent = "agent-create";
  const submission = parseSubmission(form, createBrokerSchema({ isCommonPassword }));
  if (submission.status !== "success") {
    return refused(intent, submission, {
      title: AGENT_TEXT.errorTitle,
      message: AGENT_TEXT.createFailed,
      hideFields: HIDDEN,
    });
  }
  try {
    // No id in the answer: it would tell a new account from an existing one.
    const { mailError } = await createBroker(ctx, submittedInput(submission));
    return accepted(intent, submission, invitedMessage(mailError, log), {
      title: AGENT_TEXT.successTitle,
      resetForm: true,
    });
  } catch (error) {
    return refusedByRules(intent, submission, error, AGENT_TEXT.createFailed, log);
  }
}

function invitedMessage(mailError: unknown, log: Logger): string {
  if (!mailError) return AGENT_TEXT.invited;
  log.error({ err: mailError }, "agency invitation e-mail not sent");
  return AGENT_TEXT.invitedMailFailed;
}

/**
 * The agency rules' own refusals are shown as they are (an e-mail one also under the field); any
 * other reason follows the action's failure text, as in the other tabs.
 */
function refusedByRules(
  intent: string,
  submission: Parameters<typeof refused>[1],
  error: unknown,
  failed: string,
  log: Logger,
) {
  if (isAppError(error) && SERVER_MESSAGES.has(error.message)) {
    if (error.cause) log.error({ err: error.cause, intent }, "agent action failed");
    return refused(intent, submission, {
      title: AGENT_TEXT.errorTitle,
      message: error.message,
      fieldErrors: EMAIL_REFUSALS.has(error.message) ? { email: error.message } : undefined,
      hideFields: HIDDEN,
      status: error.status,
    });
  }
  return failure(intent, error, failed, log, submission);
}
