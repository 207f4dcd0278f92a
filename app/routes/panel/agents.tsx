import { AgentsTab } from "~/components/panel/agents-tab";
import { listAgencyBrokers } from "../../../server/agencies/agents";
import type { Route } from "./+types/agents";
import {
  assignAgentForm,
  clearInvitationForm,
  createAgentForm,
  removeAgentForm,
} from "./agents-forms";
import { mailingContext, readPanelPost, requirePanelTab, unknownIntent } from "./panel-request";

/** 'Agenci': the agency's brokers and invitations. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = await requirePanelTab(context, request, "agents");
  return { team: await listAgencyBrokers(ctx) };
}

/**
 * Invite a broker (a new account or an existing one), withdraw an invitation, clear a declined
 * one, remove a broker.
 */
export async function action(args: Route.ActionArgs) {
  const post = await readPanelPost(args, mailingContext);
  if (!post.ok) return post.answer;
  const { form, intent, ctx, log } = post;
  switch (intent) {
    case "agent-create":
      return createAgentForm(form, ctx, log);
    case "agent-assign":
      return assignAgentForm(form, ctx, log);
    case "agent-remove":
      return removeAgentForm(form, ctx, log);
    case "agent-clear":
      return clearInvitationForm(form, ctx, log);
    default:
      return unknownIntent(intent);
  }
}

export default function AgentsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AgentsTab team={loaderData.team} result={actionData} />;
}
