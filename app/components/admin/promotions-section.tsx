import type { PanelActionResult } from "~/lib/panel";
import type { PromotionsSectionData } from "../../../server/admin/promotions-tab";

/** Promotions of listings or of services: list, create, toggle. */
export function PromotionsSection(_props: {
  kind: "property" | "service";
  data: PromotionsSectionData;
  result: PanelActionResult | undefined;
}) {
  return <p className="text-gray-700">Sekcja w przygotowaniu.</p>;
}
