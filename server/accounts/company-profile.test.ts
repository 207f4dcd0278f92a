import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { profiles } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { getCompanyProfile, updateCompanyProfile } from "./company-profile.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function profileOf(id: string) {
  const [row] = await database.db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

describe("updateCompanyProfile", () => {
  it("changes only the actor's own profile", async () => {
    const { db } = database;
    const company = await createTestUser(db, { roles: ["firma"] });
    const other = await createTestUser(db, { roles: ["firma"] });
    const before = await profileOf(other.id);

    await updateCompanyProfile(
      { db, actor: company },
      {
        companyName: " Elektro-Serwis ",
        companyDescription: "Instalacje elektryczne",
        nip: "123-456-32-18",
        phone: "600 123 456",
        serviceAreas: "Sosnowiec, ,Katowice",
        specialization: "instalacje, remonty,",
      },
    );

    const row = await profileOf(company.id);
    expect(row).toMatchObject({
      companyName: "Elektro-Serwis",
      companyDescription: "Instalacje elektryczne",
      nip: "1234563218",
      // Stored as E.164, shown to the form grouped.
      phone: "+48600123456",
      serviceAreas: ["Sosnowiec", "Katowice"],
      specialization: ["instalacje", "remonty"],
    });
    expect(await profileOf(other.id)).toEqual(before);
    expect(await getCompanyProfile({ db, actor: company })).toEqual({
      companyName: "Elektro-Serwis",
      companyDescription: "Instalacje elektryczne",
      nip: "1234563218",
      phone: "+48 600 123 456",
      serviceAreas: ["Sosnowiec", "Katowice"],
      specialization: ["instalacje", "remonty"],
    });
  });

  it("refuses anonymous callers and invalid NIPs, changing nothing", async () => {
    const { db } = database;
    const company = await createTestUser(db, { roles: ["firma"] });
    const before = await profileOf(company.id);

    await expect(
      updateCompanyProfile({ db, actor: null }, { companyName: "Obca firma" }),
    ).rejects.toMatchObject({ code: "forbidden" });
    await expect(getCompanyProfile({ db, actor: null })).rejects.toBeInstanceOf(AppError);

    await expect(
      updateCompanyProfile({ db, actor: company }, { companyName: "Firma", nip: "1234563219" }),
    ).rejects.toMatchObject({ code: "invalid" });
    expect(await profileOf(company.id)).toEqual(before);
  });
});
