import { recordView } from "@server/kernel/visitor-count";
import { getAppContext } from "~/http/context.server";
import { methodNotAllowed } from "~/http/error-edge.server";
import { getDomainContext } from "~/http/guards.server";
import type { Route } from "./+types/api-listing-view";

export const loader = () => methodNotAllowed("POST");

/** POST only: the detail page calls it after loading, so renders and crawlers' GETs never count. */
export async function action({ params, context, request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { config, clientIp } = getAppContext(context);
  const ctx = await getDomainContext(context, request);
  const result = await recordView(ctx, {
    kind: "listing",
    id: params.id,
    visitor: {
      clientIp,
      secret: config.authSecret,
    },
  });
  return Response.json(result, { headers: { "Cache-Control": "no-store" } });
}
