import type { PanelActionResult } from "~/lib/panel";
import type { ListingsTabData } from "../../../server/admin/listings-tab";

/** /admin?tab=listings. */
export function ListingsTab(_props: {
  data: ListingsTabData;
  result: PanelActionResult | undefined;
}) {
  return <p className="text-gray-700">Sekcja w przygotowaniu.</p>;
}
