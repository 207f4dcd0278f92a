import { updateCompanyProfile } from "@server/accounts/company-profile";
import type { DomainContext } from "@server/auth/actor";
import { COMPANY_TEXT, companySchema } from "@shared/company-schemas";
import { submittedInput } from "~/http/action-reply.server";
import { formAction } from "~/http/form-action.server";
import type { ScreenActions } from "~/http/screen-action.server";

/** The Company tab's one form: the signed-in user's own company profile (the form names no user). */
export const COMPANY_PANEL_ACTIONS = {
  "company-save": (form: FormData, ctx: DomainContext) => {
    const texts = {
      intent: "company-save",
      title: COMPANY_TEXT.errorTitle,
      failed: COMPANY_TEXT.updateFailed,
    };
    return formAction(form, companySchema, texts, async (_, submission) => {
      // updateCompanyProfile checks the fields with the same schema itself.
      await updateCompanyProfile(ctx, submittedInput(submission));
      return { message: COMPANY_TEXT.updated, title: COMPANY_TEXT.successTitle };
    });
  },
} satisfies ScreenActions<DomainContext>;
