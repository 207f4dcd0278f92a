import { cn } from "~/lib/cn";

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

const inputClass =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-gray-900 shadow-sm placeholder:text-gray-400 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 sm:text-sm";

/** A labelled form field with its error right below it, announced with the field. */
export function SetupField(props: Props) {
  const { name, label, error, defaultValue, required, hint, className } = props;
  const id = `setup-${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(" ");
  const common = {
    id,
    name,
    defaultValue,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    className: cn(inputClass, error ? "border-red-500" : "border-gray-300"),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
        {required ? (
          <span className="text-red-600" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {props.multiline ? (
        <textarea {...common} rows={props.rows ?? 4} />
      ) : (
        <input
          {...common}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
