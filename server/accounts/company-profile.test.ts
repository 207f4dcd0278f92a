import { describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { AppError } from "../errors.ts";
import { createTestUser } from "../testing/factories.ts";
import { withTestDatabase } from "../testing/test-db.ts";
import { getCompanyProfile, updateCompanyProfile } from "./company-profile.ts";
import { profileOf } from "./profile-test-helpers.ts";

let database: Database;

withTestDatabase((opened) => ({ database } = opened));

describe("updateCompanyProfile", () => {
  it("changes only the actor's own profile", async () => {
    const { db } = database;
    const company = await createTestUser(db, { roles: ["firma"] });
    const other = await createTestUser(db, { roles: ["firma"] });
    const before = await profileOf(database.db, other.id);

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

    const row = await profileOf(database.db, company.id);
    expect(row).toMatchObject({
      companyName: "Elektro-Serwis",
      companyDescription: "Instalacje elektryczne",
      nip: "1234563218",
      // Stored as E.164, shown to the form grouped.
      phone: "+48600123456",
      serviceAreas: ["Sosnowiec", "Katowice"],
      specialization: ["instalacje", "remonty"],
    });
    expect(await profileOf(database.db, other.id)).toEqual(before);
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
    const before = await profileOf(database.db, company.id);

    await expect(
      updateCompanyProfile({ db, actor: null }, { companyName: "Obca firma" }),
    ).rejects.toMatchObject({ code: "forbidden" });
    await expect(getCompanyProfile({ db, actor: null })).rejects.toBeInstanceOf(AppError);

    await expect(
      updateCompanyProfile({ db, actor: company }, { companyName: "Firma", nip: "1234563219" }),
    ).rejects.toMatchObject({ code: "invalid" });
    expect(await profileOf(database.db, company.id)).toEqual(before);
  });
});
