import { getAppContext } from "~/http/context";
import { getActor } from "~/http/guards";
import { countUnread } from "../../server/messages/conversations";
import { methodNotAllowed } from "../../server/method-not-allowed";
import { openEventStream } from "../../server/realtime/event-stream";
import type { Route } from "./+types/api-events";

const NO_STORE = { "Cache-Control": "no-store" };

export const action = () => methodNotAllowed("GET");

/**
 * GET /api/wydarzenia: the signed-in user's live events (Server-Sent Events). The browser's
 * EventSource gives up on a non-stream answer, and the page then falls back to polling.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, bus, log } = getAppContext(context);
  const actor = await getActor(context, request);
  if (!actor) {
    return Response.json({ error: "Musisz być zalogowany." }, { status: 401, headers: NO_STORE });
  }
  if (!bus.isLive()) {
    return Response.json(
      { error: "Powiadomienia na żywo są chwilowo niedostępne." },
      { status: 503, headers: NO_STORE },
    );
  }
  const response = openEventStream({
    bus,
    userId: actor.id,
    signal: request.signal,
    countUnread: () => countUnread({ db, actor }),
    log,
  });
  return (
    response ??
    Response.json(
      { error: "Za dużo otwartych kart z powiadomieniami." },
      { status: 429, headers: NO_STORE },
    )
  );
}
