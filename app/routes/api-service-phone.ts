import { getServicePhone } from "@server/services/get-service-phone";
import { methodNotAllowed } from "~/http/error-edge.server";
import { getDomainContext } from "~/http/guards.server";
import type { Route } from "./+types/api-service-phone";

export const loader = () => methodNotAllowed("POST");

/** POST /api/uslugi/{id}/telefon — the company's number, for signed-in users only. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const result = await getServicePhone(await getDomainContext(context, request), params.id);
  return Response.json(result, { headers: { "Cache-Control": "no-store" } });
}
