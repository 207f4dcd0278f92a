import { itemFormSchema } from "@shared/form-fields";
import { LISTING_TEXT, listingFormSchema, listingImportSchema } from "@shared/listing-schemas";
import type { Logger } from "pino";
import { accepted, failure, parseSubmission, refused } from "~/http/action-reply";
import { admittedPhotoFiles } from "~/http/form-photos";
import { isAppError } from "../../../server/errors";
import type { ImportPolicy } from "../../../server/import/fetch-remote";
import { importListingFromUrl } from "../../../server/import/import-from-url";
import { trustedImportOrigin } from "../../../server/import/import-origin";
import {
  createListing,
  deleteListing,
  type ListingWriteContext,
  renewListing,
  updateListing,
} from "../../../server/listings/save-listing";
import { consumeRateLimit } from "../../../server/rate-limit";

/** What the listing forms need besides the database and the actor. */
export type ListingFormContext = ListingWriteContext & { importPolicy: ImportPolicy };

const IMPORT_LIMIT_PER_HOUR = 30;

/**
 * The listing form's save: a new listing without `id`, else that one. Who may change which
 * listing is decided in save-listing.ts, whatever this request claims; every refusal is
 * answered with a Polish toast.
 */
export async function saveListingForm(form: FormData, ctx: ListingFormContext, log: Logger) {
  const intent = "listing-save";
  const submission = parseSubmission(form, listingFormSchema);
  const creating = !submission.payload.id;
  const failed = creating ? LISTING_TEXT.addFailed : LISTING_TEXT.updateFailed;
  if (submission.status !== "success") {
    return refused(intent, submission, { title: LISTING_TEXT.errorTitle, message: failed });
  }

  const { id, photos, source, externalUrl, ...values } = submission.value;
  try {
    const files = await admittedPhotoFiles(form, ctx, photos);
    const saved = creating
      ? await createListing(ctx, values, photos, files, trustedImportOrigin(source, externalUrl))
      : await updateListing(ctx, id, values, photos, files);
    return accepted(intent, submission, creating ? LISTING_TEXT.added : LISTING_TEXT.updated, {
      title: LISTING_TEXT.successTitle,
      id: saved.id,
    });
  } catch (error) {
    return failure(intent, error, failed, log, submission);
  }
}

/** The list's delete (save-listing.ts decides whether the actor may). */
export async function deleteListingForm(form: FormData, ctx: ListingFormContext, log: Logger) {
  const intent = "listing-delete";
  const submission = parseSubmission(form, itemFormSchema);
  const id = submission.status === "success" ? submission.value.id : "";
  try {
    await deleteListing(ctx, id);
    return accepted(intent, submission, LISTING_TEXT.deleted, {
      title: LISTING_TEXT.successTitle,
      id,
    });
  } catch (error) {
    return failure(intent, error, LISTING_TEXT.deleteFailed, log);
  }
}

/** "Odśwież": another lifetime for the listing (save-listing.ts decides who may). */
export async function renewListingForm(form: FormData, ctx: ListingFormContext, log: Logger) {
  const intent = "listing-renew";
  const submission = parseSubmission(form, itemFormSchema);
  const id = submission.status === "success" ? submission.value.id : "";
  try {
    await renewListing(ctx, id);
    return accepted(intent, submission, "Ogłoszenie odświeżone.", {
      title: LISTING_TEXT.successTitle,
      id,
    });
  } catch (error) {
    return failure(intent, error, "Nie udało się odświeżyć ogłoszenia.", log);
  }
}

/** The import by URL: the portal's page read into the form's values; nothing is saved. */
export async function importListingForm(form: FormData, ctx: ListingFormContext, log: Logger) {
  const intent = "listing-import";
  const submission = parseSubmission(form, listingImportSchema);
  if (submission.status !== "success") {
    return refused(intent, submission, { title: LISTING_TEXT.importErrorTitle });
  }
  const { url } = submission.value;
  // Each import makes the server fetch a page: bounded, so nobody uses us as a crawler.
  const allowed = await consumeRateLimit(
    ctx.db,
    `import-url:${ctx.actor?.id}`,
    IMPORT_LIMIT_PER_HOUR,
    60 * 60 * 1000,
  );
  if (!allowed) {
    return refused(intent, submission, {
      title: LISTING_TEXT.importErrorTitle,
      message: `Możesz zaimportować najwyżej ${IMPORT_LIMIT_PER_HOUR} ogłoszeń na godzinę. Spróbuj ponownie później.`,
      status: 429,
    });
  }
  try {
    const imported = await importListingFromUrl(url, ctx.importPolicy);
    if (imported.droppedParams.length) {
      log.warn({ url, dropped: imported.droppedParams }, "import by URL: parameters dropped");
    }
    return accepted(intent, submission, LISTING_TEXT.importSuccess, {
      title: LISTING_TEXT.importSuccessTitle,
      data: imported,
    });
  } catch (error) {
    if (isAppError(error)) {
      return refused(intent, submission, {
        title: LISTING_TEXT.importErrorTitle,
        message: error.message,
      });
    }
    log.error({ err: error, url }, "import by URL failed");
    return refused(intent, submission, {
      title: LISTING_TEXT.importErrorTitle,
      message: LISTING_TEXT.importFailed,
      status: 500,
    });
  }
}
