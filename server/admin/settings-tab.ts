import { type DomainContext, requireAdministrator } from "../auth/actor.ts";

/** The settings tab's data for /admin?tab=settings&… (filters and page from the query). */
export async function loadSettingsTab(ctx: DomainContext, _params: URLSearchParams) {
  requireAdministrator(ctx);
  return {};
}
export type SettingsTabData = Awaited<ReturnType<typeof loadSettingsTab>>;
