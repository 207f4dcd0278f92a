import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { FormResult } from "@shared/form-result";
import type { z } from "zod";
import { constraintOf } from "./form-constraint";
import { useLastResult } from "./form-core";

/**
 * A form on the one form layer (Conform): the same zod schema checks the fields in the browser
 * (on leaving a field, again on every keystroke once it was wrong) and in the action, and the
 * action's reply (`result.submission`) shows its errors and keeps what was typed.
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
    shouldValidate: "onBlur",
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
