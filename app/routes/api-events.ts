import { AppError } from "@server/errors";
import { countUnread } from "@server/messages/conversations";
import { openEventStream } from "@server/realtime/event-stream";
import { getAppContext } from "~/http/context.server";
import { methodNotAllowed } from "~/http/error-edge.server";
import { getActor } from "~/http/guards.server";
import type { Route } from "./+types/api-events";

export const action = () => methodNotAllowed("GET");

/**
 * GET /api/wydarzenia: the signed-in user's live events (Server-Sent Events). The browser's
 * EventSource gives up on a non-stream answer, and the page then falls back to polling.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, bus, log } = getAppContext(context);
  const actor = await getActor(context, request);
  if (!actor) throw new AppError("unauthenticated", "Musisz być zalogowany.");
  if (!bus.isLive()) {
    throw new AppError("unavailable", "Powiadomienia na żywo są chwilowo niedostępne.");
  }
  const response = openEventStream({
    bus,
    userId: actor.id,
    signal: request.signal,
    countUnread: () => countUnread({ db, actor }),
    log,
  });
  if (!response) throw new AppError("rate_limited", "Za dużo otwartych kart z powiadomieniami.");
  return response;
}
