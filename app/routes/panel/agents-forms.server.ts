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
import type { z } from "zod";
import { accepted, submittedInput } from "~/http/action-reply.server";
import { type AcceptedSubmission, formAction } from "~/http/form-action.server";
import type { ScreenActions } from "~/http/screen-action.server";

/**
 * One of the Agents tab's forms: `run` answers with the toast's message, and the broker's `id`
 * where the list needs it. The agency rules' own refusals say everything themselves
 * (agents.ts); a password never comes back in a reply. Which agency is decided in agents.ts from
 * the session, never from the form.
 */
function agentForm<Schema extends z.ZodType>(
  intent: string,
  { schema, failed, resetForm }: { schema: Schema; failed: string; resetForm?: boolean },
  run: (
    value: z.output<Schema>,
    submission: AcceptedSubmission<Schema>,
    ctx: AgentsContext,
    log: Logger,
  ) => Promise<{ message: string; id?: string }>,
) {
  return (form: FormData, ctx: AgentsContext, log: Logger) => {
    const texts = { intent, title: AGENT_TEXT.errorTitle, failed, hideFields: ["password"], log };
    return formAction(form, schema, texts, async (value, submission) => {
      const { message, id } = await run(value, submission, ctx, log);
      const title = AGENT_TEXT.successTitle;
      return accepted(intent, submission, message, { title, id, resetForm });
    });
  };
}

/** Withdraws an invitation or removes a broker from the agency. */
export const removeAgentForm = agentForm(
  "agent-remove",
  { schema: removeBrokerSchema, failed: AGENT_TEXT.removeFailed },
  async ({ id }, _, ctx) => {
    const outcome = await removeBroker(ctx, id);
    return { message: outcome === "removed" ? AGENT_TEXT.removed : AGENT_TEXT.withdrawn, id };
  },
);

/** Clears a declined invitation from the list. */
export const clearInvitationForm = agentForm(
  "agent-clear",
  { schema: removeBrokerSchema, failed: AGENT_TEXT.clearFailed },
  async ({ id }, _, ctx) => {
    await clearDeclinedInvitation(ctx, id);
    return { message: AGENT_TEXT.cleared, id };
  },
);

/** Invites an existing broker account by its e-mail. */
export const assignAgentForm = agentForm(
  "agent-assign",
  { schema: assignBrokerSchema, failed: AGENT_TEXT.assignFailed, resetForm: true },
  async (_, submission, ctx, log) => {
    const { id, status, mailError } = await assignBroker(ctx, submittedInput(submission));
    const message = status === "active" ? AGENT_TEXT.alreadyMember : invitedMessage(mailError, log);
    return { message, id };
  },
);

/** Invites a broker by a new account (or the existing one of that e-mail). */
export const createAgentForm = agentForm(
  "agent-create",
  {
    schema: createBrokerSchema({ isCommonPassword }),
    failed: AGENT_TEXT.createFailed,
    resetForm: true,
  },
  async (_, submission, ctx, log) => {
    // No id in the answer: it would tell a new account from an existing one.
    const { mailError } = await createBroker(ctx, submittedInput(submission));
    return { message: invitedMessage(mailError, log) };
  },
);

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
