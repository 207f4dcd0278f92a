import type { PanelActionResult } from "~/lib/panel";
import type { ServicesTabData } from "../../../server/admin/services-tab";

/** /admin?tab=services. */
export function ServicesTab(_props: {
  data: ServicesTabData;
  result: PanelActionResult | undefined;
}) {
  return <p className="text-gray-700">Sekcja w przygotowaniu.</p>;
}
