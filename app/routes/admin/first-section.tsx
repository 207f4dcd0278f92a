import { activeAdminTab, adminPath } from "@shared/admin";
import { redirect } from "react-router";
import type { Route } from "./+types/first-section";

/** /admin/import and /admin/promotion: the tab's first section, the query kept. */
export function loader({ url }: Route.LoaderArgs) {
  const tab = activeAdminTab(url.pathname.split("/")[2] ?? null);
  return redirect(`${adminPath(tab)}${url.search}`);
}
