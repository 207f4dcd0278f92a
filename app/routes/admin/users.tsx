import { UsersTab } from "~/components/admin/users-tab";
import { loadUsersTab } from "../../../server/admin/users-tab.ts";
import type { Route } from "./+types/users";
import { adminAction } from "./admin-action";
import { adminContext } from "./admin-context";
import { USER_ADMIN_ACTIONS } from "./user-actions";
import { usersFilters } from "./users-filters";

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
