import type { AgentsContext } from "@server/agencies/agents";
import { acceptInvitation, declineInvitation, leaveAgency } from "@server/agencies/membership";
import { type AgencyWriteContext, saveOwnAgency } from "@server/agencies/save-agency";
import { MEMBERSHIP_TEXT, membershipSchema } from "@shared/agency-membership";
import { AGENCY_TEXT, agencyFormSchema } from "@shared/agency-schemas";
import type { Logger } from "pino";
import { submittedInput } from "~/http/action-reply.server";
import { formAction } from "~/http/form-action.server";
import { admittedPhotoFiles } from "~/http/form-photos.server";
import type { ScreenActions } from "~/http/screen-action.server";

/** The Agency tab's save: the signed-in user's own agency (save-agency.ts), logo included. */
export async function saveAgencyForm(form: FormData, ctx: AgencyWriteContext, log: Logger) {
  const texts = {
    intent: "agency-save",
    title: AGENCY_TEXT.errorTitle,
    failed: AGENCY_TEXT.saveFailed,
    log,
  };
  return formAction(form, agencyFormSchema, texts, async ({ photos: logo }, submission) => {
    const files = await admittedPhotoFiles(form, ctx, logo);
    // saveOwnAgency checks the fields with the same schema itself.
    await saveOwnAgency(ctx, { values: submittedInput(submission), photos: logo, files });
    return { message: AGENCY_TEXT.saved, title: AGENCY_TEXT.successTitle };
  });
}

/** The Agency tab's one form. */
export const AGENCY_PANEL_ACTIONS = {
  "agency-save": saveAgencyForm,
} satisfies ScreenActions<AgencyWriteContext>;

/**
 * One of the broker's answers in the agency box above every tab. The broker is the session
 * (membership.ts); the form names only the agency. Every refusal of membership.ts says
 * everything itself ('Zaproszenie jest już nieaktualne.').
 */
function membershipForm(
  intent: string,
  answer: (ctx: AgentsContext, values: { agencyId: string }) => Promise<unknown>,
  message: string,
) {
  return (form: FormData, ctx: AgentsContext, log: Logger) =>
    formAction(form, membershipSchema, { intent, title: "Błąd", log }, async (values) => {
      await answer(ctx, values);
      return { message, title: "Sukces" };
    });
}

/** The agency box's answers: accept or decline an invitation, leave the agency. */
export const MEMBERSHIP_PANEL_ACTIONS = {
  "agency-invitation-accept": membershipForm(
    "agency-invitation-accept",
    acceptInvitation,
    MEMBERSHIP_TEXT.accepted,
  ),
  "agency-invitation-decline": membershipForm(
    "agency-invitation-decline",
    declineInvitation,
    MEMBERSHIP_TEXT.declined,
  ),
  "agency-leave": (form: FormData, ctx: AgentsContext, log: Logger) =>
    membershipForm(
      "agency-leave",
      async (ctx, values) => {
        const { mailError } = await leaveAgency(ctx, values);
        if (mailError) log.error({ err: mailError }, "broker-left e-mail not sent");
      },
      MEMBERSHIP_TEXT.left,
    )(form, ctx, log),
} satisfies ScreenActions<AgentsContext>;
