import { type DomainContext, requireAdministrator } from "../auth/actor.ts";

/** The listings tab's data for /admin?tab=listings&… (filters and page from the query). */
export async function loadListingsTab(ctx: DomainContext, _params: URLSearchParams) {
  requireAdministrator(ctx);
  return {};
}
export type ListingsTabData = Awaited<ReturnType<typeof loadListingsTab>>;
