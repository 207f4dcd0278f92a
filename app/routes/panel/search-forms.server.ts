import type { DomainContext } from "@server/auth/actor";
import {
  createSavedSearch,
  deleteSavedSearch,
  setSavedSearchPaused,
  updateSavedSearch,
} from "@server/saved-searches/save-search";
import { itemFormSchema } from "@shared/form-fields";
import {
  SAVED_SEARCH_TEXT,
  savedSearchCreateSchema,
  savedSearchUpdateSchema,
} from "@shared/saved-searches";
import { submittedInput } from "~/http/action-reply.server";
import { formAction } from "~/http/form-action.server";
import type { ScreenActions } from "~/http/screen-action.server";

const texts = (intent: string) => ({ intent, title: "Błąd", failed: SAVED_SEARCH_TEXT.failed });

/** A change to one saved search named by its id: pause, resume, delete. */
function searchChange(
  intent: string,
  change: (ctx: DomainContext, id: string) => Promise<unknown>,
  message: string,
) {
  return (form: FormData, ctx: DomainContext) =>
    formAction(form, itemFormSchema, texts(intent), async ({ id }) => {
      await change(ctx, id);
      return { message, title: "Sukces" };
    });
}

/** The saved searches' forms; save-search.ts decides whose search may change. */
export const SEARCH_PANEL_ACTIONS = {
  "search-create": (form: FormData, ctx: DomainContext) =>
    formAction(form, savedSearchCreateSchema, texts("search-create"), async (_, submission) => {
      const saved = await createSavedSearch(ctx, submittedInput(submission));
      return { message: SAVED_SEARCH_TEXT.saved, title: "Zapisano", id: saved.id };
    }),
  "search-update": (form: FormData, ctx: DomainContext) =>
    formAction(form, savedSearchUpdateSchema, texts("search-update"), async (_, submission) => {
      await updateSavedSearch(ctx, submittedInput(submission));
      return { message: SAVED_SEARCH_TEXT.updated, title: "Sukces" };
    }),
  "search-pause": searchChange(
    "search-pause",
    (ctx, id) => setSavedSearchPaused(ctx, { id, paused: true }),
    SAVED_SEARCH_TEXT.paused,
  ),
  "search-resume": searchChange(
    "search-resume",
    (ctx, id) => setSavedSearchPaused(ctx, { id, paused: false }),
    SAVED_SEARCH_TEXT.resumed,
  ),
  "search-delete": searchChange("search-delete", deleteSavedSearch, SAVED_SEARCH_TEXT.deleted),
} satisfies ScreenActions<DomainContext>;
