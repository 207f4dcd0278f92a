import { loadSettingsTab } from "@server/admin/settings-tab.ts";
import { SettingsTab } from "~/components/admin/settings-tab";
import type { Route } from "./+types/settings";
import { adminAction } from "./admin-action.server";
import { adminContext } from "./admin-context.server";
import { SETTINGS_ADMIN_ACTIONS } from "./settings-actions.server";

/** /admin/settings: branding, the photo limit and API tokens. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadSettingsTab(await adminContext(context, request));
}
export type SettingsData = Route.ComponentProps["loaderData"];
export type ApiTokenRow = SettingsData["tokens"][number];

export const action = adminAction(SETTINGS_ADMIN_ACTIONS);

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsTab data={loaderData} result={actionData} />;
}
