import type { PanelActionResult } from "~/lib/panel";
import type { PlansSectionData } from "../../../server/admin/plans-tab";

/** Subscription plans: list by price, create, edit, toggle. */
export function PlansSection(_props: {
  data: PlansSectionData;
  result: PanelActionResult | undefined;
}) {
  return <p className="text-gray-700">Sekcja w przygotowaniu.</p>;
}
