import { itemFormSchema } from "@shared/form-fields";
import {
  SAVED_SEARCH_TEXT,
  savedSearchCreateSchema,
  savedSearchUpdateSchema,
} from "@shared/saved-searches";
import type { Logger } from "pino";
import { accepted, failure, parseSubmission, refused, submittedInput } from "~/http/action-reply";
import type { DomainContext } from "../../../server/auth/actor";
import {
  createSavedSearch,
  deleteSavedSearch,
  setSavedSearchPaused,
  updateSavedSearch,
} from "../../../server/saved-searches/save-search";

type SearchIntent =
  | "search-create"
  | "search-update"
  | "search-pause"
  | "search-resume"
  | "search-delete";

/** The saved searches' forms; save-search.ts decides whose search may change. */
export async function savedSearchForm(
  intent: SearchIntent,
  form: FormData,
  ctx: DomainContext,
  log: Logger,
) {
  const title = { title: intent === "search-create" ? "Zapisano" : "Sukces" };
  if (intent === "search-create") {
    const submission = parseSubmission(form, savedSearchCreateSchema);
    if (submission.status !== "success") return refused(intent, submission, { title: "Błąd" });
    try {
      const saved = await createSavedSearch(ctx, submittedInput(submission));
      return accepted(intent, submission, SAVED_SEARCH_TEXT.saved, { ...title, id: saved.id });
    } catch (error) {
      return failure(intent, error, SAVED_SEARCH_TEXT.failed, log, submission);
    }
  }
  if (intent === "search-update") {
    const submission = parseSubmission(form, savedSearchUpdateSchema);
    if (submission.status !== "success") return refused(intent, submission, { title: "Błąd" });
    try {
      await updateSavedSearch(ctx, submittedInput(submission));
      return accepted(intent, submission, SAVED_SEARCH_TEXT.updated, title);
    } catch (error) {
      return failure(intent, error, SAVED_SEARCH_TEXT.failed, log, submission);
    }
  }
  const submission = parseSubmission(form, itemFormSchema);
  const id = submission.status === "success" ? submission.value.id : "";
  try {
    if (intent === "search-delete") {
      await deleteSavedSearch(ctx, id);
      return accepted(intent, submission, SAVED_SEARCH_TEXT.deleted, title);
    }
    const paused = intent === "search-pause";
    await setSavedSearchPaused(ctx, id, paused);
    return accepted(
      intent,
      submission,
      paused ? SAVED_SEARCH_TEXT.paused : SAVED_SEARCH_TEXT.resumed,
      title,
    );
  } catch (error) {
    return failure(intent, error, SAVED_SEARCH_TEXT.failed, log);
  }
}
