import { getCompanyProfile } from "@server/accounts/company-profile";
import { CompanyTab } from "~/components/panel/company-form";
import { screenAction } from "~/http/screen-action.server";
import type { Route } from "./+types/company";
import { COMPANY_PANEL_ACTIONS } from "./company-forms.server";
import { dbContext, requirePanelTab } from "./panel-request.server";

/** 'Firma': the signed-in company's own profile. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = await requirePanelTab(context, request, "company");
  return { company: await getCompanyProfile(ctx) };
}

/** Saves the signed-in user's own company profile (the form names no user). */
export const action = screenAction(COMPANY_PANEL_ACTIONS, dbContext);

export default function CompanyRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CompanyTab profile={loaderData.company} result={actionData} />;
}
