import { and, eq } from "drizzle-orm";
import { formatPhone } from "../../shared/phone.ts";
import { publicListing } from "../accounts/owner-visibility.ts";
import type { DomainContext } from "../auth/actor.ts";
import { properties } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { isUuid } from "../kernel/ids.ts";
import { LOGIN_REQUIRED_MESSAGE, spendPhoneReveal } from "../kernel/phone-reveal.ts";

export const NO_PHONE_MESSAGE = "Właściciel nie podał numeru telefonu.";

export type PhoneReveal = { status: "shown"; phone: string } | { status: "none"; message: string };

/**
 * The contact phone of a public listing, for a signed-in user only. The number never travels in
 * page HTML or loader data; this is the one way to it, so that it is counted and rate-limited.
 */
export async function revealPhone(ctx: DomainContext, id: string): Promise<PhoneReveal> {
  if (!ctx.actor) throw new AppError("forbidden", LOGIN_REQUIRED_MESSAGE);
  if (!isUuid(id)) throw new AppError("not_found", "Nie znaleziono oferty.");
  await spendPhoneReveal(ctx.db, ctx.actor.id);
  const [row] = await ctx.db
    .select({ phone: properties.phone })
    .from(properties)
    .where(and(eq(properties.id, id), publicListing()));
  if (!row) throw new AppError("not_found", "Nie znaleziono oferty.");
  const phone = row.phone?.trim();
  // Formatted here: the page's JavaScript has no phone metadata (shared/phone.ts).
  return phone
    ? { status: "shown", phone: formatPhone(phone) }
    : { status: "none", message: NO_PHONE_MESSAGE };
}
