import { getAppContext } from "~/http/context";
import { methodNotAllowed } from "~/http/error-edge";
import { getDomainContext } from "~/http/guards";
import { recordView } from "../../server/kernel/visitor-count";
import type { Route } from "./+types/api-service-view";

export const loader = () => methodNotAllowed("POST");

/** POST /api/uslugi/{id}/wyswietlenie — sent by the page after it loads; counted once a day per visitor. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { config, clientIp } = getAppContext(context);
  const ctx = await getDomainContext(context, request);
  const result = await recordView(ctx, "service", params.id, {
    clientIp,
    secret: config.authSecret,
  });
  return Response.json(result, { headers: { "Cache-Control": "no-store" } });
}
