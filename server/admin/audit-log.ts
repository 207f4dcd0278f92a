import { and, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Actor, DomainContext } from "../auth/actor.ts";
import { requireAdministrator } from "../auth/actor.ts";
import type { Db } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";

/** What kind of record an administrator action changed. */
type AuditTargetType =
  | "listing"
  | "service"
  | "user"
  | "agency"
  | "setting"
  | "api_token"
  | "plan"
  | "promotion"
  | "review"
  | "message";

export type AuditEntry = {
  /** The admin action's intent, e.g. 'listing-verify' (ADMIN_ACTIONS' key). */
  action: string;
  targetType: AuditTargetType;
  /** The record's id; null for an action on several records (its ids go into before/after). */
  targetId: string | null;
  /** What people call the record (title, e-mail, setting), kept after the record is deleted. */
  targetLabel: string | null;
  /** The flags or values the action changed, before and after. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** The transaction (or database) the change runs in: the entry commits or rolls back with it. */
type Writer = Pick<Db, "insert">;

/**
 * Records one administrator action. Call it inside the transaction that makes the change, so
 * that there is never a change without its entry, nor an entry for a change that rolled back.
 */
export async function recordAudit(tx: Writer, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 25;

export type AuditFilters = {
  /** One action key, or any. */
  action?: string | null;
  targetType?: string | null;
  /** Part of the actor's e-mail or the target's label or id. */
  q?: string | null;
  page?: number;
};

/** Escapes LIKE's wildcards so that a typed % or _ matches itself. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The audit log for administrators, newest first, filtered and paginated in SQL (the created_at
 * index serves the unfiltered list; the action index the action filter).
 */
export async function listAuditLog(ctx: DomainContext, filters: AuditFilters = {}) {
  requireAdministrator(ctx);
  const where: SQL[] = [];
  if (filters.action) where.push(eq(auditLog.action, filters.action));
  if (filters.targetType) where.push(eq(auditLog.targetType, filters.targetType));
  const q = filters.q?.trim();
  if (q) {
    const pattern = likePattern(q);
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
