import { listUsers } from "@server/admin/user-list.ts";
import { listPlans } from "@server/plans/list-plans.ts";
import type { UsersData } from "@shared/admin-types";
import { UsersTab } from "~/components/admin/users-tab";
import type { Route } from "./+types/users";
import { adminAction } from "./admin-action.server";
import { adminContext } from "./admin-context.server";
import { USER_ADMIN_ACTIONS } from "./user-actions.server";
import { usersFilters } from "./users-filters.server";

/**
 * /admin/users?q=&role=&status=&page=: the accounts, newest first, the administrator's own id
 * (their row offers no way to lock themselves out) and the plans an account can be given.
 */
export async function loader({ context, request, url }: Route.LoaderArgs): Promise<UsersData> {
  const ctx = await adminContext(context, request);
  const filters = usersFilters(url.searchParams);
  const { page: _, ...shown } = filters;
  const [list, plans] = await Promise.all([
    listUsers(ctx, filters),
    listPlans(ctx.db, { activeOnly: false }),
  ]);
  return {
    ...list,
    filters: shown,
    actorId: ctx.actor.id,
    plans: plans.map(({ id, name, durationDays, isActive }) => ({
      id,
      name,
      durationDays,
      isActive,
    })),
  };
}

export const action = adminAction(USER_ADMIN_ACTIONS);

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  return <UsersTab data={loaderData} result={actionData} />;
}
