import { loadUsersTab } from "@server/admin/users-tab.ts";
import { UsersTab } from "~/components/admin/users-tab";
import type { Route } from "./+types/users";
import { adminAction } from "./admin-action.server";
import { adminContext } from "./admin-context.server";
import { USER_ADMIN_ACTIONS } from "./user-actions.server";
import { usersFilters } from "./users-filters.server";

/** /admin/users?q=&role=&status=&page=: the accounts, newest first. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = await adminContext(context, request);
  return loadUsersTab(ctx, usersFilters(url.searchParams));
}
export type UsersData = Route.ComponentProps["loaderData"];
export type AdminUserRow = UsersData["users"][number];

export const action = adminAction(USER_ADMIN_ACTIONS);

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  return <UsersTab data={loaderData} result={actionData} />;
}
