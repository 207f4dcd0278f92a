import { loadServiceOverview } from "@server/admin/service-overview.ts";
import { parseServiceQuery } from "@shared/service-query";
import { ServicesTab } from "~/components/admin/services-tab";
import type { Route } from "./+types/services";
import { adminAction } from "./admin-action.server";
import { adminContext } from "./admin-context.server";
import { SERVICE_ADMIN_ACTIONS } from "./service-actions.server";

/** /admin/services?q=&category=&page=: every service, filtered as the public list filters. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = await adminContext(context, request);
  const { q, category, page } = parseServiceQuery(url.searchParams);
  return loadServiceOverview(ctx, { q, category, page });
}

export const action = adminAction(SERVICE_ADMIN_ACTIONS);

export default function AdminServices({ loaderData, actionData }: Route.ComponentProps) {
  return <ServicesTab data={loaderData} result={actionData} />;
}
