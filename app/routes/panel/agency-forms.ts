import { MEMBERSHIP_TEXT, membershipSchema } from "@shared/agency-membership";
import { AGENCY_TEXT, agencyFormSchema } from "@shared/agency-schemas";
import type { Logger } from "pino";
import { accepted, failure, parseSubmission, refused, submittedInput } from "~/http/action-reply";
import { admittedPhotoFiles } from "~/http/form-photos";
import type { AgentsContext } from "../../../server/agencies/agents";
import {
  acceptInvitation,
  declineInvitation,
  leaveAgency,
} from "../../../server/agencies/membership";
import { type AgencyWriteContext, saveOwnAgency } from "../../../server/agencies/save-agency";
import { isAppError } from "../../../server/errors";
import { ImageRejectedError } from "../../../server/images/process-image";

/** The Agency tab's save: the signed-in user's own agency (save-agency.ts), logo included. */
export async function saveAgencyForm(form: FormData, ctx: AgencyWriteContext, log: Logger) {
  const intent = "agency-save";
  const submission = parseSubmission(form, agencyFormSchema);
  if (submission.status !== "success") {
    return refused(intent, submission, {
      title: AGENCY_TEXT.errorTitle,
      message: AGENCY_TEXT.saveFailed,
    });
  }
  try {
    const logo = submission.value.photos;
    const files = await admittedPhotoFiles(form, ctx, logo);
    // saveOwnAgency checks the fields with the same schema itself.
    await saveOwnAgency(ctx, submittedInput(submission), logo, files);
    return accepted(intent, submission, AGENCY_TEXT.saved, { title: AGENCY_TEXT.successTitle });
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      log.warn({ err: error }, "agency logo refused");
      return refused(intent, submission, {
        title: AGENCY_TEXT.errorTitle,
        message: AGENCY_TEXT.logoFailed,
        fieldErrors: { photos: error.message },
        status: error.reason === "too_large" ? 413 : 400,
      });
    }
    return failure(intent, error, AGENCY_TEXT.saveFailed, log, submission);
  }
}

const SHOWN_AS_IS: ReadonlySet<string> = new Set(Object.values(MEMBERSHIP_TEXT));

type MembershipIntent = "agency-invitation-accept" | "agency-invitation-decline" | "agency-leave";

/**
 * The broker's agency box above every tab: accept or decline an invitation, leave the agency.
 * The broker is the session (membership.ts); the form names only the agency.
 */
export async function membershipForm(
  intent: MembershipIntent,
  form: FormData,
  ctx: AgentsContext,
  log: Logger,
) {
  const submission = parseSubmission(form, membershipSchema);
  // A form naming no agency answers as the domain would: the invitation is no longer there.
  if (submission.status !== "success")
    return refused(intent, submission, { title: "Błąd", status: 404 });
  const values = submission.value;
  try {
    if (intent === "agency-invitation-accept") {
      await acceptInvitation(ctx, values);
      return accepted(intent, submission, MEMBERSHIP_TEXT.accepted, { title: "Sukces" });
    }
    if (intent === "agency-invitation-decline") {
      await declineInvitation(ctx, values);
      return accepted(intent, submission, MEMBERSHIP_TEXT.declined, { title: "Sukces" });
    }
    const { mailError } = await leaveAgency(ctx, values);
    if (mailError) log.error({ err: mailError }, "broker-left e-mail not sent");
    return accepted(intent, submission, MEMBERSHIP_TEXT.left, { title: "Sukces" });
  } catch (error) {
    if (isAppError(error) && SHOWN_AS_IS.has(error.message)) {
      return refused(intent, submission, {
        title: "Błąd",
        message: error.message,
        status: error.status,
      });
    }
    return failure(intent, error, MEMBERSHIP_TEXT.failed, log, submission);
  }
}
