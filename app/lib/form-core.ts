import {
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from "@conform-to/react";
import type { getZodConstraint } from "@conform-to/zod/v4";
import type { FormResult } from "@shared/form-result";
import { useMemo } from "react";
import { useNavigation } from "react-router";

// The form layer without zod: public pages import it directly (app/lib/form.ts adds the schema).

/** Any field of a form on this layer, as controls and Field take it. */
export type FieldMeta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** A schema's constraints as a loader computes them (`getZodConstraint(schema)`): plain data. */
export type FormConstraint = ReturnType<typeof getZodConstraint>;

/** The result for this form: the route's last result, unless it names another form's intent. */
function ownResult(result: FormResult | null | undefined, intent: string | undefined) {
  return !result || intent === undefined || result.intent === intent ? result : undefined;
}

/**
 * The reply Conform is given as the form's last result. After a save that went through, a form
 * that edits stored values (`defaultValue`) starts again from them: Conform keeps the values the
 * form was created with as its initial ones, so a control remounted later (a re-keyed field, a
 * form shown again) would show the old value and the next save would write it back. The reset
 * is Conform's own (`initialValue: null`), made once the loaders have revalidated: the action's
 * answer arrives while they still run, with the old values.
 */
export function useLastResult(
  result: FormResult | null | undefined,
  intent: string | undefined,
  editsStoredValues: boolean,
) {
  const own = ownResult(result, intent);
  const submission = own?.submission ?? null;
  const revalidated = useNavigation().state === "idle";
  const restart = Boolean(own?.ok && editsStoredValues && revalidated);
  return useMemo(
    () => (restart && submission ? { initialValue: null } : submission),
    [restart, submission],
  );
}

/**
 * A form of a public page, on the same form layer as useAppForm (app/lib/form.ts) but without
 * zod, which the page's JavaScript budget has no room for: the loader passes the schema's
 * `constraint`, the action checks with the schema, and its reply shows the errors at the fields
 * and keeps what was typed. Checked when sent: without a schema Conform would otherwise post the
 * form to the action on every blur to validate it.
 */
export function usePublicForm({
  id,
  constraint,
  result,
  intent,
  defaultValue,
}: {
  id: string;
  constraint: FormConstraint;
  result?: FormResult | null;
  intent?: string;
  defaultValue?: Record<string, string | null | undefined>;
}) {
  return useForm<Record<string, unknown>>({
    id,
    lastResult: useLastResult(result, intent, defaultValue !== undefined),
    constraint,
    defaultValue,
    shouldValidate: "onSubmit",
  });
}

/**
 * The form element's id, submit handler and `noValidate` (our Polish messages, never the
 * browser's bubbles, also before hydration), from the library.
 */
export function formProps(form: FormMetadata<Record<string, unknown>, string[]>) {
  return getFormProps(form);
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
