import {
  LISTING_TEXT,
  listingFormValues,
  listingSchema,
  photoManifestSchema,
} from "@shared/listing-schemas";
import { firstFieldErrors } from "@shared/profile-schemas";
import type { Logger } from "pino";
import { failure, reply } from "~/http/action-reply";
import { admittedPhotoFiles } from "~/http/form-photos";
import { isAppError } from "../../../server/errors";
import type { ImportPolicy } from "../../../server/import/fetch-remote";
import { importListingFromUrl } from "../../../server/import/import-from-url";
import { trustedImportOrigin } from "../../../server/import/import-origin";
import {
  createListing,
  deleteListing,
  type ListingWriteContext,
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
  const id = String(form.get("id") ?? "");
  const creating = !id;
  const failed = creating ? LISTING_TEXT.addFailed : LISTING_TEXT.updateFailed;
  const parsed = listingSchema.safeParse(listingFormValues(form));
  const photos = photoManifestSchema.safeParse(form.get("photos") ?? undefined);
  if (!parsed.success || !photos.success) {
    const fieldErrors = {
      ...(parsed.success ? {} : firstFieldErrors(parsed.error)),
      ...(photos.success ? {} : { photos: photos.error.issues[0]?.message ?? failed }),
    };
    return reply({
      intent,
      ok: false,
      title: LISTING_TEXT.errorTitle,
      message: failed,
      fieldErrors,
    });
  }

  try {
    const files = await admittedPhotoFiles(form, ctx, photos.data);
    const origin = trustedImportOrigin(
      String(form.get("source") ?? ""),
      String(form.get("externalUrl") ?? ""),
    );
    const saved = creating
      ? await createListing(ctx, parsed.data, photos.data, files, origin)
      : await updateListing(ctx, id, parsed.data, photos.data, files);
    return reply({
      intent,
      ok: true,
      title: LISTING_TEXT.successTitle,
      message: creating ? LISTING_TEXT.added : LISTING_TEXT.updated,
      id: saved.id,
    });
  } catch (error) {
    return failure(intent, error, failed, log);
  }
}

/** The list's delete (save-listing.ts decides whether the actor may). */
export async function deleteListingForm(form: FormData, ctx: ListingFormContext, log: Logger) {
  const intent = "listing-delete";
  const id = String(form.get("id") ?? "");
  try {
    await deleteListing(ctx, id);
    return reply({
      intent,
      ok: true,
      title: LISTING_TEXT.successTitle,
      message: LISTING_TEXT.deleted,
      id,
    });
  } catch (error) {
    return failure(intent, error, LISTING_TEXT.deleteFailed, log);
  }
}

/** The import by URL: the portal's page read into the form's values; nothing is saved. */
export async function importListingForm(form: FormData, ctx: ListingFormContext, log: Logger) {
  const intent = "listing-import";
  const url = String(form.get("url") ?? "").trim();
  if (!url) {
    return reply({
      intent,
      ok: false,
      title: LISTING_TEXT.importErrorTitle,
      message: LISTING_TEXT.importUrlRequired,
      fieldErrors: { url: LISTING_TEXT.importUrlRequired },
    });
  }
  // Each import makes the server fetch a page: bounded, so nobody uses us as a crawler.
  const allowed = await consumeRateLimit(
    ctx.db,
    `import-url:${ctx.actor?.id}`,
    IMPORT_LIMIT_PER_HOUR,
    60 * 60 * 1000,
  );
  if (!allowed) {
    return reply(
      {
        intent,
        ok: false,
        title: LISTING_TEXT.importErrorTitle,
        message: `Możesz zaimportować najwyżej ${IMPORT_LIMIT_PER_HOUR} ogłoszeń na godzinę. Spróbuj ponownie później.`,
      },
      429,
    );
  }
  try {
    const imported = await importListingFromUrl(url, ctx.importPolicy);
    return reply({
      intent,
      ok: true,
      title: LISTING_TEXT.importSuccessTitle,
      message: LISTING_TEXT.importSuccess,
      data: imported,
    });
  } catch (error) {
    if (isAppError(error)) {
      return reply({
        intent,
        ok: false,
        title: LISTING_TEXT.importErrorTitle,
        message: error.message,
      });
    }
    log.error({ err: error, url }, "import by URL failed");
    return reply(
      {
        intent,
        ok: false,
        title: LISTING_TEXT.importErrorTitle,
        message: LISTING_TEXT.importFailed,
      },
      500,
    );
  }
}
