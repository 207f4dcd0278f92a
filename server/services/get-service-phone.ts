import { and, eq } from "drizzle-orm";
import { formatPhone } from "../../shared/phone.ts";
import { publicService } from "../accounts/owner-visibility.ts";
import type { DomainContext } from "../auth/actor.ts";
import { profiles, services } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { isUuid } from "../kernel/ids.ts";
import { LOGIN_REQUIRED_MESSAGE, spendPhoneReveal } from "../kernel/phone-reveal.ts";

/**
 * The service's own phone number, else the owner's profile phone, for signed-in users only: it
 * is never part of the public page, so scrapers without an account cannot harvest it. Each reveal
 * takes from the same per-user budget as listing phones.
 */
export async function getServicePhone(
  ctx: DomainContext,
  serviceId: string,
): Promise<{ phone: string | null }> {
  if (!ctx.actor) throw new AppError("unauthenticated", LOGIN_REQUIRED_MESSAGE);
  if (!isUuid(serviceId)) throw new AppError("not_found", "Nie znaleziono usługi.");
  await spendPhoneReveal(ctx.db, ctx.actor.id);
  const [row] = await ctx.db
    .select({ phone: services.phone, ownerPhone: profiles.phone })
    .from(services)
    .leftJoin(profiles, eq(profiles.id, services.userId))
    .where(and(eq(services.id, serviceId), publicService()));
  if (!row) throw new AppError("not_found", "Nie znaleziono usługi.");
  const phone = row.phone?.trim() || row.ownerPhone?.trim();
  // Formatted here: the page's JavaScript has no phone metadata (shared/phone.ts).
  return { phone: phone ? formatPhone(phone) : null };
}
