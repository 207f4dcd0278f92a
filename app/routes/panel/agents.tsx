import { listAgencyBrokers } from "@server/agencies/agents";
import { AgentsTab } from "~/components/panel/agents-tab";
import { screenAction } from "~/http/screen-action.server";
import type { Route } from "./+types/agents";
import { AGENTS_PANEL_ACTIONS } from "./agents-forms.server";
import { mailingContext, requirePanelTab } from "./panel-request.server";

/** 'Agenci': the agency's brokers and invitations. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = await requirePanelTab(context, request, "agents");
  return { team: await listAgencyBrokers(ctx) };
}

/**
 * Invite a broker (a new account or an existing one), withdraw an invitation, clear a declined
 * one, remove a broker.
 */
export const action = screenAction(AGENTS_PANEL_ACTIONS, mailingContext);

export default function AgentsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AgentsTab team={loaderData.team} result={actionData} />;
}
