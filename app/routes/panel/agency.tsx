import { getAgencyProfile } from "@server/agencies/save-agency";
import { AgencyTab } from "~/components/panel/agency-form";
import { getAppContext } from "~/http/context.server";
import { screenAction } from "~/http/screen-action.server";
import type { Route } from "./+types/agency";
import { AGENCY_PANEL_ACTIONS } from "./agency-forms.server";
import { photoWriteContext, requirePanelTab } from "./panel-request.server";

/** 'Agencja': the signed-in agency owner's agency profile. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = await requirePanelTab(context, request, "agency");
  // The spec's inline text instead of an error page: the rest of the panel still works.
  const agency = await getAgencyProfile(ctx).catch((error: unknown) => {
    getAppContext(context).log.error({ err: error }, "agency profile load failed");
    return null;
  });
  return { agency };
}

/** Saves the signed-in user's own agency, logo included (save-agency.ts decides who may). */
export const action = screenAction(AGENCY_PANEL_ACTIONS, photoWriteContext);

export default function AgencyRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AgencyTab agency={loaderData.agency} result={actionData} />;
}
