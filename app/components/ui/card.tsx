import { cn } from "~/lib/cn";

const VARIANTS = {
  default: "border-gray-200 bg-white",
  muted: "border-gray-200 bg-gray-50",
  danger: "border-red-200 bg-white",
  brand: "border-brand-200 bg-brand-50",
  warning: "border-amber-200 bg-amber-50",
  /** The place of a list that is empty. */
  empty: "border-dashed border-gray-300 bg-white",
} as const;

const PADDING = { none: "", xs: "p-3", sm: "p-4", md: "p-5", lg: "p-5 sm:p-6" } as const;

export type CardVariant = keyof typeof VARIANTS;

/**
 * A bordered box: a form section, a sidebar box, an item of a list. `as` picks the element (a
 * <section> or <article> when it has a heading, an <li> in a list). An item of a list is `item`:
 * less rounded than a section, and `flat` where a list of them would be busy with shadows.
 */
export function Card({
  as: Element = "div",
  variant = "default",
  padding = "md",
  item = false,
  flat = false,
  className,
  ...rest
}: {
  as?: "div" | "section" | "article" | "aside" | "li" | "p";
  variant?: CardVariant;
  padding?: keyof typeof PADDING;
  item?: boolean;
  flat?: boolean;
} & React.HTMLAttributes<HTMLElement>) {
  return (
    <Element
      className={cn(
        "border",
        item ? "rounded-xl" : "rounded-2xl",
        !flat && "shadow-sm",
        VARIANTS[variant],
        PADDING[padding],
        className,
      )}
      {...rest}
    />
  );
}
