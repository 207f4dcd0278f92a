import type { Submission } from "@conform-to/react";
import { isAppError } from "@server/errors.ts";
import type { Logger } from "pino";
import type { data } from "react-router";
import type { z } from "zod";
import { accepted, type Done, parseSubmission, refused, reply } from "./action-reply.server.ts";
import { answerFor, isRouterAnswer, logError } from "./error-edge.server.ts";
import { BodyTooLargeError, MAX_FORM_BODY_BYTES, readFormData } from "./read-form-data.server.ts";

/** How a form's refusal reads besides the domain's reason. */
export type FormTexts = {
  intent: string;
  /** The toast's title on a refusal. */
  title?: string;
  /**
   * The spec's failure text ('Nie udało się zapisać ogłoszenia.'): the message when the schema
   * refuses the form, and the start of the message when the domain does.
   */
  failed?: string;
  /** Fields never sent back (passwords). */
  hideFields?: string[];
  /**
   * One status for every refusal, where the refusal's own would tell too much (the sign-in
   * forms: 400 whatever better-auth said).
   */
  status?: number;
  /** Where a refusal with an internal cause is logged, as the error edge logs it. */
  log?: Logger;
};

/** An answer a form's `run` gives itself instead of `Done`: a redirect, a page's own data. */
type RouterAnswer = Response | ReturnType<typeof data<unknown>>;

/** A submission the schema accepted, for a domain call that reads what was typed. */
export type AcceptedSubmission<Schema extends z.ZodType> = Submission<
  z.input<Schema>,
  string[],
  z.output<Schema>
> & { status: "success" };

/**
 * The one path from a posted form to its answer: the submission is parsed with the form's own
 * schema (the browser checked with the same one), `run` calls the domain with the typed values
 * and says what went through (`Done`, made the form's reply here, so the answer is built in one
 * place whichever way it goes) or answers itself (a redirect, a page's own data); a domain refusal (AppError) becomes the form's reply with its status, its
 * message (after `failed`, unless it brings a title of its own and so says everything itself),
 * its field errors and data, and what was typed. Anything else (the database down, a bug) goes
 * on to the error edge.
 */
export async function formAction<Schema extends z.ZodType, Answer extends Done | RouterAnswer>(
  form: FormData,
  schema: Schema,
  texts: FormTexts,
  run: (value: z.output<Schema>, submission: AcceptedSubmission<Schema>) => Promise<Answer>,
): Promise<Exclude<Answer, Done> | ReturnType<typeof accepted>> {
  const { intent, title, failed, hideFields } = texts;
  const submission = parseSubmission(form, schema);
  if (submission.status !== "success") {
    return refused(intent, submission, { title, message: failed, hideFields });
  }
  try {
    const answer = await run(submission.value, submission as AcceptedSubmission<Schema>);
    return isRouterAnswer(answer)
      ? (answer as Exclude<Answer, Done>)
      : accepted(intent, submission, answer as Done);
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (texts.log) logError(texts.log, error, answerFor(error), { intent });
    const ownWords = error.title !== undefined;
    return refused(intent, submission, {
      title: error.title ?? title,
      message: failed && !ownWords ? `${failed} ${error.message}` : error.message,
      fieldErrors: error.fields,
      data: error.data,
      hideFields,
      status: texts.status ?? error.status,
    });
  }
}

/**
 * A screen's posted form, read within the upload limit so that no client can make the server buffer
 * more. Only photos make a body this large, so the answer over it is the photo forms' 413.
 */
export async function postedForm(request: Request) {
  try {
    return await readFormData(request, MAX_FORM_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return reply(
      {
        intent: "upload",
        ok: false,
        title: "Plik za duży",
        message: "Łączny rozmiar wysyłanych zdjęć jest za duży. Wyślij mniej zdjęć naraz.",
      },
      413,
    );
  }
}
