import { contentDisposition, downloadAttachment } from "@server/messages/download-attachment";
import { getPrivateStorage } from "@server/storage/storage";
import { MESSAGE_TEXT } from "@shared/message-schemas";
import { PRIVATE_DOWNLOAD_HEADERS } from "~/http/cache-headers.server";
import { getAppContext } from "~/http/context.server";
import { errorResponse, methodNotAllowed } from "~/http/error-edge.server";
import { getDomainContext, requireUser } from "~/http/guards.server";
import type { Route } from "./+types/api-attachment";

export const action = () => methodNotAllowed("GET");

/**
 * GET /api/zalaczniki/{id}: a message attachment, for its sender and recipient only (anyone
 * else 404, as if it did not exist; signed out → sign in and come back). Always a download
 * (Content-Disposition: attachment, nosniff), never cached; 410 once expired.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  const app = getAppContext(context);
  const file = await downloadAttachment(
    { ...(await getDomainContext(context, request)), storage: getPrivateStorage(app.config) },
    params.id,
  );
  if (file.status === "expired") {
    return errorResponse({
      status: 410,
      code: "gone",
      message: MESSAGE_TEXT.attachmentExpired,
      headers: PRIVATE_DOWNLOAD_HEADERS,
    });
  }
  return new Response(file.body as Uint8Array<ArrayBuffer>, {
    headers: {
      ...PRIVATE_DOWNLOAD_HEADERS,
      "Content-Type": file.fileType,
      "Content-Length": String(file.body.byteLength),
      "Content-Disposition": contentDisposition(file.fileName),
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
