import { cn } from "~/lib/cn";

const VARIANTS = {
  default: "border-gray-200 bg-white",
  muted: "border-gray-200 bg-gray-50",
  danger: "border-red-200 bg-white",
  brand: "border-brand-200 bg-brand-50",
} as const;

const PADDING = { none: "", sm: "p-4", md: "p-5", lg: "p-5 sm:p-6" } as const;

export type CardVariant = keyof typeof VARIANTS;

/**
 * A bordered white box: a form section, a sidebar box, an item of a list. `as` picks the
 * element (a <section> or <article> when it has a heading, an <li> in a list).
 */
export function Card({
  as: Element = "div",
  variant = "default",
  padding = "md",
  className,
  ...rest
}: {
  as?: "div" | "section" | "article" | "aside" | "li";
  variant?: CardVariant;
  padding?: keyof typeof PADDING;
} & React.HTMLAttributes<HTMLElement>) {
  return (
    <Element
      className={cn("rounded-2xl border shadow-sm", VARIANTS[variant], PADDING[padding], className)}
      {...rest}
    />
  );
}
