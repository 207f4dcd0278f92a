import { describe, expect, it } from "vitest";
import { agencyFormSchema, agencyLogoSchema, agencyProfileSchema } from "./agency-schemas";

const base = { name: "Okolica Nieruchomości" };

function issues(input: Record<string, string>) {
  const parsed = agencyProfileSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));
}

describe("agencyProfileSchema", () => {
  it("requires a name (blank after trimming is refused)", () => {
    expect(issues({})).toHaveProperty("name");
    expect(issues({ name: "   " })).toHaveProperty("name");
    expect(agencyProfileSchema.parse({ name: "  Okolica  " }).name).toBe("Okolica");
  });

  it("checks the agency e-mail", () => {
    expect(issues({ ...base, email: "biuro@okolica" })).toHaveProperty("email");
    expect(issues({ ...base, email: "nie-email" })).toHaveProperty("email");
    expect(agencyProfileSchema.parse({ ...base, email: " biuro@okolica.pl " }).email).toBe(
      "biuro@okolica.pl",
    );
    expect(agencyProfileSchema.parse({ ...base, email: "" }).email).toBeNull();
  });

  it("takes only http(s) websites", () => {
    for (const website of [
      "javascript:alert(1)",
      "ftp://okolica.pl",
      "data:text/html,x",
      "okolica",
    ]) {
      expect(issues({ ...base, website })).toHaveProperty("website");
    }
    expect(agencyProfileSchema.parse({ ...base, website: "https://okolica.pl" }).website).toBe(
      "https://okolica.pl",
    );
    expect(agencyProfileSchema.parse({ ...base, website: "http://okolica.pl/biuro" }).website).toBe(
      "http://okolica.pl/biuro",
    );
    expect(agencyProfileSchema.parse({ ...base, website: "" }).website).toBeNull();
  });

  it("uses the Polish phone rule and empties optional fields to null", () => {
    expect(issues({ ...base, phone: "123" })).toHaveProperty("phone");
    expect(agencyProfileSchema.parse({ ...base, phone: "600123456" }).phone).toBe("+48600123456");
    const empty = agencyProfileSchema.parse({
      ...base,
      licenseNumber: "",
      address: "",
      description: "",
    });
    expect(empty).toMatchObject({
      licenseNumber: null,
      address: null,
      description: null,
      phone: null,
    });
  });

  it("reads only its own fields and one logo from the posted form", () => {
    const posted = agencyFormSchema.parse({ name: "Okolica", ownerId: "someone-else" });
    expect(posted).not.toHaveProperty("ownerId");
    expect(posted.photos).toEqual([]);
    const twoLogos = JSON.stringify([
      { kind: "link", url: "https://okolica.pl/a.png" },
      { kind: "link", url: "https://okolica.pl/b.png" },
    ]);
    expect(agencyFormSchema.safeParse({ name: "Okolica", photos: twoLogos }).success).toBe(false);
  });
});

describe("agencyLogoSchema", () => {
  it("allows one logo, an address only over https", () => {
    expect(agencyLogoSchema.safeParse([]).success).toBe(true);
    expect(
      agencyLogoSchema.safeParse([{ kind: "link", url: "https://okolica.pl/logo.png" }]).success,
    ).toBe(true);
    expect(
      agencyLogoSchema.safeParse([{ kind: "link", url: "http://okolica.pl/logo.png" }]).success,
    ).toBe(false);
    expect(
      agencyLogoSchema.safeParse([
        { kind: "file", field: "photo-0" },
        { kind: "file", field: "photo-1" },
      ]).success,
    ).toBe(false);
  });
});
