import { loadPromotionOverview } from "@server/admin/promotion-overview.ts";
import type { PromotionKind } from "@shared/promotion-schemas";
import { parsePage } from "@shared/sorting";
import { PromotionTab } from "~/components/admin/promotion-tab";
import { PromotionsSection } from "~/components/admin/promotions-section";
import { getAppContext } from "~/http/context.server";
import type { Route } from "./+types/promotions";
import { adminAction } from "./admin-action.server";
import { adminContext } from "./admin-context.server";
import { PROMOTION_ADMIN_ACTIONS } from "./promotion-actions.server";

/**
 * /admin/promotion/listings and /admin/promotion/services (one module, two routes): a kind's
 * promotions (`?page=`) and the add dialog's title search (`?q=`).
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = await adminContext(context, request);
  const params = url.searchParams;
  const kind: PromotionKind = url.pathname.endsWith("/services") ? "service" : "property";
  const query = { kind, page: parsePage(params.get("page")), q: (params.get("q") ?? "").trim() };
  return loadPromotionOverview(ctx, query, getAppContext(context).log);
}

export const action = adminAction(PROMOTION_ADMIN_ACTIONS);

export default function AdminPromotions({ loaderData, actionData }: Route.ComponentProps) {
  const section = loaderData.kind === "service" ? "services" : "listings";
  return (
    <PromotionTab section={section}>
      <PromotionsSection kind={loaderData.kind} data={loaderData} result={actionData} />
    </PromotionTab>
  );
}
