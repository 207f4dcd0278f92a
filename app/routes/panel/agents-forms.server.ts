import {
  type AgentsContext,
  assignBroker,
  clearDeclinedInvitation,
  createBroker,
  removeBroker,
} from "@server/agencies/agents";
import { isCommonPassword } from "@server/auth/common-passwords";
import {
  AGENT_TEXT,
  assignBrokerSchema,
  createBrokerSchema,
  removeBrokerSchema,
} from "@shared/agent-schemas";
import type { Logger } from "pino";
import { accepted, submittedInput } from "~/http/action-reply.server";
import { formAction } from "~/http/form-action.server";
import type { ScreenActions } from "~/http/screen-action.server";

/**
 * How the Agents tab's refusals read. The agency rules' own refusals say everything themselves
 * (agents.ts); a password never comes back in a reply.
 */
const texts = (intent: string, failed: string, log: Logger) => ({
  intent,
  title: AGENT_TEXT.errorTitle,
  failed,
  hideFields: ["password"],
  log,
});

// The Agents tab's forms. Which agency is decided in agents.ts from the session, never from the
// form.

/** Withdraws an invitation or removes a broker from the agency. */
export async function removeAgentForm(form: FormData, ctx: AgentsContext, log: Logger) {
  const intent = "agent-remove";
  return formAction(
    form,
    removeBrokerSchema,
    texts(intent, AGENT_TEXT.removeFailed, log),
    async ({ id }, submission) => {
      const outcome = await removeBroker(ctx, id);
      const message = outcome === "removed" ? AGENT_TEXT.removed : AGENT_TEXT.withdrawn;
      return accepted(intent, submission, message, { title: AGENT_TEXT.successTitle, id });
    },
  );
}

/** Clears a declined invitation from the list. */
export async function clearInvitationForm(form: FormData, ctx: AgentsContext, log: Logger) {
  const intent = "agent-clear";
  return formAction(
    form,
    removeBrokerSchema,
    texts(intent, AGENT_TEXT.clearFailed, log),
    async ({ id }, submission) => {
      await clearDeclinedInvitation(ctx, id);
      return accepted(intent, submission, AGENT_TEXT.cleared, {
        title: AGENT_TEXT.successTitle,
        id,
      });
    },
  );
}

/** Invites an existing broker account by its e-mail. */
export async function assignAgentForm(form: FormData, ctx: AgentsContext, log: Logger) {
  const intent = "agent-assign";
  return formAction(
    form,
    assignBrokerSchema,
    texts(intent, AGENT_TEXT.assignFailed, log),
    async (_, submission) => {
      const { id, status, mailError } = await assignBroker(ctx, submittedInput(submission));
      const message =
        status === "active" ? AGENT_TEXT.alreadyMember : invitedMessage(mailError, log);
      return accepted(intent, submission, message, {
        title: AGENT_TEXT.successTitle,
        id,
        resetForm: true,
      });
    },
  );
}

/** Invites a broker by a new account (or the existing one of that e-mail). */
export async function createAgentForm(form: FormData, ctx: AgentsContext, log: Logger) {
  const intent = "agent-create";
  return formAction(
    form,
    createBrokerSchema({ isCommonPassword }),
    texts(intent, AGENT_TEXT.createFailed, log),
    async (_, submission) => {
      // No id in the answer: it would tell a new account from an existing one.
      const { mailError } = await createBroker(ctx, submittedInput(submission));
      return accepted(intent, submission, invitedMessage(mailError, log), {
        title: AGENT_TEXT.successTitle,
        resetForm: true,
      });
    },
  );
}

function invitedMessage(mailError: unknown, log: Logger): string {
  if (!mailError) return AGENT_TEXT.invited;
  log.error({ err: mailError }, "agency invitation e-mail not sent");
  return AGENT_TEXT.invitedMailFailed;
}

/** Invite a broker (a new account or an existing one), withdraw an invitation, clear a declined one, remove a broker. */
export const AGENTS_PANEL_ACTIONS = {
  "agent-create": createAgentForm,
  "agent-assign": assignAgentForm,
  "agent-remove": removeAgentForm,
  "agent-clear": clearInvitationForm,
} satisfies ScreenActions<AgentsContext>;
