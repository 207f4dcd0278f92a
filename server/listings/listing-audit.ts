import { eq } from "drizzle-orm";
import { managesAsAgency } from "../agencies/agency-access.ts";
import type { Actor, DomainContext } from "../auth/actor.ts";
import { properties } from "../db/schema.ts";
import { type AuditEntry, recordAudit } from "../kernel/audit.ts";
import type { Tx } from "../kernel/tx.ts";

/**
 * The administrator, when the actor changes `ownerId`'s listing only by being one (neither its
 * owner nor that broker's agency): such a change is recorded in the audit log. Else null.
 */
export async function auditingAdministrator(
  ctx: DomainContext,
  ownerId: string,
): Promise<Actor | null> {
  const actor = ctx.actor;
  if (!actor?.roles.includes("administrator") || actor.id === ownerId) return null;
  return (await managesAsAgency(ctx, ownerId)) ? null : actor;
}

/** What DELETE … RETURNING gives back of a listing: its audit row and its photos to delete. */
export const deletedListingColumns = {
  id: properties.id,
  title: properties.title,
  imageUrl: properties.imageUrl,
  images: properties.images,
  isVerified: properties.isVerified,
  isPremium: properties.isPremium,
  isArchived: properties.isArchived,
};

export type DeletedListing = {
  id: string;
  title: string;
  imageUrl: string | null;
  images: string[];
  isVerified: boolean;
  isPremium: boolean;
  isArchived: boolean;
};

/** The audit row of one listing deleted for good: its title and the flags it had. */
export function listingDeletedEntry(row: DeletedListing): AuditEntry {
  return {
    action: "listing-delete",
    targetType: "listing",
    targetId: row.id,
    targetLabel: row.title,
    before: { isVerified: row.isVerified, isPremium: row.isPremium, isArchived: row.isArchived },
    after: null,
  };
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * Runs an edit's UPDATE in `tx`. With an `auditor` (auditingAdministrator) it first reads the
 * row and then records 'listing-edit' (named in OTHER_AUDIT_LABELS) with the values the form
 * changed, before and after.
 */
export async function withEditAudit(
  tx: Tx,
  {
    auditor,
    id,
    columns,
    update,
  }: {
    auditor: Actor | null;
    id: string;
    columns: Record<string, unknown>;
    update: () => Promise<unknown>;
  },
): Promise<void> {
  if (!auditor) {
    await update();
    return;
  }
  const [current] = await tx.select().from(properties).where(eq(properties.id, id)).for("update");
  await update();
  const previous = (current ?? {}) as Record<string, unknown>;
  const changed = Object.keys(columns).filter((key) => !same(previous[key], columns[key]));
  await recordAudit(tx, auditor, {
    action: "listing-edit",
    targetType: "listing",
    targetId: id,
    targetLabel: String(columns.title ?? previous.title ?? ""),
    before: Object.fromEntries(changed.map((key) => [key, previous[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, columns[key] ?? null])),
  });
}
