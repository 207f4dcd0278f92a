import { recordView } from "@server/kernel/visitor-count";
import { getAppContext } from "~/http/context.server";
import { methodNotAllowed } from "~/http/error-edge.server";
import { getDomainContext } from "~/http/guards.server";
import type { Route } from "./+types/api-service-view";

export const loader = () => methodNotAllowed("POST");

/** POST /api/uslugi/{id}/wyswietlenie — sent by the page after it loads; counted once a day per visitor. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { config, clientIp } = getAppContext(context);
  const ctx = await getDomainContext(context, request);
  const result = await recordView(ctx, {
    kind: "service",
    id: params.id,
    visitor: {
      clientIp,
      secret: config.authSecret,
    },
  });
  return Response.json(result, { headers: { "Cache-Control": "no-store" } });
}
