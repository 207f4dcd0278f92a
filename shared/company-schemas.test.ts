import { describe, expect, it } from "vitest";
import { COMPANY_TEXT, companySchema, isValidNip, normalizeNip } from "./company-schemas";

describe("normalizeNip", () => {
  it("accepts NIPs whose weighted sum mod 11 is the last digit, with dashes or spaces", () => {
    expect(normalizeNip("1234563218")).toBe("1234563218");
    expect(normalizeNip("123-456-32-18")).toBe("1234563218");
    expect(normalizeNip(" 123 456 32 18 ")).toBe("1234563218");
    expect(normalizeNip("526-000-12-46")).toBe("5260001246");
    expect(isValidNip("7010002139")).toBe(true);
  });

  it("refuses a wrong check digit, wrong lengths and letters", () => {
    expect(normalizeNip("1234563217")).toBeNull();
    expect(normalizeNip("123456321")).toBeNull();
    expect(normalizeNip("12345632180")).toBeNull();
    expect(normalizeNip("12345632a8")).toBeNull();
    expect(normalizeNip("")).toBeNull();
    // 000000003…: the weighted sum is 21, mod 11 = 10, which no check digit can match.
    for (let last = 0; last <= 9; last++) expect(isValidNip(`000000003${last}`)).toBe(false);
  });
});

describe("companySchema", () => {
  const base = { companyName: "Elektro-Serwis" };

  it("requires a company name", () => {
    const parsed = companySchema.safeParse({ companyName: "  " });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["companyName"]);
  });

  it("stores a NIP as ten digits and leaves an empty one unset", () => {
    expect(companySchema.parse({ ...base, nip: "123-456-32-18" }).nip).toBe("1234563218");
    expect(companySchema.parse({ ...base, nip: "" }).nip).toBeNull();
  });

  it("refuses an invalid NIP with the Polish message", () => {
    for (const nip of ["123-456-32-19", "12345", "abcdefghij"]) {
      const parsed = companySchema.safeParse({ ...base, nip });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({
        path: ["nip"],
        message: COMPANY_TEXT.invalidNip,
      });
    }
  });

  it("normalizes the phone and splits the comma-separated lists", () => {
    const values = companySchema.parse({
      ...base,
      companyDescription: "  Instalacje  ",
      phone: "600-123-456",
      serviceAreas: " Sosnowiec, ,Katowice ,  ",
      specialization: "remonty,  instalacje elektryczne ,",
    });
    expect(values).toEqual({
      companyName: "Elektro-Serwis",
      companyDescription: "Instalacje",
      nip: null,
      phone: "+48600123456",
      serviceAreas: ["Sosnowiec", "Katowice"],
      specialization: ["remonty", "instalacje elektryczne"],
    });
    expect(companySchema.safeParse({ ...base, phone: "123" }).success).toBe(false);
  });
});
