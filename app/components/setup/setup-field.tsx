import type { FieldMetadata } from "@conform-to/react";
import { inputProps, textareaProps } from "~/lib/form";
import { Field } from "../ui/field";
import { Input, Textarea } from "../ui/input";

type Props = {
  meta: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
} & (
  | { multiline: true; rows?: number }
  | {
      multiline?: false;
      type?: "text" | "email" | "tel" | "url";
      autoComplete?: string;
      inputMode?: "text" | "email" | "tel" | "url";
    }
);

/** A labelled field of the setup wizard's forms; a required one is marked with an asterisk. */
export function SetupField(props: Props) {
  const { meta, label, required, hint, className } = props;
  return (
    <Field
      meta={meta}
      label={
        <>
          {label}
          {required ? (
            <span className="text-red-600" aria-hidden="true">
              {" "}
              *
            </span>
          ) : null}
        </>
      }
      hint={hint}
      className={className}
    >
      {props.multiline ? (
        <Textarea {...textareaProps(meta, { hint: Boolean(hint) })} rows={props.rows ?? 4} />
      ) : (
        <Input
          {...inputProps(meta, { type: props.type ?? "text", hint: Boolean(hint) })}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
        />
      )}
    </Field>
  );
}
