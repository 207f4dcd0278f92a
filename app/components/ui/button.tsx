import { Link, type LinkProps } from "react-router";
import { cn } from "~/lib/cn";

const VARIANTS = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800 focus-visible:outline-brand-600",
  secondary:
    "border border-gray-300 bg-white text-gray-800 shadow-sm hover:bg-gray-50 focus-visible:outline-brand-600",
  ghost: "text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-600",
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800 focus-visible:outline-red-600",
  "danger-outline":
    "border border-gray-300 bg-white text-red-700 shadow-sm hover:bg-red-50 focus-visible:outline-red-600",
} as const;

const SIZES = {
  sm: "min-h-9 px-3 py-1.5 text-sm",
  md: "min-h-10 px-4 py-2",
  lg: "min-h-11 px-5 py-2.5",
} as const;

type ButtonVariant = keyof typeof VARIANTS;
type ButtonSize = keyof typeof SIZES;

export type ButtonStyle = {
  /**
   * primary: the one main action of a form or screen; danger: confirms a deletion or a block;
   * danger-outline: offers one (a row's 'Usuń', which then asks).
   */
  variant?: ButtonVariant;
  /** sm in lists and rows, md in forms, lg for a page's main call to action. */
  size?: ButtonSize;
  /** Takes the whole width of its container. */
  block?: boolean;
};

/**
 * The classes of a button, for the few elements that must look like one but cannot be a
 * <button> or a link (a <summary>, a <label> of a file input). `className` is for layout only
 * (margins, grid placement): cn() does not resolve conflicting utilities.
 */
export function buttonClass({ variant = "primary", size = "md", block }: ButtonStyle = {}) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60",
    VARIANTS[variant],
    SIZES[size],
    block && "w-full",
  );
}

/** A <button> (type="button" unless told otherwise, so it never submits by accident). */
export function Button({
  variant,
  size,
  block,
  className,
  type = "button",
  ...rest
}: ButtonStyle & React.ComponentProps<"button">) {
  return (
    <button
      type={type}
      {...rest}
      className={cn(buttonClass({ variant, size, block }), className)}
    />
  );
}

/** A router link that looks like a button (a call to action that goes somewhere). */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonStyle & LinkProps) {
  return <Link {...rest} className={cn(buttonClass({ variant, size, block }), className)} />;
}
