import type { PanelActionResult } from "~/lib/panel";
import type { UsersTabData } from "../../../server/admin/users-tab";

/** /admin?tab=users. */
export function UsersTab(_props: { data: UsersTabData; result: PanelActionResult | undefined }) {
  return <p className="text-gray-700">Sekcja w przygotowaniu.</p>;
}
