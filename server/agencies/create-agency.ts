import { eq } from "drizzle-orm";
import { type AgencyInput, agencySchema } from "../../shared/setup-schemas.ts";
import type { DomainContext } from "../auth/actor.ts";
import { agencies } from "../db/schema.ts";
import { AppError, refusalAt } from "../errors.ts";

const AGENCY_ALREADY_EXISTS = "Masz już profil agencji.";

/** Its refusals are no one field's: the profile form shows them above its fields. */
const WHOLE_FORM = "";

export type Agency = typeof agencies.$inferSelect;

/**
 * An agency account's own agency (setup wizard, later the panel). One agency per owner; it starts
 * unverified until an administrator checks it.
 */
export async function createAgency(ctx: DomainContext, input: AgencyInput): Promise<Agency> {
  const actor = ctx.actor;
  if (!actor) throw refusalAt(WHOLE_FORM, "forbidden", "Musisz być zalogowany.");
  if (!actor.roles.includes("agencja")) {
    throw refusalAt(WHOLE_FORM, "forbidden", "Tylko konto agencji może utworzyć agencję.");
  }
  const parsed = agencySchema.safeParse(input);
  if (!parsed.success)
    throw refusalAt(WHOLE_FORM, "invalid", parsed.error.issues[0]?.message, parsed.error);

  const [existing] = await ctx.db
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.ownerId, actor.id));
  if (existing) throw new AppError("conflict", AGENCY_ALREADY_EXISTS);

  // owner_id is unique: of two racing submits the second finds nothing inserted.
  const [agency] = await ctx.db
    .insert(agencies)
    .values({ ...parsed.data, ownerId: actor.id, isVerified: false, isActive: true })
    .onConflictDoNothing({ target: agencies.ownerId })
    .returning();
  if (!agency) throw new AppError("conflict", AGENCY_ALREADY_EXISTS);
  return agency;
}
