import type { Logger } from "pino";
import { failure, reply } from "../../app/http/action-reply.ts";
import {
  COMPANY_TEXT,
  type CompanyInput,
  companyFormValues,
  companySchema,
} from "../../shared/company-schemas.ts";
import { firstFieldErrors } from "../../shared/profile-schemas.ts";
import { updateCompanyProfile } from "../accounts/company-profile.ts";
import type { DomainContext } from "../auth/actor.ts";

export const COMPANY_INTENTS: readonly string[] = ["company-save"];

/** The Company tab's save: the signed-in user's own company profile (company-profile.ts). */
export async function companyAction(
  intent: string,
  form: FormData,
  ctx: DomainContext,
  log: Logger,
) {
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
    await updateCompanyProfile(ctx, companyFormValues(form) as CompanyInput);
    return reply({
      intent,
      ok: true,
      title: COMPANY_TEXT.successTitle,
      message: COMPANY_TEXT.updated,
    });
  } catch (error) {
    return failure(intent, error, COMPANY_TEXT.updateFailed, log);
  }
}
