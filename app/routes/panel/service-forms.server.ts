import { deleteService, saveService } from "@server/services/save-service";
import { SERVICE_TEXT, serviceFormSchema } from "@shared/service-schemas";
import type { ScreenActions } from "~/http/screen-action.server";
import { deleteItemForm, saveItemForm } from "./item-forms.server";
import type { ListingFormContext } from "./listing-forms.server";

/** The service form's save: a new service or one the actor may change (save-service.ts decides). */
export function saveServiceForm(form: FormData, ctx: ListingFormContext) {
  return saveItemForm(form, ctx, {
    intent: "service-save",
    schema: serviceFormSchema,
    text: SERVICE_TEXT,
    save: ({ id, photos, ...values }, files) => saveService(ctx, { id, values, photos, files }),
  });
}

/** The list's delete (save-service.ts decides whether the actor may). */
export function deleteServiceForm(form: FormData, ctx: ListingFormContext) {
  const texts = { intent: "service-delete", text: SERVICE_TEXT };
  return deleteItemForm(form, texts, (id) => deleteService(ctx, id));
}

/** The services tab's forms: save (add or edit) and delete. */
export const SERVICE_PANEL_ACTIONS = {
  "service-save": saveServiceForm,
  "service-delete": deleteServiceForm,
} satisfies ScreenActions<ListingFormContext>;
