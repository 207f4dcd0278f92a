import { Field, fieldAria } from "../ui/field";
import { Input, Textarea } from "../ui/input";

type Props = {
  name: string;
  label: string;
  error?: string;
  defaultValue?: string;
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

/** A labelled form field of the setup wizard; a required one is marked with an asterisk. */
export function SetupField(props: Props) {
  const { name, label, error, defaultValue, required, hint, className } = props;
  const id = `setup-${name}`;
  const common = { id, name, defaultValue, required, ...fieldAria(id, { hint, error }) };
  return (
    <Field
      id={id}
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
      error={error}
      className={className}
    >
      {props.multiline ? (
        <Textarea {...common} rows={props.rows ?? 4} />
      ) : (
        <Input
          {...common}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
        />
      )}
    </Field>
  );
}
