import type { Logger } from "pino";
import { failure, reply } from "../../app/http/action-reply.ts";
import { admittedPhotoFiles } from "../../app/http/form-photos.ts";
import { type PhotoEntry, photoManifestSchema } from "../../shared/listing-schemas.ts";
import { type FieldErrors, firstFieldErrors } from "../../shared/profile-schemas.ts";
import {
  SERVICE_LIMITS,
  SERVICE_TEXT,
  type ServiceValues,
  serviceFormValues,
  serviceSchema,
} from "../../shared/service-schemas.ts";
import { MAX_PHOTOS_TEXT } from "../../shared/site-settings.ts";
import { createService, deleteService, updateService } from "../services/save-service.ts";
import type { ListingActionContext } from "./listing-actions.ts";

export const SERVICE_INTENTS: readonly string[] = ["service-save", "service-delete"];

/**
 * The service form's fields and photo list as the schema reads them (the company's form and the
 * administrator's add dialog), or each refused field's reason.
 */
export function parseServiceForm(
  form: FormData,
):
  | { ok: true; values: ServiceValues; photos: PhotoEntry[] }
  | { ok: false; fieldErrors: FieldErrors } {
  const parsed = serviceSchema.safeParse(serviceFormValues(form));
  const photos = photoManifestSchema
    .refine(
      (list) => list.length <= SERVICE_LIMITS.photosMax,
      MAX_PHOTOS_TEXT.tooMany(SERVICE_LIMITS.photosMax),
    )
    .safeParse(form.get("photos") ?? undefined);
  if (parsed.success && photos.success) {
    return { ok: true, values: parsed.data, photos: photos.data };
  }
  return {
    ok: false,
    fieldErrors: {
      ...(parsed.success ? {} : firstFieldErrors(parsed.error)),
      ...(photos.success ? {} : { photos: photos.error.issues[0]?.message }),
    },
  };
}

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
