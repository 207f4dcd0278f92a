import type { Logger } from "pino";
import { failure, reply } from "../../app/http/action-reply.ts";
import { admittedPhotoFiles } from "../../app/http/form-photos.ts";
import {
  AGENCY_TEXT,
  type AgencyProfileInput,
  agencyFormValues,
  agencyProfileSchema,
} from "../../shared/agency-schemas.ts";
import { photoManifestSchema } from "../../shared/listing-schemas.ts";
import { firstFieldErrors } from "../../shared/profile-schemas.ts";
import { type AgencyWriteContext, saveOwnAgency } from "../agencies/save-agency.ts";
import { ImageRejectedError } from "../images/process-image.ts";

export const AGENCY_INTENTS: readonly string[] = ["agency-save"];

/** The Agency tab's save: the signed-in user's own agency (save-agency.ts), logo included. */
export async function agencyAction(
  intent: string,
  form: FormData,
  ctx: AgencyWriteContext,
  log: Logger,
) {
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
