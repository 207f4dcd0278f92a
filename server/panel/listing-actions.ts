import type { Logger } from "pino";
import { failure, reply } from "../../app/http/action-reply.ts";
import { admittedPhotoFiles } from "../../app/http/form-photos.ts";
import {
  LISTING_TEXT,
  listingFormValues,
  listingSchema,
  type PhotoEntry,
  photoManifestSchema,
} from "../../shared/listing-schemas.ts";
import type { PanelActionResult } from "../../shared/panel.ts";
import { firstFieldErrors } from "../../shared/profile-schemas.ts";
import { normalizeSource, OWN_SOURCE } from "../../shared/sources.ts";
import { safeHttpUrl } from "../../shared/urls.ts";
import type { DomainContext } from "../auth/actor.ts";
import { isAppError } from "../errors.ts";
import { admitPhotoWork } from "../images/photo-admission.ts";
import type { ImportPolicy } from "../import/fetch-remote.ts";
import { importListingFromUrl } from "../import/import-from-url.ts";
import { findPortalParser } from "../import/parsers/index.ts";
import type { UploadedFile } from "../kernel/photo-store.ts";
import {
  createListing,
  deleteListing,
  type ListingWriteContext,
  type NewListingOrigin,
  updateListing,
} from "../listings/save-listing.ts";
import { consumeRateLimit } from "../rate-limit.ts";

export const LISTING_INTENTS: readonly string[] = [
  "listing-save",
  "listing-delete",
  "listing-import",
];

const IMPORT_LIMIT_PER_HOUR = 30;

/** What the listing intents need besides the database and the actor. */
export type ListingActionContext = ListingWriteContext & { importPolicy: ImportPolicy };

/**
 * The listing form's save and the list's delete. Who may change which listing is decided in
 * save-listing.ts, whatever this request claims; every refusal is answered with a Polish toast.
 */
export async function listingAction(
  intent: string,
  form: FormData,
  ctx: ListingActionContext,
  log: Logger,
) {
  const id = String(form.get("id") ?? "");

  if (intent === "listing-import") {
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

  if (intent === "listing-delete") {
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
    const saved = creating
      ? await createListing(ctx, parsed.data, photos.data, files, {
          ...importOrigin(form),
        })
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

/**
 * The portal and page of a listing imported by URL, believed only when the page is on that
 * portal's own host: a form cannot dress a listing up as another portal's or carry any link.
 */
function importOrigin(form: FormData): NewListingOrigin {
  const source = normalizeSource(String(form.get("source") ?? ""));
  const page = safeHttpUrl(String(form.get("externalUrl") ?? ""));
  if (!source || source === OWN_SOURCE || !page) return { source: OWN_SOURCE };
  const portal = findPortalParser(new URL(page).hostname);
  return portal?.source === source ? { source, externalUrl: page } : { source: OWN_SOURCE };
}
