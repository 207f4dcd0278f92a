import { MEMBERSHIP_TEXT } from "@shared/agency-membership";
import {
  AGENCY_TEXT,
  type AgencyProfileInput,
  agencyFormValues,
  agencyProfileSchema,
} from "@shared/agency-schemas";
import { formValues } from "@shared/auth-schemas";
import { photoManifestSchema } from "@shared/listing-schemas";
import { firstFieldErrors } from "@shared/profile-schemas";
import type { Logger } from "pino";
import { failure, reply } from "~/http/action-reply";
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
  const parsed = agencyProfileSchema.safeParse(agencyFormValues(form));
  const logo = photoManifestSchema.safeParse(form.get("photos") ?? undefined);
  if (!parsed.success || !logo.success) {
    return reply({
      intent,
      ok: false,
      title: AGENCY_TEXT.errorTitle,
      message: AGENCY_TEXT.saveFailed,
      fieldErrors: {
        ...(parsed.success ? {} : (firstFieldErrors(parsed.error) as Record<string, string>)),
        ...(logo.success
          ? {}
          : { photos: logo.error.issues[0]?.message ?? AGENCY_TEXT.saveFailed }),
      },
    });
  }
  try {
    const files = await admittedPhotoFiles(form, ctx, logo.data);
    await saveOwnAgency(ctx, agencyFormValues(form) as AgencyProfileInput, logo.data, files);
    return reply({
      intent,
      ok: true,
      title: AGENCY_TEXT.successTitle,
      message: AGENCY_TEXT.saved,
    });
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      log.warn({ err: error }, "agency logo refused");
      return reply(
        {
          intent,
          ok: false,
          title: AGENCY_TEXT.errorTitle,
          message: AGENCY_TEXT.logoFailed,
          fieldErrors: { photos: error.message },
        },
        error.reason === "too_large" ? 413 : 400,
      );
    }
    return failure(intent, error, AGENCY_TEXT.saveFailed, log);
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
  const values = formValues(form);
  try {
    if (intent === "agency-invitation-accept") {
      await acceptInvitation(ctx, values);
      return membershipDone(intent, MEMBERSHIP_TEXT.accepted);
    }
    if (intent === "agency-invitation-decline") {
      await declineInvitation(ctx, values);
      return membershipDone(intent, MEMBERSHIP_TEXT.declined);
    }
    const { mailError } = await leaveAgency(ctx, values);
    if (mailError) log.error({ err: mailError }, "broker-left e-mail not sent");
    return membershipDone(intent, MEMBERSHIP_TEXT.left);
  } catch (error) {
    if (isAppError(error) && SHOWN_AS_IS.has(error.message)) {
      return reply({ intent, ok: false, title: "Błąd", message: error.message }, error.status);
    }
    return failure(intent, error, MEMBERSHIP_TEXT.failed, log);
  }
}

function membershipDone(intent: string, message: string) {
  return reply({ intent, ok: true, title: "Sukces", message });
}
