import { data } from "react-router";

export const MALFORMED_FORM_MESSAGE = "Nieprawidłowe dane formularza.";

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

/**
 * `request.formData()` with a size limit enforced while reading: a declared Content-Length over
 * the limit is refused before reading anything, and a body without one (chunked) is cut off as
 * soon as it passes the limit, so no client can make us buffer more than `limit` bytes. A body
 * that is not a form is answered 400 with a Polish message (a thrown `data()`), never a 500.
 */
export async function readFormData(
  request: Request,
  limit = MAX_UPLOAD_BODY_BYTES,
): Promise<FormData> {
  const body = await readBody(request, limit);
  // Re-wrap so the platform's multipart parser does the parsing.
  try {
    return await new Response(body, {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    // Not a form (another content type, a broken multipart body): the sender's fault, not ours.
    throw data(MALFORMED_FORM_MESSAGE, { status: 400 });
  }
}

/** The request's body bytes, with readFormData's limit enforced the same way. */
export async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError(limit);
  if (!request.body) return new Uint8Array();

  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
