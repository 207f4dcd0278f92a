import { inArray } from "drizzle-orm";
import { createAuth } from "../../auth/auth.ts";
import { TERMS_ACCEPTED } from "../../auth/terms-acceptance.ts";
import type { Config } from "../../config.ts";
import type { Tx } from "../../kernel/tx.ts";
import { agencies, agentAgencies, profiles, userRoles, users } from "../schema.ts";
import { DEMO_ACCOUNTS, type DemoAccount, type DemoAccountKey } from "./demo-accounts.ts";
import type { Random } from "./random.ts";
import { DEMO_COMPANIES } from "./service-companies.ts";

export type DemoUsers = {
  /** User id of each demo account. */
  accounts: Record<DemoAccountKey, string>;
  /** User id of each service company, by DemoCompany.key ("firma" is the demo account). */
  companies: Record<string, string>;
  agencyId: string;
};

const DEMO_AGENCY = {
  name: "Nieruchomości Leżajsk",
  licenseNumber: "PFRN 21457",
  email: "biuro@nieruchomosci-lezajsk.okolica.local",
  phone: "+48172405520",
  website: null,
  address: "ul. Mickiewicza 12, 37-300 Leżajsk",
  description:
    "Biuro nieruchomości działające w Leżajsku od 2009 roku. Pośredniczymy w sprzedaży i wynajmie mieszkań, domów, działek i lokali w Leżajsku oraz w gminach Leżajsk, Nowa Sarzyna i Kuryłówka. Pomagamy w formalnościach, wycenie i uzyskaniu kredytu.",
} as const;

/** A NIP with a valid check digit; 816 is the prefix of the tax office in Leżajsk. */
function nip(r: Random): string {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (;;) {
    const digits = [8, 1, 6, ...Array.from({ length: 6 }, () => r.int(0, 9))];
    const check = digits.reduce((sum, d, i) => sum + d * weights[i], 0) % 11;
    if (check !== 10) return [...digits, check].join("");
  }
}

/**
 * Demo accounts go through better-auth's sign-up so that their passwords work exactly like a
 * real user's (same hashing, same credential row). One after another: scrypt at N = 2^17 is
 * memory-bound (128 MiB per hash), so running them side by side was measured no faster.
 */
async function signUpDemoAccounts(tx: Tx, config: Config): Promise<Record<DemoAccountKey, string>> {
  // The adapter only uses the query builder, which a transaction offers too; this keeps the
  // whole seed in one transaction, so a failure leaves the database empty for the next start.
  const auth = createAuth({ db: tx, config });
  const ids = {} as Record<DemoAccountKey, string>;
  for (const account of DEMO_ACCOUNTS) {
    const { user } = await auth.api.signUpEmail({
      body: {
        email: account.email,
        password: account.password,
        name: `${account.firstName} ${account.lastName}`,
        // The demo people are ordinary members: they have accepted the Regulamin in force.
        ...TERMS_ACCEPTED,
      },
    });
    ids[account.key] = user.id;
  }
  // The sign-up flow would send a confirmation mail; demo addresses are confirmed up front.
  await tx
    .update(users)
    .set({ emailVerified: true })
    .where(inArray(users.id, Object.values(ids)));
  return ids;
}

function accountProfile(account: DemoAccount, id: string): typeof profiles.$inferInsert {
  const base = {
    id,
    firstName: account.firstName,
    lastName: account.lastName,
    phone: account.phone,
    accountType: account.accountType,
  };
  switch (account.key) {
    case "posrednik":
      return {
        ...base,
        experienceYears: 12,
        specialization: ["Mieszkania", "Domy jednorodzinne", "Działki budowlane"],
      };
    case "agent":
      return { ...base, experienceYears: 4, specialization: ["Mieszkania", "Lokale użytkowe"] };
    case "agencja":
      // An administrator marked the agency as a verified seller: its listings are 'sprawdzone'.
      return { ...base, companyName: DEMO_AGENCY.name, isVerifiedSeller: true };
    default:
      return base;
  }
}

export async function createDemoUsers(tx: Tx, config: Config, r: Random): Promise<DemoUsers> {
  const accounts = await signUpDemoAccounts(tx, config);

  // Service companies other than the demo one never sign in, so they get no credential row.
  const extraCompanies = DEMO_COMPANIES.filter((c) => c.key !== "firma");
  const companies: Record<string, string> = { firma: accounts.firma };
  for (const company of extraCompanies) companies[company.key] = `demo-company-${company.key}`;
  await tx.insert(users).values(
    extraCompanies.map((c) => ({
      id: companies[c.key],
      name: `${c.firstName} ${c.lastName}`,
      email: `${c.key}@firmy.okolica.invalid`,
      emailVerified: true,
    })),
  );

  const profileRows = DEMO_ACCOUNTS.filter((a) => a.key !== "firma").map((a) =>
    accountProfile(a, accounts[a.key]),
  );
  for (const company of DEMO_COMPANIES) {
    profileRows.push({
      id: companies[company.key],
      firstName: company.firstName,
      lastName: company.lastName,
      phone: company.phone,
      accountType: "firma",
      companyName: company.companyName,
      companyDescription: company.description,
      nip: nip(r),
      serviceAreas: company.serviceAreas,
    });
  }
  // Sign-up hooks (added by the accounts work) may already have given a new user a profile or a
  // default role; the demo data defines them exactly, so replace whatever is there.
  const allIds = profileRows.map((p) => p.id);
  await tx.delete(profiles).where(inArray(profiles.id, allIds));
  await tx.delete(userRoles).where(inArray(userRoles.userId, allIds));
  await tx.insert(profiles).values(profileRows);

  await tx
    .insert(userRoles)
    .values([
      ...DEMO_ACCOUNTS.flatMap((a) => a.roles.map((role) => ({ userId: accounts[a.key], role }))),
      ...extraCompanies.map((c) => ({ userId: companies[c.key], role: "firma" as const })),
    ]);

  const [agency] = await tx
    .insert(agencies)
    .values({ ...DEMO_AGENCY, ownerId: accounts.agencja, isVerified: true })
    .returning({ id: agencies.id });
  await tx.insert(agentAgencies).values({
    agentId: accounts.agent,
    agencyId: agency.id,
    position: "agent",
    status: "active",
    startDate: "2023-03-01",
  });

  return { accounts, companies, agencyId: agency.id };
}
