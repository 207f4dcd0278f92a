import { inArray } from "drizzle-orm";
import { listingCount, MAX_BULK_DELETE } from "../../shared/admin-listings.ts";
import { z } from "../../shared/zod.ts";
import { type Actor, requireAdministrator } from "../auth/actor.ts";
import { properties } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { type AuditEntry, recordAudit } from "../kernel/audit.ts";
import { isUuid } from "../kernel/ids.ts";
import {
  type DeletedListing,
  deletedListingColumns,
  listingDeletedEntry,
} from "../listings/listing-audit.ts";
import type { ListingWriteContext } from "../listings/save-listing.ts";
import { LISTING_NOT_FOUND } from "../listings/set-listing-flag.ts";
import { deleteWithRetry } from "../storage/delete-with-retry.ts";
import { releaseOwners } from "../storage/stored-files.ts";

/**
 * Deletes the listings for good and records the audit `entry` for what went, in one
 * transaction; the photo files they stored are deleted after the commit (a rollback leaves them
 * in place).
 * None of them found: 404.
 */
async function removeListings(
  ctx: ListingWriteContext,
  actor: Actor,
  ids: readonly string[],
  entry: (rows: DeletedListing[]) => AuditEntry,
): Promise<DeletedListing[]> {
  const { rows, released } = await ctx.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(properties)
      .where(inArray(properties.id, [...ids]))
      .returning(deletedListingColumns);
    if (!deleted.length) throw new AppError("not_found", LISTING_NOT_FOUND);
    await recordAudit(tx, actor, entry(deleted));
    const keys = await releaseOwners(
      tx,
      "listing",
      deleted.map((row) => row.id),
    );
    return { rows: deleted, released: keys };
  });
  await deleteWithRetry(ctx.storage, released);
  return rows;
}

/** An administrator deletes one listing for good (anyone's, their own too), audited. */
export async function deleteListingAsAdministrator(
  ctx: ListingWriteContext,
  id: string,
): Promise<void> {
  const actor = requireAdministrator(ctx);
  if (!isUuid(id)) throw new AppError("not_found", LISTING_NOT_FOUND);
  await removeListings(ctx, actor, [id], ([row]) => listingDeletedEntry(row as DeletedListing));
}

const idsSchema = z
  .array(z.string().refine(isUuid))
  .min(1)
  .max(MAX_BULK_DELETE)
  .transform((ids) => [...new Set(ids)]);

/**
 * An administrator deletes the chosen listings for good, in one transaction with one audit row
 * (no single target: the ids and titles are in `before`). Ids no longer there are skipped; when
 * none is left, 404. Answers how many were deleted.
 */
export async function deleteListings(
  ctx: ListingWriteContext,
  ids: readonly string[],
): Promise<number> {
  const actor = requireAdministrator(ctx);
  const parsed = idsSchema.safeParse(ids);
  if (!parsed.success) {
    throw new AppError("invalid", `Zaznacz od 1 do ${MAX_BULK_DELETE} ogłoszeń.`);
  }
  const rows = await removeListings(ctx, actor, parsed.data, (deleted) => ({
    action: "listing-bulk-delete",
    targetType: "listing",
    targetId: null,
    targetLabel: listingCount(deleted.length),
    before: { ids: deleted.map((r) => r.id), titles: deleted.map((r) => r.title) },
    after: null,
  }));
  return rows.length;
}
