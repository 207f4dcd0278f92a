import { SERVICE_TEXT } from "@shared/service-schemas";
import type { Logger } from "pino";
import { failure, reply } from "~/http/action-reply";
import { admittedPhotoFiles } from "~/http/form-photos";
import { parseServiceForm } from "~/http/service-form";
import { createService, deleteService, updateService } from "../../../server/services/save-service";
import type { ListingFormContext } from "./listing-forms";

/**
 * The service form's save: a new service without `id`, else that one. Who may change which
 * service is decided in save-service.ts, whatever this request claims. Photos come as the
 * listing form's: the `photos` manifest plus `photo-N` files.
 */
export async function saveServiceForm(form: FormData, ctx: ListingFormContext, log: Logger) {
  const intent = "service-save";
  const id = String(form.get("id") ?? "");
  const creating = !id;
  const failed = creating ? SERVICE_TEXT.addFailed : SERVICE_TEXT.updateFailed;
  const parsed = parseServiceForm(form);
  if (!parsed.ok) {
    return reply({
      intent,
      ok: false,
      title: SERVICE_TEXT.errorTitle,
      message: failed,
      fieldErrors: parsed.fieldErrors as Record<string, string>,
    });
  }

  try {
    const files = await admittedPhotoFiles(form, ctx, parsed.photos);
    const saved = creating
      ? await createService(ctx, parsed.values, parsed.photos, files)
      : await updateService(ctx, id, parsed.values, parsed.photos, files);
    return reply({
      intent,
      ok: true,
      title: SERVICE_TEXT.successTitle,
      message: creating ? SERVICE_TEXT.added : SERVICE_TEXT.updated,
      id: saved.id,
    });
  } catch (error) {
    return failure(intent, error, failed, log);
  }
}

/** The list's delete (save-service.ts decides whether the actor may). */
export async function deleteServiceForm(form: FormData, ctx: ListingFormContext, log: Logger) {
  const intent = "service-delete";
  const id = String(form.get("id") ?? "");
  try {
    await deleteService(ctx, id);
    return reply({
      intent,
      ok: true,
      title: SERVICE_TEXT.successTitle,
      message: SERVICE_TEXT.deleted,
      id,
    });
  } catch (error) {
    return failure(intent, error, SERVICE_TEXT.deleteFailed, log);
  }
}
