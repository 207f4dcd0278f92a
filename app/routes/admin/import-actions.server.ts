import { AppError } from "@server/errors.ts";
import { applyImport, NothingToImportError } from "@server/import/feed/apply-import.ts";
import { parseJsonItems } from "@server/import/feed/json-items.ts";
import {
  importSummaryText,
  JSON_IMPORT_INTENT,
  JSON_IMPORT_LIMITS,
  JSON_IMPORT_TEXT,
  jsonImportSchema,
  nothingProcessedText,
  wipeWarningText,
} from "@shared/json-import";
import { type AdminActions, defineAdminAction } from "./admin-action.server.ts";

/** How many validation errors the toast names; the page lists every one. */
const ERRORS_IN_MESSAGE = 3;

/** The feed's text: an uploaded file (read as UTF-8) wins over pasted text. */
async function feedText({ json, file }: { json: string; file?: File }): Promise<string> {
  if (!file || file.size === 0) return json;
  if (file.size > JSON_IMPORT_LIMITS.maxBytes) {
    throw new AppError("invalid", JSON_IMPORT_TEXT.tooLarge, {
      title: JSON_IMPORT_TEXT.fixErrors,
      data: { errors: [JSON_IMPORT_TEXT.tooLarge] },
      fields: { file: JSON_IMPORT_TEXT.tooLarge },
    });
  }
  return file.text();
}

function errorsMessage(errors: readonly string[]): string {
  const shown = errors.slice(0, ERRORS_IN_MESSAGE).join("; ");
  const more = errors.length - ERRORS_IN_MESSAGE;
  return more > 0 ? `${shown}; …i jeszcze ${more}` : shown;
}

/** The import tab's actions; the portal import is an API endpoint of its own. */
export const IMPORT_ADMIN_ACTIONS: AdminActions = {
  [JSON_IMPORT_INTENT]: defineAdminAction({
    label: "Import JSON",
    failed: JSON_IMPORT_TEXT.failed,
    schema: jsonImportSchema,
    async run(input, ctx, _form, log) {
      const parsed = parseJsonItems(await feedText(input));
      if (!parsed.ok) {
        const { errors } = parsed;
        const message = errorsMessage(errors);
        // The reason at the field the feed came from; the page lists every error under the form.
        const field = input.file?.size ? "file" : "json";
        throw new AppError("invalid", message, {
          title: JSON_IMPORT_TEXT.fixErrors,
          data: { errors },
          fields: { [field]: message },
        });
      }
      if (parsed.droppedParams.length) {
        log.warn({ dropped: parsed.droppedParams }, "JSON import: parameters dropped");
      }
      let result: Awaited<ReturnType<typeof applyImport>>;
      try {
        result = await applyImport(ctx, parsed.items, {
          action: JSON_IMPORT_INTENT,
          label: "Import JSON",
          archiveAbsent: true,
          confirmWipe: input.confirm === "1",
        });
      } catch (error) {
        if (!(error instanceof NothingToImportError)) throw error;
        throw new AppError("invalid", nothingProcessedText(error.summary), {
          title: "Błąd",
          data: { summary: error.summary },
        });
      }
      if (result.status === "needs_confirmation") {
        const { risks } = result;
        throw new AppError("conflict", wipeWarningText(risks), {
          title: JSON_IMPORT_TEXT.confirmTitle,
          data: { risks },
        });
      }
      const { summary } = result;
      // docs/spec/panel.md §8: not 'Import zakończony' with zeros. A feed whose listings are
      // all there already (the same feed again) keeps the spec's sentence, as news rather than
      // a failure: nothing went wrong.
      if (summary.inserted + summary.updated + summary.archived === 0) {
        const message = nothingProcessedText(summary);
        if (summary.unchanged === 0) {
          throw new AppError("invalid", message, { title: "Błąd", data: { summary } });
        }
        return {
          title: JSON_IMPORT_TEXT.unchangedTitle,
          message,
          data: { summary, unchanged: true },
        };
      }
      return {
        message: `${JSON_IMPORT_TEXT.done}. ${importSummaryText(summary)}`,
        data: { summary },
      };
    },
  }),
};
