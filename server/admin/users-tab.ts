import { ROLES, type Role } from "../../shared/roles.ts";
import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import { listUsers, USER_STATUSES, type UserStatus } from "./user-list.ts";

/** One of `allowed`, or null for anything else (an unknown filter value filters nothing). */
function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | null {
  return allowed.find((a) => a === value) ?? null;
}

/**
 * The users tab's data for /admin?tab=users&q=&role=&status=&page=, and the administrator's
 * own id: their row offers no way to lock themselves out.
 */
export async function loadUsersTab(ctx: DomainContext, params: URLSearchParams) {
  const actor = requireAdministrator(ctx);
  const filters = {
    q: params.get("q")?.trim() || null,
    role: oneOf<Role>(ROLES, params.get("role")),
    status: oneOf<UserStatus>(USER_STATUSES, params.get("status")),
  };
  const list = await listUsers(ctx, { ...filters, page: Number(params.get("page")) || 1 });
  return { ...list, filters, actorId: actor.id };
}
export type UsersTabData = Awaited<ReturnType<typeof loadUsersTab>>;
