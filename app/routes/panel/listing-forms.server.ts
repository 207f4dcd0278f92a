import { AppError } from "@server/errors";
import type { ImportPolicy } from "@server/import/fetch-remote";
import { importListingFromUrl } from "@server/import/import-from-url";
import { trustedImportOrigin } from "@server/import/import-origin";
import {
  deleteListing,
  type ListingWriteContext,
  renewListing,
  saveListing,
} from "@server/listings/save-listing";
import { consumeRateLimit } from "@server/rate-limit";
import { LISTING_TEXT, listingFormSchema, listingImportSchema } from "@shared/listing-schemas";
import type { Logger } from "pino";
import { accepted } from "~/http/action-reply.server";
import { formAction } from "~/http/form-action.server";
import type { ScreenActions } from "~/http/screen-action.server";
import { deleteItemForm, itemButtonForm, saveItemForm } from "./item-forms.server";

/** What the listing forms need besides the database and the actor. */
export type ListingFormContext = ListingWriteContext & { importPolicy: ImportPolicy };

const IMPORT_LIMIT_PER_HOUR = 30;

/** The listing form's save: a new listing or one the actor may change (save-listing.ts decides). */
export function saveListingForm(form: FormData, ctx: ListingFormContext) {
  return saveItemForm(form, ctx, {
    intent: "listing-save",
    schema: listingFormSchema,
    text: LISTING_TEXT,
    save: ({ id, photos, source, externalUrl, ...values }, files) =>
      saveListing(ctx, {
        id,
        values,
        photos,
        files,
        origin: trustedImportOrigin(source, externalUrl),
      }),
  });
}

/** The list's delete (save-listing.ts decides whether the actor may). */
export function deleteListingForm(form: FormData, ctx: ListingFormContext) {
  const texts = { intent: "listing-delete", text: LISTING_TEXT };
  return deleteItemForm(form, texts, (id) => deleteListing(ctx, id));
}

/** "Odśwież": another lifetime for the listing (save-listing.ts decides who may). */
function renewListingForm(form: FormData, ctx: ListingFormContext) {
  const texts = {
    intent: "listing-renew",
    text: LISTING_TEXT,
    failed: "Nie udało się odświeżyć ogłoszenia.",
    done: "Ogłoszenie odświeżone.",
  };
  return itemButtonForm(form, texts, (id) => renewListing(ctx, id));
}

/** The import by URL: the portal's page read into the form's values; nothing is saved. */
export async function importListingForm(form: FormData, ctx: ListingFormContext, log: Logger) {
  const texts = { intent: "listing-import", title: LISTING_TEXT.importErrorTitle };
  return formAction(form, listingImportSchema, texts, async ({ url }, submission) => {
    // Each import makes the server fetch a page: bounded, so nobody uses us as a crawler.
    const allowed = await consumeRateLimit(ctx.db, {
      key: `import-url:${ctx.actor?.id}`,
      max: IMPORT_LIMIT_PER_HOUR,
      windowMs: 60 * 60 * 1000,
    });
    if (!allowed) {
      throw new AppError(
        "rate_limited",
        `Możesz zaimportować najwyżej ${IMPORT_LIMIT_PER_HOUR} ogłoszeń na godzinę. Spróbuj ponownie później.`,
      );
    }
    const imported = await importListingFromUrl(url, ctx.importPolicy);
    if (imported.droppedParams.length) {
      log.warn({ url, dropped: imported.droppedParams }, "import by URL: parameters dropped");
    }
    return accepted(texts.intent, submission, LISTING_TEXT.importSuccess, {
      title: LISTING_TEXT.importSuccessTitle,
      data: imported,
    });
  });
}

/** The properties tab's forms: save (add or edit), delete, renew and the import by URL. */
export const PROPERTY_PANEL_ACTIONS = {
  "listing-save": saveListingForm,
  "listing-delete": deleteListingForm,
  "listing-renew": renewListingForm,
  "listing-import": importListingForm,
} satisfies ScreenActions<ListingFormContext>;
