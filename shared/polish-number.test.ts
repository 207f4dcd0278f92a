import { describe, expect, it } from "vitest";
import { formatNumberInput, parsePolishNumber } from "./polish-number";

const NBSP = "\u00a0";
const NNBSP = "\u202f";

describe("parsePolishNumber", () => {
  it.each([
    // [typed, decimals, unit, value]
    ["350000", 0, "zł", 350000],
    ["350 000", 0, "zł", 350000],
    [`350${NBSP}000`, 0, "zł", 350000],
    [`1${NNBSP}250${NNBSP}000`, 0, "zł", 1250000],
    ["350.000", 0, "zł", 350000],
    ["1.250.000", 0, "zł", 1250000],
    ["  1 250 000 zł ", 0, "zł", 1250000],
    ["1250000zł", 0, "zł", 1250000],
    ["49 ZŁ", 0, "zł", 49],
    ["350000,00", 0, "zł", 350000],
    ["350.000,0", 0, "zł", 350000],
    ["0", 0, "zł", 0],
    ["120,5", 2, "m²", 120.5],
    ["120,55", 2, "m²", 120.55],
    ["120,5 m²", 2, "m²", 120.5],
    ["120 m2", 2, "m²", 120],
    ["54m2", 2, "m²", 54],
    ["54 m²", 2, "m²", 54],
    ["54,5 m2", 2, "m²", 54.5],
    ["54,5m²", 2, "m²", 54.5],
    ["54 mkw", 2, "m²", 54],
    ["54 m kw.", 2, "m²", 54],
    ["1 250,75", 2, "m²", 1250.75],
    ["1.250,75", 2, "m²", 1250.75],
    ["350000,50", 2, "zł", 350000.5],
    ["3", 0, undefined, 3],
  ] as const)("reads %j (decimals %d, unit %s) as %d", (typed, decimals, unit, value) => {
    expect(parsePolishNumber(typed, { decimals, unit })).toEqual({ ok: true, value });
  });

  it.each([
    // A dot not followed by exactly three digits: a decimal point or a typo, never guessed.
    ["350.5", 2, "zł"],
    ["350.50", 2, "zł"],
    ["1.5", 2, "m²"],
    ["35.0000", 0, "zł"],
    ["1.25.000", 0, "zł"],
    // English grouping, several commas, a comma with three digits, mixed separators.
    ["1,250,000", 0, "zł"],
    ["350,000", 0, "zł"],
    ["120,555", 2, "m²"],
    ["1.250,000.5", 2, "zł"],
    ["1 250.000", 0, "zł"],
    ["350 000.50", 2, "zł"],
    ["350 00", 0, "zł"],
    ["3500 000", 0, "zł"],
    ["1,2,3", 2, "m²"],
    [",5", 2, "m²"],
    ["5,", 2, "m²"],
    // Not numbers, negative, exponent, another unit, empty.
    ["", 0, "zł"],
    ["   ", 0, "zł"],
    ["abc", 0, "zł"],
    ["-5", 0, "zł"],
    ["1e6", 0, "zł"],
    ["0x10", 0, "zł"],
    ["Infinity", 0, "zł"],
    ["350 m²", 0, "zł"],
    ["120 zł", 2, "m²"],
    ["1".repeat(16), 0, "zł"],
  ] as const)("refuses %j (decimals %d, unit %s)", (typed, decimals, unit) => {
    expect(parsePolishNumber(typed, { decimals, unit })).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses grosze in a whole-złoty field instead of rounding them away", () => {
    expect(parsePolishNumber("350000,50", { decimals: 0, unit: "zł" })).toEqual({
      ok: false,
      reason: "fraction",
    });
    expect(parsePolishNumber("3,5", { decimals: 0 })).toEqual({ ok: false, reason: "fraction" });
  });
});

describe("formatNumberInput", () => {
  it.each([
    [350000, "350 000"],
    [1250000, "1 250 000"],
    [120.5, "120,5"],
    [54.25, "54,25"],
    [1250.75, "1 250,75"],
    [3, "3"],
    [0, "0"],
    [null, ""],
    [undefined, ""],
  ])("writes %j as %j, which reads back as the same number", (value, text) => {
    expect(formatNumberInput(value)).toBe(text);
    if (value != null) {
      expect(parsePolishNumber(text, { decimals: 2 })).toEqual({ ok: true, value });
    }
  });
});
