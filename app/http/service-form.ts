import type { PhotoEntry } from "@shared/listing-schemas";
import { type ServiceValues, serviceFormSchema } from "@shared/service-schemas";
import { parseSubmission } from "./action-reply";

/**
 * The service form read with its schema for the administrator's add dialog (its action answers
 * field errors through the admin table's FormRejectedError): the values and photo list, or each
 * refused field's first reason. The panel's save answers Conform's reply itself (service-forms.ts).
 */
export function parseServiceForm(
  form: FormData,
):
  | { ok: true; values: ServiceValues; photos: PhotoEntry[] }
  | { ok: false; fieldErrors: Partial<Record<string, string>> } {
  const submission = parseSubmission(form, serviceFormSchema);
  if (submission.status === "success") {
    const { id: _id, photos, ...values } = submission.value;
    return { ok: true, values, photos };
  }
  const errors = Object.entries(submission.error ?? {});
  return {
    ok: false,
    fieldErrors: Object.fromEntries(errors.map(([name, messages]) => [name, messages?.[0]])),
  };
}
