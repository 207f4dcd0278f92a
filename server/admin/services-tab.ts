import { type DomainContext, requireAdministrator } from "../auth/actor.ts";

/** The services tab's data for /admin?tab=services&… (filters and page from the query). */
export async function loadServicesTab(ctx: DomainContext, _params: URLSearchParams) {
  requireAdministrator(ctx);
  return {};
}
export type ServicesTabData = Awaited<ReturnType<typeof loadServicesTab>>;
