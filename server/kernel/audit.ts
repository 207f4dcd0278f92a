import type { Actor } from "../auth/actor.ts";
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
