import type { z } from "zod";

/** The schema tests' view of a refusal: each field's first message (the one a form shows). */
export function firstErrors(error: z.ZodError): Partial<Record<string, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? "form")] ??= issue.message;
  return out;
}
