import { describe, expect, it } from "vitest";
import { PHONE_TEXT } from "./phone.ts";
import {
  changePasswordSchema,
  confirmsDeletion,
  parseSpecializations,
  profileSchema,
} from "./profile-schemas.ts";
import { firstErrors } from "./testing/first-errors.ts";

describe("parseSpecializations", () => {
  it("trims, drops empty entries and repeats", () => {
    expect(parseSpecializations(" Mieszkania ,, domy,  działki  budowlane ,mieszkania, ")).toEqual([
      "Mieszkania",
      "domy",
      "działki budowlane",
    ]);
    expect(parseSpecializations("")).toEqual([]);
  });
});

describe("profileSchema", () => {
  it("turns form text into stored values", () => {
    expect(
      profileSchema.parse({
        firstName: "  Anna ",
        lastName: "",
        phone: "600 123 456",
        experienceYears: "12",
        specialization: "domy, mieszkania",
      }),
    ).toEqual({
      firstName: "Anna",
      lastName: null,
      phone: "+48600123456",
      experienceYears: 12,
      specialization: ["domy", "mieszkania"],
    });
    expect(profileSchema.parse({})).toEqual({
      firstName: null,
      lastName: null,
      phone: null,
      experienceYears: null,
      specialization: [],
    });
  });

  it("reports each bad field with a Polish message", () => {
    const result = profileSchema.safeParse({
      firstName: "x".repeat(51),
      phone: "123",
      experienceYears: "71",
      specialization: Array.from({ length: 16 }, (_, i) => `s${i}`).join(","),
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(firstErrors(result.error)).toEqual({
      firstName: "Imię może mieć najwyżej 50 znaków.",
      phone: PHONE_TEXT.invalid,
      experienceYears: "Podaj liczbę lat od 0 do 70.",
      specialization: "Podaj najwyżej 15 specjalizacji, każdą do 60 znaków.",
    });
    for (const years of ["-1", "2.5", "abc"]) {
      expect(profileSchema.safeParse({ experienceYears: years }).success, years).toBe(false);
    }
    expect(profileSchema.parse({ experienceYears: "0" }).experienceYears).toBe(0);
    expect(profileSchema.parse({ experienceYears: "70" }).experienceYears).toBe(70);
  });
});

describe("changePasswordSchema", () => {
  it("needs matching, long enough, different passwords", () => {
    const errors = (input: Record<string, string>) => {
      const result = changePasswordSchema().safeParse(input);
      return result.success ? {} : firstErrors(result.error);
    };
    expect(
      errors({ currentPassword: "stare-haslo", newPassword: "nowe-haslo", confirm: "nowe-haslo" }),
    ).toEqual({});
    expect(errors({ currentPassword: "", newPassword: "abc", confirm: "abd" })).toEqual({
      currentPassword: "Podaj obecne hasło.",
      newPassword: "Hasło musi mieć co najmniej 6 znaków",
      confirm: "Hasła nie są identyczne",
    });
    expect(
      errors({ currentPassword: "takie-samo", newPassword: "takie-samo", confirm: "takie-samo" }),
    ).toEqual({
      newPassword: "Nowe hasło musi się różnić od obecnego.",
    });
  });
});

describe("confirmsDeletion", () => {
  it("accepts the account e-mail or the word USUŃ, in any case", () => {
    expect(confirmsDeletion(" Jan@Example.com ", "jan@example.com")).toBe(true);
    expect(confirmsDeletion("usuń", "jan@example.com")).toBe(true);
    expect(confirmsDeletion("USUŃ", "jan@example.com")).toBe(true);
    expect(confirmsDeletion("usun", "jan@example.com")).toBe(false);
    expect(confirmsDeletion("inny@example.com", "jan@example.com")).toBe(false);
  });
});
