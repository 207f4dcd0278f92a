import { getZodConstraint } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { FormConstraint } from "./form-core";

const constraints = new WeakMap<z.ZodType, FormConstraint>();

/**
 * A schema's field constraints (required, lengths, patterns) for the browser's own checks,
 * worked out once per schema: schemas are module constants, and walking one costs a page render
 * a noticeable share of its CPU when done per request.
 */
export function constraintOf(schema: z.ZodType): FormConstraint {
  let constraint = constraints.get(schema);
  if (!constraint) {
    constraint = getZodConstraint(schema);
    constraints.set(schema, constraint);
  }
  return constraint;
}
