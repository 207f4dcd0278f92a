import { and, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { UserFilters, UserPage, UserStatus } from "../../shared/admin-types.ts";
import { isPersonAccount } from "../accounts/import-account.ts";
import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import {
  agencies,
  profiles,
  subscriptionPlans,
  userPlans,
  userRoles,
  users,
} from "../db/schema.ts";
import { escapeLike } from "../kernel/sql.ts";
import { inRoleOrder } from "./user-roles.ts";

const USERS_PAGE_SIZE = 25;

export const USER_STATUSES = ["active", "inactive"] as const satisfies readonly UserStatus[];

// A user without a profile row has the profile's defaults: active, not a verified seller.
const isActive = sql<boolean>`coalesce(${profiles.isActive}, true)`;

function conditions(filters: UserFilters): SQL | undefined {
  // The system account Import is nobody's account to manage: not listed (lockUser refuses it).
  const where: SQL[] = [isPersonAccount(users.id)];
  const q = filters.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    where.push(
      or(
        ilike(users.email, pattern),
        ilike(users.name, pattern),
        // 'Jan Kowalski' finds the profile whose names are Jan and Kowalski.
        ilike(sql`concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})`, pattern),
      ) as SQL,
    );
  }
  if (filters.role) {
    where.push(
      sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = ${filters.role})`,
    );
  }
  if (filters.status) where.push(sql`${isActive} = ${filters.status === "active"}`);
  return and(...where);
}

/**
 * The administrator's user list, newest first (users_created_idx), filtered, counted and
 * paginated in SQL. One query reads a page's rows with each user's roles (aggregated), the
 * agency they own and their plan in force.
 */
export async function listUsers(ctx: DomainContext, filters: UserFilters = {}): Promise<UserPage> {
  requireAdministrator(ctx);
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  const where = conditions(filters);
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({
        id: users.id,
        email: users.email,
        accountName: users.name,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        accountType: profiles.accountType,
        isActive,
        isVerifiedSeller: sql<boolean>`coalesce(${profiles.isVerifiedSeller}, false)`,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
        roles: sql<
          string[]
        >`coalesce((select array_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
        agencyId: agencies.id,
        agencyName: agencies.name,
        agencyVerified: agencies.isVerified,
        // The account's own plan in force (the one that started last), else null: the free plan.
        plan: sql<{ id: string; name: string; endsAt: string } | null>`(
          select json_build_object('id', up.id, 'name', sp.name, 'endsAt', up.ends_at)
          from ${userPlans} up join ${subscriptionPlans} sp on sp.id = up.plan_id
          where up.user_id = ${users.id} and up.starts_at <= now() and up.ends_at > now()
          order by up.starts_at desc limit 1)`,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .leftJoin(agencies, eq(agencies.ownerId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(where),
  ]);
  return {
    users: rows.map(
      ({ accountName, firstName, lastName, agencyId, agencyName, agencyVerified, ...row }) => ({
        ...row,
        name: [firstName, lastName].filter(Boolean).join(" ").trim() || accountName,
        roles: inRoleOrder(row.roles),
        agency:
          agencyId && agencyName
            ? { id: agencyId, name: agencyName, isVerified: agencyVerified ?? false }
            : null,
      }),
    ),
    total: Number(count?.n ?? 0),
    page,
    pageSize: USERS_PAGE_SIZE,
  };
}
