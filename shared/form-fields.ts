import { z } from "./zod";

/** A form checkbox: present ('on') when ticked; 'true' from a script's form. */
export const checkboxSchema = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true");

/**
 * A field sent under one repeated name (a list of inputs): the form layer reads one value as a
 * string and several as an array; an absent field is an empty list.
 */
export const repeatedTextSchema = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.string()),
);

/** A list row's form that names one item (the own listings' and services' delete). */
export const itemFormSchema = z.object({ id: z.string().default("") });
