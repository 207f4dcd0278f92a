import type { Logger } from "pino";
import { data } from "react-router";
import {
  LISTING_TEXT,
  listingFormValues,
  listingSchema,
  type PhotoEntry,
  photoManifestSchema,
} from "../../app/lib/listing-schemas.ts";
import type { PanelActionResult } from "../../app/lib/panel.ts";
import { firstFieldErrors } from "../../app/lib/profile-schemas.ts";
import { normalizeSource, OWN_SOURCE } from "../../app/lib/sources.ts";
import { safeHttpUrl } from "../../app/lib/urls.ts";
import type { DomainContext } from "../auth/actor.ts";
import { unexpectedFailure } from "../db/unavailable-answer.ts";
import { isAppError } from "../errors.ts";
import { linkedImageBytes } from "../images/linked-image.ts";
import { admitPhotoWork } from "../images/photo-admission.ts";
import { ImageRejectedError } from "../images/process-image.ts";
import type { ImportPolicy } from "../import/fetch-remote.ts";
import { fetchImportedImage, importListingFromUrl } from "../import/import-from-url.ts";
import { findPortalParser } from "../import/parsers/index.ts";
import type { UploadedFile } from "../listings/listing-photos.ts";
import {
  createListing,
  deleteListing,
  type ListingWriteContext,
  type NewListingOrigin,
  updateListing,
} from "../listings/save-listing.ts";
import { consumeRateLimit } from "../rate-limit.ts";
import type { Storage } from "../storage/storage.ts";

export const LISTING_INTENTS: readonly string[] = [
  "listing-save",
  "listing-delete",
  "listing-import",
];

const IMPORT_LIMIT_PER_HOUR = 30;

/** What the listing intents need besides the database and the actor. */
export type ListingActionContext = ListingWriteContext & { importPolicy: ImportPolicy };

/**
 * The photo store of panel forms: portal photos and linked images are fetched through the
 * SSRF-safe fetcher (portal photos from the portals' hosts only), a link to one of our own
 * photos is copied from the storage (linkedImageBytes). `siteUrl` is the site's base URL;
 * `linkTimeoutMs` is for tests.
 */
export function panelPhotoStore(
  storage: Storage,
  importPolicy: ImportPolicy,
  options: { siteUrl?: string; linkTimeoutMs?: number } = {},
) {
  return {
    storage,
    importPolicy,
    fetchImage: async (url: string) => new Uint8Array(await fetchImportedImage(url, importPolicy)),
    fetchLink: (url: string) =>
      linkedImageBytes(url, {
        storage,
        policy: importPolicy,
        siteUrl: options.siteUrl,
        timeoutMs: options.linkTimeoutMs,
      }),
  };
}

export function reply(
  result: PanelActionResult,
  status = result.ok ? 200 : 400,
  headers?: Record<string, string>,
) {
  return data(result, { status, headers });
}

/**
 * The files a form sent under `photo-N` fields, by field name, once the request is let into the
 * image pipeline with them and the photos `entries` fetches by address (admitPhotoWork: the pixel
 * budget, the user's photo limit). Throws the refusal otherwise.
 */
export async function admittedPhotoFiles(
  form: FormData,
  ctx: DomainContext,
  entries: readonly PhotoEntry[],
): Promise<Map<string, UploadedFile>> {
  const files = new Map<string, UploadedFile>();
  for (const [field, value] of form.entries()) {
    if (/^photo-\d{1,3}$/.test(field) && value instanceof File && value.size > 0) {
      files.set(field, { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
    }
  }
  const fetched = entries.filter((entry) => entry.kind === "remote" || entry.kind === "link");
  await admitPhotoWork(ctx, [...files.values()], fetched.length);
  return files;
}

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

/**
 * A refused photo keeps its own title and text (spec); any other domain error is shown as the
 * action's failure with the reason (the photo storage down: 503); an unreachable database asks
 * to try again shortly (503); anything unexpected is logged and shown without details.
 */
export function failure(intent: string, error: unknown, failed: string, log: Logger) {
  if (error instanceof ImageRejectedError) {
    return reply(
      {
        intent,
        ok: false,
        title: error.title,
        message: error.message,
        fieldErrors: { photos: error.message },
      },
      error.reason === "too_large" ? 413 : 400,
    );
  }
  // Before the database test, which follows causes: the storage's refused connection behind an
  // 'unavailable' AppError is no database outage.
  if (isAppError(error)) {
    // An outage (the photo storage down) is answered with its reason, and must reach the logs.
    if (error.status >= 500) log.error({ err: error, intent }, "panel action failed");
    return reply(
      { intent, ok: false, title: LISTING_TEXT.errorTitle, message: `${failed} ${error.message}` },
      error.status,
    );
  }
  const answer = unexpectedFailure(error, failed);
  if (answer.status === 503) log.warn({ err: error, intent }, "panel action: database unavailable");
  else log.error({ err: error, intent }, "panel action failed");
  return reply(
    { intent, ok: false, title: LISTING_TEXT.errorTitle, message: answer.message },
    answer.status,
    answer.headers,
  );
}
