import { USER_STATUSES } from "@server/admin/user-list.ts";
import type { UserFilters } from "@shared/admin-types";
import { ROLES } from "@shared/roles";

/** One of `allowed`, or null for anything else (an unknown filter value filters nothing). */
function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | null {
  return allowed.find((a) => a === value) ?? null;
}

/** The users screen's query (`?q=&role=&status=&page=`); never throws. */
export function usersFilters(params: URLSearchParams): UserFilters {
  return {
    q: params.get("q")?.trim() || null,
    role: oneOf(ROLES, params.get("role")),
    status: oneOf(USER_STATUSES, params.get("status")),
    page: Number(params.get("page")) || 1,
  };
}
