import { cn } from "~/lib/cn";

/**
 * The bordered text control. An invalid control (aria-invalid, set by fieldAria) gets a red
 * border. Selects are `:read-only` to CSS, so only inputs and textareas get the read-only grey.
 */
const controlClass =
  "rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 shadow-sm placeholder:text-gray-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500 aria-[invalid=true]:border-red-500 disabled:cursor-not-allowed disabled:opacity-60";
const readOnlyClass = "read-only:bg-gray-100 read-only:text-gray-600";

type ControlStyle = {
  /** As wide as its content, in a row of other controls; else a block of the full width. */
  inline?: boolean;
};

/** The classes of a text input, for a control that is not one of the components below. */
function inputClass({ inline }: ControlStyle = {}) {
  return cn(controlClass, readOnlyClass, inline ? "inline-block" : "block w-full");
}

/** `className` is for layout only (height, margins): cn() does not resolve conflicting utilities. */
export function Input({
  inline,
  className,
  ...rest
}: ControlStyle & React.ComponentProps<"input">) {
  return <input className={cn(inputClass({ inline }), className)} {...rest} />;
}

export function Textarea({
  inline,
  className,
  ...rest
}: ControlStyle & React.ComponentProps<"textarea">) {
  return <textarea className={cn(inputClass({ inline }), className)} {...rest} />;
}

/** A native select; pass the <option>s as children. */
export function Select({
  inline,
  className,
  ...rest
}: ControlStyle & React.ComponentProps<"select">) {
  return (
    <select
      className={cn(controlClass, inline ? "inline-block" : "block w-full", className)}
      {...rest}
    />
  );
}
