import { eq } from "drizzle-orm";
import {
  type CompanyInput,
  type CompanyProfile,
  companySchema,
} from "../../shared/company-schemas.ts";
import { formatPhone } from "../../shared/phone.ts";
import { type DomainContext, requireSignedIn } from "../auth/actor.ts";
import { profiles } from "../db/schema.ts";
import { AppError } from "../errors.ts";

/** The signed-in user's company profile, as the Company tab's form shows it. */
export async function getCompanyProfile(ctx: DomainContext): Promise<CompanyProfile> {
  const actor = requireSignedIn(ctx);
  const [row] = await ctx.db
    .select({
      companyName: profiles.companyName,
      companyDescription: profiles.companyDescription,
      nip: profiles.nip,
      phone: profiles.phone,
      serviceAreas: profiles.serviceAreas,
      specialization: profiles.specialization,
    })
    .from(profiles)
    .where(eq(profiles.id, actor.id));
  return {
    companyName: row?.companyName ?? "",
    companyDescription: row?.companyDescription ?? "",
    nip: row?.nip ?? "",
    // As people read it; the form's schema stores it as E.164 again.
    phone: row?.phone ? formatPhone(row.phone) : "",
    serviceAreas: row?.serviceAreas ?? [],
    specialization: row?.specialization ?? [],
  };
}

/**
 * Saves the company profile of the signed-in user. The input has no user id: whose profile
 * changes is decided by the session alone, so nobody can edit another company's profile.
 */
export async function updateCompanyProfile(ctx: DomainContext, input: CompanyInput) {
  const actor = requireSignedIn(ctx);
  const parsed = companySchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError("invalid", parsed.error.issues[0]?.message, { cause: parsed.error });
  }
  const values = parsed.data;
  const fields = {
    companyName: values.companyName,
    companyDescription: values.companyDescription,
    nip: values.nip,
    phone: values.phone,
    serviceAreas: values.serviceAreas,
    specialization: values.specialization,
  };
  const [profile] = await ctx.db
    .insert(profiles)
    .values({ id: actor.id, ...fields })
    // A user from before profiles existed gets one; normally the row is there.
    .onConflictDoUpdate({ target: profiles.id, set: { ...fields, updatedAt: new Date() } })
    .returning();
  return profile;
}
