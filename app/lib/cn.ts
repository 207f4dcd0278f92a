import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names (clsx). It does NOT merge conflicting Tailwind utilities: tailwind-merge
 * cost ~10 KB gzipped on every page. When a class depends on a condition, choose between whole
 * alternatives (`active ? "text-brand-700" : "text-gray-700"`) instead of adding an override to
 * a base list: with both in the class attribute the stylesheet's order decides, not the call.
 * In development (only) a console warning names calls that pass such conflicts.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (import.meta.env.DEV) devMerge?.(classes);
  return classes;
}

/** Set once tailwind-merge has loaded; the production build drops all of this. */
let devMerge: ((classes: string) => void) | undefined;
if (import.meta.env.DEV) {
  void import("tailwind-merge").then(({ twMerge }) => {
    devMerge = (classes) => {
      const merged = twMerge(classes);
      if (merged.length === classes.length) return;
      const kept = new Set(merged.split(" "));
      const lost = classes.split(" ").filter((name) => name && !kept.has(name));
      console.warn(
        `cn(): conflicting Tailwind classes, the stylesheet's order decides: "${lost.join(" ")}" in "${classes}"`,
      );
    };
  });
}
