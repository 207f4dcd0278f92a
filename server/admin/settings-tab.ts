import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import { getSiteSettings } from "../site-settings/get-site-settings.ts";
import { getMaxPhotos } from "../site-settings/max-photos.ts";
import { listApiTokens } from "./api-tokens.ts";

/** The administrator's settings screen: branding, the photo limit, API tokens. */
export async function loadSettingsTab(ctx: DomainContext) {
  requireAdministrator(ctx);
  const [branding, maxPhotos, apiTokens] = await Promise.all([
    getSiteSettings(ctx.db),
    getMaxPhotos(ctx.db),
    listApiTokens(ctx),
  ]);
  return { branding, maxPhotos, ...apiTokens };
}
