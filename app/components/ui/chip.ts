import { cn } from "~/lib/cn";

/**
 * The pills of a row of choices, one look per place they are used: `section` (the
 * administrator's section links), `toggle` (a switch with an icon, a user's roles), `sort` (the
 * home page's orders), `on-brand` (the service categories on the green hero). A choice is `on`,
 * `off` or `fixed` (on, and not to be switched: no hover).
 */
const CHIPS = {
  section: {
    base: "inline-block rounded-full px-4 py-2 text-sm font-medium ring-1 ring-inset",
    on: "bg-brand-700 text-white ring-brand-700",
    off: "bg-white text-gray-700 ring-gray-300 hover:bg-gray-50",
  },
  toggle: {
    base: "inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60",
    on: "bg-brand-700 text-white ring-brand-800 hover:bg-brand-800",
    off: "bg-white text-gray-700 ring-gray-300 hover:bg-gray-50",
  },
  sort: {
    base: "rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600",
    on: "border-brand-700 bg-brand-700 text-white",
    off: "border-gray-300 bg-white text-gray-700 hover:border-brand-500",
  },
  "on-brand": {
    base: "inline-block rounded-full px-3 py-1.5 text-sm",
    on: "bg-white font-semibold text-brand-800",
    off: "bg-white/15 font-medium text-white hover:bg-white/25",
  },
} as const;

const FIXED = "bg-brand-700 text-white ring-brand-800";

export function chipClass(
  variant: keyof typeof CHIPS,
  state: boolean | "fixed",
  className?: string,
) {
  const chip = CHIPS[variant];
  return cn(chip.base, state === "fixed" ? FIXED : state ? chip.on : chip.off, className);
}
