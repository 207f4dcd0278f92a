import type { Logger } from "pino";
import { AGENT_TEXT, assignBrokerSchema, createBrokerSchema } from "../../app/lib/agent-schemas.ts";
import { formValues } from "../../app/lib/auth-schemas.ts";
import { firstFieldErrors } from "../../app/lib/profile-schemas.ts";
import {
  type AgentsContext,
  assignBroker,
  createBroker,
  removeBroker,
} from "../agencies/agents.ts";
import { isCommonPassword } from "../auth/common-passwords.ts";
import { isAppError } from "../errors.ts";
import { failure, reply } from "./listing-actions.ts";

export const AGENTS_INTENTS: readonly string[] = ["agent-create", "agent-assign", "agent-remove"];

/** Refusals that say everything themselves; the first two are about the e-mail typed. */
const EMAIL_REFUSALS: ReadonlySet<string> = new Set([
  AGENT_TEXT.emailTaken,
  AGENT_TEXT.notEligible,
]);
const SERVER_MESSAGES: ReadonlySet<string> = new Set([
  ...EMAIL_REFUSALS,
  AGENT_TEXT.linkFailed,
  AGENT_TEXT.noUserCreated,
]);

/**
 * The Agents tab: create a broker account, assign an existing broker, remove one from the
 * agency. Which agency is decided in agents.ts from the session, never from the form.
 */
export async function agentsAction(
  intent: string,
  form: FormData,
  ctx: AgentsContext,
  log: Logger,
) {
  if (intent === "agent-remove") {
    const id = String(form.get("id") ?? "");
    try {
      await removeBroker(ctx, id);
      return done(intent, AGENT_TEXT.removed, id);
    } catch (error) {
      return refused(intent, error, AGENT_TEXT.removeFailed, log);
    }
  }

  const values = formValues(form);
  if (intent === "agent-assign") {
    const parsed = assignBrokerSchema.safeParse(values);
    if (!parsed.success) return invalid(intent, AGENT_TEXT.assignFailed, parsed.error);
    try {
      return done(intent, AGENT_TEXT.assigned, await assignBroker(ctx, parsed.data));
    } catch (error) {
      return refused(intent, error, AGENT_TEXT.assignFailed, log);
    }
  }

  const parsed = createBrokerSchema({ isCommonPassword }).safeParse(values);
  if (!parsed.success) return invalid(intent, AGENT_TEXT.createFailed, parsed.error);
  try {
    const created = await createBroker(ctx, parsed.data);
    if (created.confirmationError) {
      log.error({ err: created.confirmationError }, "broker confirmation e-mail not sent");
      return done(intent, AGENT_TEXT.createdMailFailed, created.id);
    }
    return done(intent, AGENT_TEXT.created, created.id);
  } catch (error) {
    return refused(intent, error, AGENT_TEXT.createFailed, log);
  }
}

function done(intent: string, message: string, id: string) {
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
 * The spec's own refusals are shown as they are (an e-mail one also under the field); any other
 * reason follows the action's failure text, as in the other tabs.
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
