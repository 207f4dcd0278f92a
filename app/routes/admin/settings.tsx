import { listApiTokens } from "@server/admin/api-tokens.ts";
import { getSiteSettings } from "@server/site-settings/get-site-settings.ts";
import { getMaxPhotos } from "@server/site-settings/max-photos.ts";
import type { SettingsData } from "@shared/admin-types";
import { SettingsTab } from "~/components/admin/settings-tab";
import type { Route } from "./+types/settings";
import { adminAction } from "./admin-action.server";
import { adminContext } from "./admin-context.server";
import { SETTINGS_ADMIN_ACTIONS } from "./settings-actions.server";

/** /admin/settings: branding, the photo limit and API tokens. */
export async function loader({ context, request }: Route.LoaderArgs): Promise<SettingsData> {
  const ctx = await adminContext(context, request);
  const [branding, maxPhotos, apiTokens] = await Promise.all([
    getSiteSettings(ctx.db),
    getMaxPhotos(ctx.db),
    listApiTokens(ctx),
  ]);
  return { branding, maxPhotos, ...apiTokens };
}

export const action = adminAction(SETTINGS_ADMIN_ACTIONS);

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsTab data={loaderData} result={actionData} />;
}
