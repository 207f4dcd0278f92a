import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { FormResult } from "@shared/form-result";
import type { z } from "zod";
import { constraintOf } from "./form-constraint";
import { useLastResult } from "./form-core";

/**
 * A form on the one form layer (Conform): the same zod schema checks the fields in the browser
 * (when the form is sent, showing every field's error at once, then again on every keystroke)
 * and in the action, and the action's reply (`result.submission`) shows its errors and keeps
 * what was typed. Never on leaving a field: the error appearing then pushes the controls below
 * it down while the pointer that left the field is pressing one of them, and the click is lost.
 *
 * Public pages use usePublicForm (app/lib/form-core.ts) instead: zod is 25 KB of JavaScript
 * their budget has no room for. `intent` picks the result of this form when several forms share one route's action.
 */
export function useAppForm<Schema extends z.ZodType>({
  id,
  schema,
  result,
  intent,
  defaultValue,
}: {
  id: string;
  schema: Schema;
  result?: FormResult | null;
  intent?: string;
  /** The stored values the fields start with (strings, as the inputs hold them). */
  defaultValue?: Record<string, string | null | undefined>;
}) {
  return useForm<Record<string, unknown>, z.output<Schema>>({
    id,
    lastResult: useLastResult(result, intent, defaultValue !== undefined),
    constraint: constraintOf(schema),
    defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: true }),
  });
}

export {
  type FieldMeta,
  formProps,
  inputProps,
  selectProps,
  textareaProps,
} from "./form-core";
