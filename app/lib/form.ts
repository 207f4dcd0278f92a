import {
  type FieldMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { FormResult } from "@shared/form-result";
import { useMemo } from "react";
import type { z } from "zod";

type Constraint = ReturnType<typeof getZodConstraint>;
/** Any field of a form on this layer, as controls and Field take it. */
export type FieldMeta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/**
 * A form on the one form layer (Conform): the same zod schema checks the fields in the browser
 * (on leaving a field, again on every keystroke once it was wrong) and in the action, and the
 * action's reply (`result.submission`) shows its errors and keeps what was typed.
 *
 * Public pages pass `constraint` (computed by their loader) instead of `schema`: zod is 25 KB of
 * JavaScript the page budget has no room for, and their forms are checked by the action alone.
 * `intent` picks the result of this form when several forms share one route's action.
 */
export function useAppForm<Schema extends z.ZodType>({
  id,
  schema,
  constraint,
  result,
  intent,
  defaultValue,
}: {
  id: string;
  schema?: Schema;
  constraint?: Constraint;
  result?: FormResult | null;
  intent?: string;
  /** The stored values the fields start with (strings, as the inputs hold them). */
  defaultValue?: Record<string, string | null | undefined>;
}) {
  const own = !result || intent === undefined || result.intent === intent ? result : undefined;
  const schemaConstraint = useMemo(() => (schema ? getZodConstraint(schema) : undefined), [schema]);
  return useForm<Record<string, unknown>, z.output<Schema>>({
    id,
    lastResult: own?.submission ?? null,
    constraint: schemaConstraint ?? constraint,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: schema
      ? ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: true })
      : undefined,
  });
}

/**
 * The control's id, name, aria and constraint attributes, from the library. `hint` names the
 * field's hint (Field renders it under `descriptionId`) so a screen reader reads it. The key
 * Conform uses to reset a control is set by Field around its child, not spread here.
 */
export function inputProps(
  field: FieldMeta,
  { hint, ...options }: Parameters<typeof getInputProps>[1] & { hint?: boolean },
) {
  const { key: _key, ...props } = getInputProps(field, {
    ...options,
    ariaDescribedBy: hint ? field.descriptionId : undefined,
  } as Parameters<typeof getInputProps>[1]);
  return props;
}

export function textareaProps(field: FieldMeta, { hint }: { hint?: boolean } = {}) {
  const { key: _key, ...props } = getTextareaProps(field, {
    ariaDescribedBy: hint ? field.descriptionId : undefined,
  });
  return props;
}

export function selectProps(field: FieldMeta, { hint }: { hint?: boolean } = {}) {
  const { key: _key, ...props } = getSelectProps(field, {
    ariaDescribedBy: hint ? field.descriptionId : undefined,
  });
  return props;
}
