import { and, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { AuditLogPage } from "../../shared/admin-types.ts";
import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import { auditLog } from "../db/schema.ts";
import { escapeLike } from "../kernel/sql.ts";

export const AUDIT_PAGE_SIZE = 25;

export type AuditFilters = {
  /** One action key, or any. */
  action?: string | null;
  targetType?: string | null;
  /** Part of the actor's e-mail or the target's label or id. */
  q?: string | null;
  page?: number;
};

/**
 * The audit log for administrators, newest first, filtered and paginated in SQL (the created_at
 * index serves the unfiltered list; the action index the action filter).
 */
export async function listAuditLog(
  ctx: DomainContext,
  filters: AuditFilters = {},
): Promise<AuditLogPage> {
  requireAdministrator(ctx);
  const where: SQL[] = [];
  if (filters.action) where.push(eq(auditLog.action, filters.action));
  if (filters.targetType) where.push(eq(auditLog.targetType, filters.targetType));
  const q = filters.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    where.push(
      or(
        ilike(auditLog.actorEmail, pattern),
        ilike(auditLog.targetLabel, pattern),
        eq(auditLog.targetId, q),
      ) as SQL,
    );
  }
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(condition),
  ]);
  return { entries: rows, total: Number(count?.n ?? 0), page, pageSize: AUDIT_PAGE_SIZE };
}
