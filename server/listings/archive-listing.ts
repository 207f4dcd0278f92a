import { eq } from "drizzle-orm";
import type { DomainContext } from "../auth/actor.ts";
import { properties } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { isUuid } from "./get-listing.ts";

/**
 * An administrator moves a listing to the trash (is_archived). Idempotent: archiving an archived
 * listing succeeds again, so a double click or a retried request is harmless. The per-location
 * counts follow through the trigger on properties.
 */
export async function archiveListing(ctx: DomainContext, id: string): Promise<void> {
  if (!ctx.actor?.roles.includes("administrator")) {
    throw new AppError("forbidden", "Tylko administrator może przenosić ogłoszenia do kosza.");
  }
  if (!isUuid(id)) throw new AppError("not_found", "Nie znaleziono oferty.");
  const rows = await ctx.db
    .update(properties)
    .set({ isArchived: true })
    .where(eq(properties.id, id))
    .returning({ id: properties.id });
  if (!rows.length) throw new AppError("not_found", "Nie znaleziono oferty.");
}
