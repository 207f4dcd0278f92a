import { once } from "node:events";
import { AppError } from "@server/errors.ts";
import { BodyTooLargeError, MAX_UPLOAD_BODY_BYTES } from "@server/images/body-limits.ts";
import Busboy from "busboy";

// The HTTP layer imports the limits from body-limits.ts, which loads nothing: the parser is only
// needed once the routes run.
export {
  BodyTooLargeError,
  FORM_BODY_LIMIT,
  isBodyTooLarge,
  MAX_FORM_BODY_BYTES,
  MAX_MESSAGE_BODY_BYTES,
} from "@server/images/body-limits.ts";

export const MALFORMED_FORM_MESSAGE = "Nieprawidłowe dane formularza.";

/**
 * `request.formData()` with a size limit enforced while reading: a declared Content-Length over
 * the limit is refused before reading anything, and a body without one (chunked) is cut off as
 * soon as it passes the limit, so no client can make us buffer more than `limit` bytes. A body
 * that is not a form is refused as invalid (400 at the error edge) with a Polish message.
 */
export async function readFormData(
  request: Request,
  limit = MAX_UPLOAD_BODY_BYTES,
): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (/^multipart\/form-data/i.test(contentType)) {
    return readMultipart(request, contentType, limit);
  }
  const body = await readBody(request, limit);
  try {
    return await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    // Not a form (another content type, a broken body): the sender's fault, not ours.
    throw malformedForm();
  }
}

function malformedForm() {
  return new AppError("invalid", MALFORMED_FORM_MESSAGE);
}

/**
 * A multipart body parsed chunk by chunk as it arrives. The platform's parser
 * (`Response.formData()`) works on the whole buffered body in one go: about 10 ms of the event
 * loop per megabyte, so a save with a few big photos held every other page up for hundreds of
 * milliseconds (the heavy-uploads fault check).
 */
async function readMultipart(request: Request, contentType: string, limit: number) {
  refuseDeclaredLength(request, limit);
  const form = new FormData();
  let parser: Busboy.Busboy;
  try {
    // Field values and file names are UTF-8 (busboy's default is latin1); no field is cut short.
    parser = Busboy({
      headers: { "content-type": contentType },
      defCharset: "utf8",
      defParamCharset: "utf8",
      limits: { fieldSize: limit },
    });
  } catch {
    throw malformedForm(); // no boundary
  }
  const parsed = new Promise<FormData>((resolve, reject) => {
    parser.on("field", (name, value) => form.append(name, value));
    parser.on("file", (name, stream, info) => {
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      // A body cut short (refused, or the client gone) fails the file too; the parser's own
      // error already answers the request.
      stream.on("error", () => {});
      stream.on("data", (chunk: Uint8Array<ArrayBuffer>) => chunks.push(chunk));
      // One part, not the parser's hundreds of small chunks: Node 20 reads a Blob's parts back
      // one by one, concatenating as it goes, which held the event loop for hundreds of ms per
      // big photo when the save read it (heavy-uploads fault check, a CPU profile).
      stream.on("end", () =>
        form.append(
          name,
          new File([Buffer.concat(chunks)], info.filename ?? "", { type: info.mimeType }),
        ),
      );
    });
    parser.on("close", () => resolve(form));
    parser.on("error", () => reject(malformedForm()));
  });
  // A refusal while feeding must not also surface as an unhandled rejection of `parsed`.
  parsed.catch(() => {});

  let total = 0;
  const reader = request.body?.getReader();
  for (;;) {
    const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
    if (chunk.done) break;
    total += chunk.value.byteLength;
    if (total > limit) {
      await reader?.cancel();
      parser.destroy();
      throw new BodyTooLargeError(limit);
    }
    if (!parser.write(chunk.value)) await once(parser, "drain");
  }
  parser.end();
  return parsed;
}

function refuseDeclaredLength(request: Request, limit: number) {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError(limit);
}

/** The request's body bytes, with readFormData's limit enforced the same way. */
export async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  refuseDeclaredLength(request, limit);
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
