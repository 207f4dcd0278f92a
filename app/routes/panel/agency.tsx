import { AgencyTab } from "~/components/panel/agency-form";
import { getAppContext } from "~/http/context";
import { getAgencyProfile } from "../../../server/agencies/save-agency";
import type { Route } from "./+types/agency";
import { saveAgencyForm } from "./agency-forms";
import { photoWriteContext, readPanelPost, requirePanelTab } from "./panel-request";

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
export async function action(args: Route.ActionArgs) {
  const post = await readPanelPost(args, photoWriteContext);
  if (!post.ok) return post.answer;
  return saveAgencyForm(post.form, post.ctx, post.log);
}

export default function AgencyRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AgencyTab agency={loaderData.agency} result={actionData} />;
}
