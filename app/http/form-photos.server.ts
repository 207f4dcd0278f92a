import type { DomainContext } from "@server/auth/actor.ts";
import { admitPhotoWork } from "@server/images/photo-admission.ts";
import type { UploadedFile } from "@server/kernel/photo-store.ts";
import type { PhotoEntry } from "@shared/listing-schemas";

/**
 * The files a form sent under `photo-N` fields, by field name, once the request is let into the
 * image pipeline with them and the photos `entries` fetches by address (admitPhotoWork: the pixel
 * budget, the user's photo limit). Throws the refusal otherwise.
 */
export async function admittedPhotoFiles(
  form: FormData,
  ctx: DomainContext,
  entries: readonly PhotoEntry[],
): Promise<Map<string, UploadedFile>> {
  const files = new Map<string, UploadedFile>();
  for (const [field, value] of form.entries()) {
    if (/^photo-\d{1,3}$/.test(field) && value instanceof File && value.size > 0) {
      files.set(field, { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
    }
  }
  const fetched = entries.filter((entry) => entry.kind === "remote" || entry.kind === "link");
  await admitPhotoWork(ctx, [...files.values()], fetched.length);
  return files;
}
