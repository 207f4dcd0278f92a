import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import { listUsers, type UserFilters } from "./user-list.ts";

/**
 * The administrator's users screen (filtered by e-mail or name, role and status, a page at a
 * time) and the administrator's own id: their row offers no way to lock themselves out.
 */
export async function loadUsersTab(ctx: DomainContext, filters: UserFilters) {
  const actor = requireAdministrator(ctx);
  const { page: _, ...shown } = filters;
  const list = await listUsers(ctx, filters);
  return { ...list, filters: shown, actorId: actor.id };
}
