import { createReadableStreamFromReadable } from "@react-router/node";
import { getDataExportFile } from "@server/accounts/data-export";
import { isAppError } from "@server/errors";
import { contentDisposition } from "@server/messages/download-attachment";
import { getPrivateStorage } from "@server/storage/storage";
import { PRIVATE_DOWNLOAD_HEADERS } from "~/http/cache-headers.server";
import { getAppContext } from "~/http/context.server";
import { errorResponse, methodNotAllowed } from "~/http/error-edge.server";
import { getDomainContext, requireUser } from "~/http/guards.server";
import type { Route } from "./+types/data-export-file";

export const action = () => methodNotAllowed("GET");

/**
 * GET /moje-dane/{id}/plik: the export's ZIP, for its signed-in owner only (anyone else 404),
 * streamed from the storage (never whole in memory), whole or the one byte range asked for.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  const app = getAppContext(context);
  try {
    const file = await getDataExportFile(await getDomainContext(context, request), {
      storage: getPrivateStorage(app.config),
      id: params.id,
      rangeHeader: request.headers.get("range"),
    });
    if (file.range === "unsatisfiable") {
      return new Response(null, {
        status: 416,
        headers: { ...PRIVATE_DOWNLOAD_HEADERS, "Content-Range": `bytes */${file.size}` },
      });
    }
    const { range, size } = file;
    return new Response(createReadableStreamFromReadable(file.body), {
      status: range ? 206 : 200,
      headers: {
        ...PRIVATE_DOWNLOAD_HEADERS,
        "Content-Type": "application/zip",
        "Content-Length": String(range ? range.end - range.start + 1 : size),
        ...(range ? { "Content-Range": `bytes ${range.start}-${range.end}/${size}` } : {}),
        "Accept-Ranges": "bytes",
        "Content-Disposition": contentDisposition(file.fileName),
      },
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return errorResponse({
      status: error.status,
      code: error.code,
      message: error.message,
      headers: PRIVATE_DOWNLOAD_HEADERS,
    });
  }
}
