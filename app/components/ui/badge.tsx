import { cn } from "~/lib/cn";

const TONES = {
  red: "bg-red-100 text-red-800 ring-red-200",
  blue: "bg-blue-100 text-blue-800 ring-blue-200",
  green: "bg-green-100 text-green-800 ring-green-200",
  gray: "bg-gray-100 text-gray-700 ring-gray-200",
  amber: "bg-amber-100 text-amber-900 ring-amber-200",
  brand: "bg-brand-700 text-white ring-brand-800",
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({
  tone = "gray",
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
