import { type DomainContext, requireAdministrator } from "../auth/actor.ts";

/** The users tab's data for /admin?tab=users&… (filters and page from the query). */
export async function loadUsersTab(ctx: DomainContext, _params: URLSearchParams) {
  requireAdministrator(ctx);
  return {};
}
export type UsersTabData = Awaited<ReturnType<typeof loadUsersTab>>;
