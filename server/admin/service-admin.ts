import { and, asc, eq } from "drizzle-orm";
import type { CompanyAccount } from "../../shared/admin-types.ts";
import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import { profiles, services, userRoles, users } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { recordAudit } from "../kernel/audit.ts";
import { isUuid } from "../kernel/ids.ts";
import type { ServiceOwner } from "../services/save-service.ts";

const NOT_FOUND = "Nie znaleziono usługi.";
const NOT_A_COMPANY = "Wybierz konto firmy usługowej.";

/** How many company accounts the add dialog offers at most. */
const COMPANY_ACCOUNTS_LIMIT = 500;

/** Active accounts with the role 'firma': the only ones an administrator adds services for. */
const activeCompany = and(eq(userRoles.role, "firma"), eq(profiles.isActive, true));

/** Sets or clears a service's premium flag; the flag's old and new value go into the audit log. */
export async function setServicePremium(
  ctx: DomainContext,
  id: string,
  isPremium: boolean,
): Promise<void> {
  const actor = requireAdministrator(ctx);
  if (!isUuid(id)) throw new AppError("not_found", NOT_FOUND);
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ title: services.title, isPremium: services.isPremium })
      .from(services)
      .where(eq(services.id, id))
      .for("update");
    if (!current) throw new AppError("not_found", NOT_FOUND);
    // The administrator's decision stands: no promotion's end takes this premium away.
    await tx
      .update(services)
      .set({ isPremium, premiumByPromotion: false, updatedAt: new Date() })
      .where(eq(services.id, id));
    await recordAudit(tx, actor, {
      action: "service-premium",
      targetType: "service",
      targetId: id,
      targetLabel: current.title,
      before: { isPremium: current.isPremium },
      after: { isPremium },
    });
  });
}

/** The company account a service is being added for, or a refusal when it is not one. */
export async function findCompanyOwner(ctx: DomainContext, id: string): Promise<ServiceOwner> {
  requireAdministrator(ctx);
  const [owner] = id
    ? await ctx.db
        .select({ id: users.id, email: users.email })
        .from(users)
        .innerJoin(profiles, eq(profiles.id, users.id))
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .where(and(eq(users.id, id), activeCompany))
    : [];
  if (!owner) throw new AppError("invalid", NOT_A_COMPANY);
  return owner;
}

/** The add dialog's choice of companies: 'Firma X (e-mail)', by company name, then name. */
export async function listCompanyAccounts(ctx: DomainContext): Promise<CompanyAccount[]> {
  requireAdministrator(ctx);
  const rows = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      companyName: profiles.companyName,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(activeCompany)
    .orderBy(asc(profiles.companyName), asc(users.name), asc(users.email))
    .limit(COMPANY_ACCOUNTS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    label: `${row.companyName?.trim() || row.name} (${row.email})`,
  }));
}
