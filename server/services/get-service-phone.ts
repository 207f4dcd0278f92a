import { and, eq } from "drizzle-orm";
import { publicService } from "../accounts/owner-visibility.ts";
import type { DomainContext } from "../auth/actor.ts";
import { profiles, services } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { isUuid } from "../listings/get-listing.ts";
import { RATE_LIMITED_MESSAGE, takePhoneRevealSlot } from "../listings/reveal-phone.ts";

export const PHONE_SIGN_IN = "Musisz być zalogowany, aby zobaczyć numer telefonu.";

/**
 * The service's own phone number, else the owner's profile phone, for signed-in users only: it
 * is never part of the public page, so scrapers without an account cannot harvest it. Each reveal takes
 * from the same per-user budget as listing phones (rate_limits); past it, a 429 'rate_limited'.
 */
export async function getServicePhone(
  ctx: DomainContext,
  serviceId: string,
): Promise<{ phone: string | null }> {
  if (!ctx.actor) throw new AppError("unauthenticated", PHONE_SIGN_IN);
  if (!isUuid(serviceId)) throw new AppError("not_found", "Nie znaleziono usługi.");
  if (!(await takePhoneRevealSlot(ctx.db, ctx.actor.id))) {
    throw new AppError("rate_limited", RATE_LIMITED_MESSAGE);
  }
  const [row] = await ctx.db
    .select({ phone: services.phone, ownerPhone: profiles.phone })
    .from(services)
    .leftJoin(profiles, eq(profiles.id, services.userId))
    .where(and(eq(services.id, serviceId), publicService()));
  if (!row) throw new AppError("not_found", "Nie znaleziono usługi.");
  return { phone: row.phone?.trim() || row.ownerPhone?.trim() || null };
}
