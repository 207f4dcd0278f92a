import { z } from "./zod";

/** A form checkbox: present ('on') when ticked; 'true' from a script's form. */
export const checkboxSchema = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true");

/** A whole amount as people type it: '49', '1 250', '1 250 zł'; null for anything else. */
export function parseWholeAmount(value: string): number | null {
  const cleaned = value.replace(/[\s\u00a0]/g, "").replace(/zł$/i, "");
  return /^\d{1,9}$/.test(cleaned) ? Number(cleaned) : null;
}
