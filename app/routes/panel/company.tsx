import { COMPANY_TEXT, companySchema } from "@shared/company-schemas";
import { CompanyTab } from "~/components/panel/company-form";
import { accepted, failure, parseSubmission, refused, submittedInput } from "~/http/action-reply";
import { getCompanyProfile, updateCompanyProfile } from "../../../server/accounts/company-profile";
import type { Route } from "./+types/company";
import { dbContext, readPanelPost, requirePanelTab } from "./panel-request";

/** 'Firma': the signed-in company's own profile. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = await requirePanelTab(context, request, "company");
  return { company: await getCompanyProfile(ctx) };
}

/** Saves the signed-in user's own company profile (the form names no user). */
export async function action(args: Route.ActionArgs) {
  const post = await readPanelPost(args, dbContext);
  if (!post.ok) return post.answer;
  const { form, ctx, log } = post;
  const intent = "company-save";
  const submission = parseSubmission(form, companySchema);
  if (submission.status !== "success") {
    return refused(intent, submission, {
      title: COMPANY_TEXT.errorTitle,
      message: COMPANY_TEXT.updateFailed,
    });
  }
  try {
    // updateCompanyProfile checks the fields with the same schema itself.
    await updateCompanyProfile(ctx, submittedInput(submission));
    return accepted(intent, submission, COMPANY_TEXT.updated, { title: COMPANY_TEXT.successTitle });
  } catch (error) {
    return failure(intent, error, COMPANY_TEXT.updateFailed, log, submission);
  }
}

export default function CompanyRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CompanyTab profile={loaderData.company} result={actionData} />;
}
