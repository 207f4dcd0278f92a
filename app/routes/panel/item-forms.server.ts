import type { DomainContext } from "@server/auth/actor";
import type { UploadedFile } from "@server/kernel/photo-store";
import { itemFormSchema } from "@shared/form-fields";
import type { PhotoEntry } from "@shared/listing-schemas";
import type { z } from "zod";
import { accepted } from "~/http/action-reply.server";
import { formAction } from "~/http/form-action.server";
import { admittedPhotoFiles } from "~/http/form-photos.server";

/** An area's words for its items' forms (LISTING_TEXT, SERVICE_TEXT). */
type ItemText = {
  successTitle: string;
  errorTitle: string;
  added: string;
  updated: string;
  deleted: string;
  addFailed: string;
  updateFailed: string;
  deleteFailed: string;
};

/**
 * An item's add-or-edit form (listings, services): a new item without `id`, else that one, its
 * photos the `photos` manifest plus `photo-N` files. `save` gets no id for a new item; who may
 * change which item is decided by the area's save, whatever this request claims.
 */
export async function saveItemForm<Schema extends z.ZodType<{ id: string; photos: PhotoEntry[] }>>(
  form: FormData,
  ctx: DomainContext,
  {
    intent,
    schema,
    text,
    save,
  }: {
    intent: string;
    schema: Schema;
    text: ItemText;
    save: (
      value: z.output<Schema> & { id: string | undefined },
      files: Map<string, UploadedFile>,
    ) => Promise<{ id: string }>;
  },
) {
  const creating = !form.get("id");
  const texts = {
    intent,
    title: text.errorTitle,
    failed: creating ? text.addFailed : text.updateFailed,
  };
  return formAction(form, schema, texts, async (value, submission) => {
    const files = await admittedPhotoFiles(form, ctx, value.photos);
    const saved = await save({ ...value, id: creating ? undefined : value.id }, files);
    return accepted(intent, submission, creating ? text.added : text.updated, {
      title: text.successTitle,
      id: saved.id,
    });
  });
}

/** A list row's button (delete, renew): `act` on the item the form names. */
export async function itemButtonForm(
  form: FormData,
  { intent, text, failed, done }: { intent: string; text: ItemText; failed: string; done: string },
  act: (id: string) => Promise<void>,
) {
  const texts = { intent, title: text.errorTitle, failed };
  return formAction(form, itemFormSchema, texts, async ({ id }, submission) => {
    await act(id);
    return accepted(intent, submission, done, { title: text.successTitle, id });
  });
}

/** A list row's delete: `remove` the item the form names. */
export function deleteItemForm(
  form: FormData,
  { intent, text }: { intent: string; text: ItemText },
  remove: (id: string) => Promise<void>,
) {
  const texts = { intent, text, failed: text.deleteFailed, done: text.deleted };
  return itemButtonForm(form, texts, remove);
}
