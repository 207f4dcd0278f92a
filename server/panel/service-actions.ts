import type { Logger } from "pino";
import { photoManifestSchema } from "../../app/lib/listing-schemas.ts";
import { firstFieldErrors } from "../../app/lib/profile-schemas.ts";
import { SERVICE_TEXT, serviceFormValues, serviceSchema } from "../../app/lib/service-schemas.ts";
import { createService, deleteService, updateService } from "../services/save-service.ts";
import { failure, type ListingActionContext, reply, uploadedFiles } from "./listing-actions.ts";

export const SERVICE_INTENTS: readonly string[] = ["service-save", "service-delete"];

/**
 * The service form's save (create without `id`, else update) and the list's delete. Who may
 * change which service is decided in save-service.ts, whatever this request claims. Photos come
 * as the listing form's: the `photos` manifest plus `photo-N` files.
 */
export async function serviceAction(
  intent: string,
  form: FormData,
  ctx: ListingActionContext,
  log: Logger,
) {
  const id = String(form.get("id") ?? "");

  if (intent === "service-delete") {
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

  const creating = !id;
  const failed = creating ? SERVICE_TEXT.addFailed : SERVICE_TEXT.updateFailed;
  const parsed = serviceSchema.safeParse(serviceFormValues(form));
  const photos = photoManifestSchema.safeParse(form.get("photos") ?? undefined);
  if (!parsed.success || !photos.success) {
    return reply({
      intent,
      ok: false,
      title: SERVICE_TEXT.errorTitle,
      message: failed,
      fieldErrors: {
        ...(parsed.success ? {} : firstFieldErrors(parsed.error)),
        ...(photos.success ? {} : { photos: photos.error.issues[0]?.message ?? failed }),
      },
    });
  }

  try {
    const files = await uploadedFiles(form);
    const saved = creating
      ? await createService(ctx, parsed.data, photos.data, files)
      : await updateService(ctx, id, parsed.data, photos.data, files);
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
