import { type PhotoEntry, photoManifestSchema } from "@shared/listing-schemas";
import { type FieldErrors, firstFieldErrors } from "@shared/profile-schemas";
import {
  SERVICE_LIMITS,
  type ServiceValues,
  serviceFormValues,
  serviceSchema,
} from "@shared/service-schemas";
import { MAX_PHOTOS_TEXT } from "@shared/site-settings";

/**
 * The service form's fields and photo list as the schema reads them (the company's form in the
 * panel and the administrator's add dialog), or each refused field's reason.
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
