import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { FormResult } from "@shared/form-result";
import { data } from "react-router";
import type { z } from "zod";

// biome-ignore lint/suspicious/noExplicitAny: any submission, whatever its schema
type AnySubmission = Submission<any, string[], any>;

/** A form action's answer: the result the form shows, 400 when it failed. */
export function reply(result: FormResult, status = result.ok ? 200 : 400, headers?: HeadersInit) {
  return data(result, { status, headers });
}

/**
 * Reads a form with its schema exactly as the browser did (app/lib/form.ts): no coercion of
 * our own, the schema's transforms (Polish numbers, phones) do it.
 */
export function parseSubmission<Schema extends z.ZodType>(form: FormData, schema: Schema) {
  return parseWithZod(form, { schema, disableAutoCoercion: true });
}

/**
 * The fields as typed, for a domain function that checks its input itself with the same schema
 * (server/<area>/: every caller goes through it). Once the schema accepted the submission, its
 * payload has the schema's input type.
 */
export function submittedInput<Input extends Record<string, unknown>, Output>(
  submission: Submission<Input, string[], Output> & { status: "success" },
): Input {
  return submission.payload as Input;
}

/**
 * The answer to a submission the schema or the domain refused: its field errors (plus
 * `fieldErrors` found by the domain) and the values typed, without `hideFields` (passwords).
 * The message is the first error unless one is given.
 */
export function refused(
  intent: string,
  submission: AnySubmission,
  options: {
    message?: string;
    title?: string;
    fieldErrors?: Record<string, string>;
    hideFields?: string[];
    status?: number;
    data?: unknown;
  } = {},
) {
  const extra = Object.fromEntries(
    Object.entries(options.fieldErrors ?? {}).map(([name, message]) => [name, [message]]),
  );
  const errors: Record<string, string[] | null> = {
    ...("error" in submission ? submission.error : {}),
    ...extra,
  };
  const firstError = Object.values(errors).find((list) => list?.length)?.[0] ?? "";
  return reply(
    {
      intent,
      ok: false,
      title: options.title,
      message: options.message ?? firstError,
      data: options.data,
      submission: submission.reply({ fieldErrors: extra, hideFields: options.hideFields }),
    },
    options.status ?? 400,
  );
}

/**
 * What a form's domain call answers when it went through: the toast's words and what the screen
 * needs next; `resetForm` empties the form for the next one.
 */
export type Done = {
  message: string;
  title?: string;
  resetForm?: boolean;
  id?: string;
  data?: unknown;
  headers?: HeadersInit;
};

/** The answer to a submission that went through. */
export function accepted(intent: string, submission: AnySubmission, done: Done) {
  return reply(
    {
      intent,
      ok: true,
      title: done.title,
      message: done.message,
      id: done.id,
      data: done.data,
      submission: submission.reply({ resetForm: done.resetForm }),
    },
    200,
    done.headers,
  );
}
