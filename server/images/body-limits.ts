/** Request body limits, free of React Router so that the HTTP layer can load them early. */

/** A request body above the limit; the caller answers 413 with the spec's 'Plik za duży'. */
export class BodyTooLargeError extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`Request body exceeds ${limit} bytes`);
    this.name = "BodyTooLargeError";
    this.limit = limit;
  }
}

/**
 * By name, not class: the HTTP layer (server/request-body-limit.ts) and the SSR bundle each load
 * their own copy of this module.
 */
export function isBodyTooLarge(error: unknown): error is BodyTooLargeError {
  return error instanceof Error && error.name === "BodyTooLargeError";
}

/** Plain forms and JSON: the longest description or pasted text is a few dozen kilobytes. */
export const FORM_BODY_LIMIT = 64 * 1024;

/** An image of 5 MB plus multipart framing and the other fields. */
export const MAX_UPLOAD_BODY_BYTES = 6 * 1024 * 1024;

/** Ten new photos of 5 MB plus the other fields: the largest body a panel or admin form sends. */
export const MAX_FORM_BODY_BYTES = 51 * 1024 * 1024;

/** A message with five attachments of 10 MB plus the text fields and multipart framing. */
export const MAX_MESSAGE_BODY_BYTES = 5 * 10 * 1024 * 1024 + 1024 * 1024;
