import type { PanelActionResult } from "~/lib/panel";
import type { SettingsTabData } from "../../../server/admin/settings-tab";

/** /admin?tab=settings. */
export function SettingsTab(_props: {
  data: SettingsTabData;
  result: PanelActionResult | undefined;
}) {
  return <p className="text-gray-700">Sekcja w przygotowaniu.</p>;
}
