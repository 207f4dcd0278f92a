import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { agencies } from "../db/schema.ts";
import { createTestUser } from "../testing/factories.ts";
import { withTestDatabase } from "../testing/test-db.ts";
import { createAgency } from "./create-agency.ts";
import { getOwnAgency } from "./get-own-agency.ts";

let database: Database;

withTestDatabase((opened) => ({ database } = opened));

async function agencyUser() {
  return createTestUser(database.db, { roles: ["agencja"], accountType: "agencja" });
}

async function agenciesOf(ownerId: string) {
  return database.db.select().from(agencies).where(eq(agencies.ownerId, ownerId));
}

describe("createAgency", () => {
  it("creates the agency of an agency account, unverified and active", async () => {
    const actor = await agencyUser();
    const ctx = { db: database.db, actor };
    const agency = await createAgency(ctx, {
      name: "  Leżajskie Nieruchomości  ",
      licenseNumber: "PFRN 12345",
      email: "biuro@lezajskie.pl",
      phone: "+48 17 240 00 00",
      website: "https://lezajskie.pl",
      address: "ul. Mickiewicza 1, Leżajsk",
      description: "Sprzedaż i wynajem w powiecie leżajskim.",
    });
    expect(agency).toMatchObject({
      ownerId: actor.id,
      name: "Leżajskie Nieruchomości",
      licenseNumber: "PFRN 12345",
      email: "biuro@lezajskie.pl",
      phone: "+48172400000",
      website: "https://lezajskie.pl",
      isVerified: false,
      isActive: true,
    });
    expect(await getOwnAgency(ctx)).toMatchObject({ id: agency.id });
  });

  it("needs only a name; empty optional fields are stored as null", async () => {
    const actor = await agencyUser();
    const agency = await createAgency(
      { db: database.db, actor },
      { name: "Agencja", email: "", phone: " ", website: "", licenseNumber: "" },
    );
    expect(agency).toMatchObject({ email: null, phone: null, website: null, licenseNumber: null });
  });

  it.each([
    [{ name: "" }, "Nazwa jest wymagana"],
    [{ name: "   " }, "Nazwa jest wymagana"],
    [{}, "Nazwa jest wymagana"],
    [{ name: "A", email: "nie-email" }, "Podaj prawidłowy adres email"],
    [{ name: "A", website: "javascript:alert(1)" }, "http:// lub https://"],
    [{ name: "A", website: "ftp://agencja.pl" }, "http:// lub https://"],
    [{ name: "A", phone: "zadzwoń" }, "Podaj prawidłowy polski numer telefonu"],
    // The setup wizard's agency phone follows the same rule as every other phone field.
    [{ name: "A", phone: "999 999 999" }, "Podaj prawidłowy polski numer telefonu"],
  ])("refuses %j with a Polish message", async (input, message) => {
    const actor = await agencyUser();
    await expect(
      createAgency({ db: database.db, actor }, input as { name: string }),
    ).rejects.toMatchObject({ code: "invalid", message: expect.stringContaining(message) });
    expect(await agenciesOf(actor.id)).toHaveLength(0);
  });

  it("refuses a second agency for the same owner", async () => {
    const actor = await agencyUser();
    const ctx = { db: database.db, actor };
    await createAgency(ctx, { name: "Pierwsza" });
    await expect(createAgency(ctx, { name: "Druga" })).rejects.toMatchObject({ code: "conflict" });
    const rows = await agenciesOf(actor.id);
    expect(rows.map((r) => r.name)).toEqual(["Pierwsza"]);
  });

  it("lets only one of two simultaneous submits create an agency", async () => {
    const actor = await agencyUser();
    const ctx = { db: database.db, actor };
    const results = await Promise.allSettled([
      createAgency(ctx, { name: "Jedna" }),
      createAgency(ctx, { name: "Dwie" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await agenciesOf(actor.id)).toHaveLength(1);
  });

  it.each([["wlasciciel"], ["posrednik"], ["firma"], ["administrator"]] as const)(
    "refuses a user whose role is %s",
    async (role) => {
      const actor = await createTestUser(database.db, { roles: [role], accountType: null });
      await expect(
        createAgency({ db: database.db, actor }, { name: "Nie moja" }),
      ).rejects.toMatchObject({ code: "forbidden" });
      expect(await agenciesOf(actor.id)).toHaveLength(0);
    },
  );

  it("refuses anonymous callers", async () => {
    await expect(
      createAgency({ db: database.db, actor: null }, { name: "Nikt" }),
    ).rejects.toMatchObject({ code: "forbidden" });
    expect(await getOwnAgency({ db: database.db, actor: null })).toBeNull();
  });
});
