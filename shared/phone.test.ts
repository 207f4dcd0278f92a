import { describe, expect, it } from "vitest";
import {
  formatPhone,
  optionalPhoneField,
  PHONE_TEXT,
  parsePolishPhone,
  requiredPhoneField,
} from "./phone";

describe("parsePolishPhone", () => {
  it.each([
    // Mobiles, as typed.
    ["601 222 333", "+48601222333"],
    ["600123456", "+48600123456"],
    ["+48 600-123-456", "+48600123456"],
    ["0048600123456", "+48600123456"],
    ["48600123456", "+48600123456"],
    // Landlines: a two-digit area code and seven digits.
    ["17 242 12 34", "+48172421234"],
    ["(17) 242-12-34", "+48172421234"],
    ["+48 22 123 45 67", "+48221234567"],
    // What was stored before E.164.
    ["+48 172 421 234", "+48172421234"],
    ["800 123 456", "+48800123456"],
  ])("%s → %s", (input, expected) => {
    expect(parsePolishPhone(input)).toBe(expected);
  });

  it.each([
    "",
    "12345",
    "60012345a",
    "6001234567",
    "17 242 12 345",
    // Nine digits, but no such Polish range (the length alone is not enough).
    "999 999 999",
    // Not Polish.
    "+49 30 1234567",
    "+1 212 555 0123",
  ])("refuses %j", (input) => {
    expect(parsePolishPhone(input)).toBeNull();
  });
});

describe("formatPhone", () => {
  it("groups a landline after its area code and a mobile in threes", () => {
    expect(formatPhone("+48172421234")).toBe("+48 17 242 12 34");
    expect(formatPhone("+48601222333")).toBe("+48 601 222 333");
    expect(formatPhone("+48221234567")).toBe("+48 22 123 45 67");
  });

  it("reads numbers stored before E.164, and shows anything else as stored", () => {
    expect(formatPhone("+48 172 421 234")).toBe("+48 17 242 12 34");
    expect(formatPhone("+48 600 123 456")).toBe("+48 600 123 456");
    expect(formatPhone("17 240 00 00")).toBe("+48 17 240 00 00");
    expect(formatPhone("zadzwoń po 17")).toBe("zadzwoń po 17");
  });
});

describe("the phone fields (every form's one rule)", () => {
  it("stores E.164, keeps an optional field empty and refuses in Polish", () => {
    expect(optionalPhoneField().parse(" 17 242 12 34 ")).toBe("+48172421234");
    expect(optionalPhoneField().parse("")).toBeNull();
    expect(optionalPhoneField().parse(undefined)).toBeNull();
    expect(requiredPhoneField().parse("601 222 333")).toBe("+48601222333");
    expect(requiredPhoneField().safeParse("").error?.issues[0]?.message).toBe(PHONE_TEXT.required);
    expect(optionalPhoneField().safeParse("999 999 999").error?.issues[0]?.message).toBe(
      PHONE_TEXT.invalid,
    );
  });
});
