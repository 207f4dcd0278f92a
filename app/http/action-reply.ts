import { LISTING_TEXT } from "@shared/listing-schemas";
import type { PanelActionResult } from "@shared/panel";
import type { Logger } from "pino";
import { data } from "react-router";
import { unexpectedFailure } from "../../server/db/unavailable-answer.ts";
import { isAppError } from "../../server/errors.ts";
import { ImageRejectedError } from "../../server/images/process-image.ts";

/** A form action's answer: the result the form shows, 400 when it failed. */
export function reply(
  result: PanelActionResult,
  status = result.ok ? 200 : 400,
  headers?: Record<string, string>,
) {
  return data(result, { status, headers });
}

/**
 * A refused photo keeps its own title and text (spec); any other domain error is shown as the
 * action's failure with the reason (the photo storage down: 503); an unreachable database asks
 * to try again shortly (503); anything unexpected is logged and shown without details.
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
  // Before the database test, which follows causes: the storage's refused connection behind an
  // 'unavailable' AppError is no database outage.
  if (isAppError(error)) {
    // An outage (the photo storage down) is answered with its reason, and must reach the logs.
    if (error.status >= 500) log.error({ err: error, intent }, "panel action failed");
    return reply(
      { intent, ok: false, title: LISTING_TEXT.errorTitle, message: `${failed} ${error.message}` },
      error.status,
    );
  }
  const answer = unexpectedFailure(error, failed);
  if (answer.status === 503) log.warn({ err: error, intent }, "panel action: database unavailable");
  else log.error({ err: error, intent }, "panel action failed");
  return reply(
    { intent, ok: false, title: LISTING_TEXT.errorTitle, message: answer.message },
    answer.status,
    answer.headers,
  );
}
