import { LISTING_TEXT } from "@shared/listing-schemas";
import type { PanelActionResult } from "@shared/panel";
import type { Logger } from "pino";
import { data } from "react-router";
import { isAppError } from "../../server/errors.ts";
import { ImageRejectedError } from "../../server/images/process-image.ts";
import { answerFor, logError } from "./error-edge.ts";

/** A form action's answer: the result the form shows, 400 when it failed. */
export function reply(
  result: PanelActionResult,
  status = result.ok ? 200 : 400,
  headers?: Record<string, string>,
) {
  return data(result, { status, headers });
}

/**
 * A refused photo keeps its own title and text (spec); any other error is shown as the action's
 * failure with the reason the edge gives it (error-edge.ts: a domain error's own message, an
 * unreachable database's "try again shortly" with its 503), an unexpected one without details.
 */
export function failure(intent: string, error: unknown, failed: string, log: Logger) {
  if (error instanceof ImageRejectedError) {
    return reply(
      {
        intent,
        ok: false,
        title: error.title,
        message: error.message,
        fieldErrors: { photos: error.message },
      },
      error.reason === "too_large" ? 413 : 400,
    );
  }
  const answer = answerFor(error);
  logError(log, error, answer, { intent });
  const message = isAppError(error)
    ? `${failed} ${error.message}`
    : answer.code === "internal"
      ? failed
      : answer.message;
  return reply(
    { intent, ok: false, title: LISTING_TEXT.errorTitle, message },
    answer.status,
    answer.headers,
  );
}
