import { deleteService, saveService } from "@server/services/save-service";
import { itemFormSchema } from "@shared/form-fields";
import { SERVICE_TEXT, serviceFormSchema } from "@shared/service-schemas";
import { accepted } from "~/http/action-reply.server";
import { formAction } from "~/http/form-action.server";
import { admittedPhotoFiles } from "~/http/form-photos.server";
import type { ScreenActions } from "~/http/screen-action.server";
import type { ListingFormContext } from "./listing-forms.server";

/**
 * The service form's save: a new service without `id`, else that one. Who may change which
 * service is decided in save-service.ts, whatever this request claims. Photos come as the
 * listing form's: the `photos` manifest plus `photo-N` files.
 */
export async function saveServiceForm(form: FormData, ctx: ListingFormContext) {
  const creating = !form.get("id");
  const texts = {
    intent: "service-save",
    title: SERVICE_TEXT.errorTitle,
    failed: creating ? SERVICE_TEXT.addFailed : SERVICE_TEXT.updateFailed,
  };
  return formAction(form, serviceFormSchema, texts, async (value, submission) => {
    const { id, photos, ...values } = value;
    const files = await admittedPhotoFiles(form, ctx, photos);
    const saved = await saveService(ctx, { id: creating ? undefined : id, values, photos, files });
    return accepted(
      texts.intent,
      submission,
      creating ? SERVICE_TEXT.added : SERVICE_TEXT.updated,
      {
        title: SERVICE_TEXT.successTitle,
        id: saved.id,
      },
    );
  });
}

/** The list's delete (save-service.ts decides whether the actor may). */
export async function deleteServiceForm(form: FormData, ctx: ListingFormContext) {
  const texts = {
    intent: "service-delete",
    title: SERVICE_TEXT.errorTitle,
    failed: SERVICE_TEXT.deleteFailed,
  };
  return formAction(form, itemFormSchema, texts, async ({ id }, submission) => {
    await deleteService(ctx, id);
    return accepted(texts.intent, submission, SERVICE_TEXT.deleted, {
      title: SERVICE_TEXT.successTitle,
      id,
    });
  });
}

/** The services tab's forms: save (add or edit) and delete. */
export const SERVICE_PANEL_ACTIONS = {
  "service-save": saveServiceForm,
  "service-delete": deleteServiceForm,
} satisfies ScreenActions<ListingFormContext>;
