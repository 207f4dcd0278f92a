import {
  COMPANY_TEXT,
  type CompanyInput,
  companyFormValues,
  companySchema,
} from "@shared/company-schemas";
import { firstFieldErrors } from "@shared/profile-schemas";
import { CompanyTab } from "~/components/panel/company-form";
import { failure, reply } from "~/http/action-reply";
import { getAppContext } from "~/http/context";
import { requireUser } from "~/http/guards";
import { getCompanyProfile, updateCompanyProfile } from "../../../server/accounts/company-profile";
import type { Route } from "./+types/company";
import { readPanelForm, requirePanelTab } from "./panel-request";

/** 'Firma': the signed-in company's own profile. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = await requirePanelTab(context, request, "company");
  return { company: await getCompanyProfile(ctx) };
}

/** Saves the signed-in user's own company profile (the form names no user). */
export async function action({ context, request }: Route.ActionArgs) {
  const actor = await requireUser(context, request);
  const form = await readPanelForm(request);
  if (!(form instanceof FormData)) return form;
  const intent = "company-save";
  const parsed = companySchema.safeParse(companyFormValues(form));
  if (!parsed.success) {
    return reply({
      intent,
      ok: false,
      title: COMPANY_TEXT.errorTitle,
      message: COMPANY_TEXT.updateFailed,
      fieldErrors: firstFieldErrors(parsed.error) as Record<string, string>,
    });
  }
  try {
    // The same text values just checked; updateCompanyProfile parses them again itself.
    const ctx = { db: getAppContext(context).db, actor };
    await updateCompanyProfile(ctx, companyFormValues(form) as CompanyInput);
    return reply({
      intent,
      ok: true,
      title: COMPANY_TEXT.successTitle,
      message: COMPANY_TEXT.updated,
    });
  } catch (error) {
    return failure(intent, error, COMPANY_TEXT.updateFailed, getAppContext(context).log);
  }
}

export default function CompanyRoute({ loaderData }: Route.ComponentProps) {
  return <CompanyTab profile={loaderData.company} />;
}
