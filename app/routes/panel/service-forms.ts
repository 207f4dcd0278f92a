import { itemFormSchema } from "@shared/form-fields";
import { SERVICE_TEXT, serviceFormSchema } from "@shared/service-schemas";
import type { Logger } from "pino";
import { accepted, failure, parseSubmission, refused } from "~/http/action-reply";
import { admittedPhotoFiles } from "~/http/form-photos";
import { createService, deleteService, updateService } from "../../../server/services/save-service";
import type { ListingFormContext } from "./listing-forms";

/**
 * The service form's save: a new service without `id`, else that one. Who may change which
 * service is decided in save-service.ts, whatever this request claims. Photos come as the
 * listing form's: the `photos` manifest plus `photo-N` files.
 */
export async function saveServiceForm(form: FormData, ctx: ListingFormContext, log: Logger) {
  const intent = "service-save";
  const submission = parseSubmission(form, serviceFormSchema);
  const creating = !submission.payload.id;
  const failed = creating ? SERVICE_TEXT.addFailed : SERVICE_TEXT.updateFailed;
  if (submission.status !== "success") {
    return refused(intent, submission, { title: SERVICE_TEXT.errorTitle, message: failed });
  }

  const { id, photos, ...values } = submission.value;
  try {
    const files = await admittedPhotoFiles(form, ctx, photos);
    const saved = creating
      ? await createService(ctx, values, photos, files)
      : await updateService(ctx, id, values, photos, files);
    return accepted(intent, submission, creating ? SERVICE_TEXT.added : SERVICE_TEXT.updated, {
      title: SERVICE_TEXT.successTitle,
      id: saved.id,
    });
  } catch (error) {
    return failure(intent, error, failed, log, submission);
  }
}

/** The list's delete (save-service.ts decides whether the actor may). */
export async function deleteServiceForm(form: FormData, ctx: ListingFormContext, log: Logger) {
  const intent = "service-delete";
  const submission = parseSubmission(form, itemFormSchema);
  const id = submission.status === "success" ? submission.value.id : "";
  try {
    await deleteService(ctx, id);
    return accepted(intent, submission, SERVICE_TEXT.deleted, {
      title: SERVICE_TEXT.successTitle,
      id,
    });
  } catch (error) {
    return failure(intent, error, SERVICE_TEXT.deleteFailed, log);
  }
}
