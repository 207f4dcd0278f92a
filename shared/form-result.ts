import type { SubmissionResult } from "@conform-to/react";

/**
 * What every form action answers: the outcome people read (a toast or the line under the form)
 * and Conform's reply to the submission, which carries the field errors and the values typed, so
 * a refused form shows them again, with or without JavaScript. Passwords are never sent back
 * (`hideFields`). Forms that share a route tell their results apart by `intent`.
 */
export type FormResult<Intent extends string = string> = {
  intent: Intent;
  ok: boolean;
  /** A heading above the message ('Sukces', 'Błąd', 'Plik za duży', …). */
  title?: string;
  message: string;
  submission?: SubmissionResult<string[]>;
  /** The id the action created or changed. */
  id?: string;
  /** Extra data of the intent (e.g. the imported listing). */
  data?: unknown;
};

/** The result for one form, or undefined when the last submission was another form's. */
export function resultFor<R extends { intent: string }>(
  result: R | null | undefined,
  intent: string,
): R | undefined {
  return result?.intent === intent ? result : undefined;
}

/** The first error the reply gives a field, if any. */
export function fieldError(result: FormResult | null | undefined, name: string) {
  return result?.submission?.error?.[name]?.[0];
}
