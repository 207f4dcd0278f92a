import { getAppContext } from "~/http/context";
import { methodNotAllowed } from "~/http/error-edge";
import { getActor } from "~/http/guards";
import { recordServiceView } from "../../server/services/record-service-view";
import type { Route } from "./+types/api-service-view";

export const loader = () => methodNotAllowed("POST");

/** POST /api/services/{id}/view — sent by the page after it loads; counted once a day per visitor. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { db, config, clientIp } = getAppContext(context);
  const actor = await getActor(context, request);
  const result = await recordServiceView(db, params.id, {
    actor,
    clientIp,
    secret: config.authSecret,
  });
  return Response.json(result, { headers: { "Cache-Control": "no-store" } });
}
