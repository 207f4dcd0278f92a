import { z } from "./zod";

/** A form checkbox: present ('on') when ticked; 'true' from a script's form. */
export const checkboxSchema = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true");
