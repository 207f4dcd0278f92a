import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import { listPlans } from "../plans/list-plans.ts";
import { listUsers, type UserFilters } from "./user-list.ts";

/**
 * The administrator's users screen (filtered by e-mail or name, role and status, a page at a
 * time), the administrator's own id (their row offers no way to lock themselves out) and the
 * plans an account can be given.
 */
export async function loadUsersTab(ctx: DomainContext, filters: UserFilters) {
  const actor = requireAdministrator(ctx);
  const { page: _, ...shown } = filters;
  const [list, plans] = await Promise.all([
    listUsers(ctx, filters),
    listPlans(ctx.db, { activeOnly: false }),
  ]);
  return {
    ...list,
    filters: shown,
    actorId: actor.id,
    plans: plans.map(({ id, name, durationDays, isActive }) => ({
      id,
      name,
      durationDays,
      isActive,
    })),
  };
}
