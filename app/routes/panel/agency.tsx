import { AgencyTab } from "~/components/panel/agency-form";
import { getAppContext } from "~/http/context";
import { requireUser } from "~/http/guards";
import { getAgencyProfile } from "../../../server/agencies/save-agency";
import type { Route } from "./+types/agency";
import { saveAgencyForm } from "./agency-forms";
import { photoWriteContext, readPanelForm, requirePanelTab } from "./panel-request";

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
export async function action({ context, request }: Route.ActionArgs) {
  const actor = await requireUser(context, request);
  const form = await readPanelForm(request);
  if (!(form instanceof FormData)) return form;
  return saveAgencyForm(form, photoWriteContext(context, actor), getAppContext(context).log);
}

export default function AgencyRoute({ loaderData }: Route.ComponentProps) {
  return <AgencyTab agency={loaderData.agency} />;
}
