import { describe, expect, it } from "vitest";
import {
  formatPlanDuration,
  PLAN_LIMITS,
  planLimitText,
  planSchema,
  UNLIMITED,
} from "./plan-schemas";
import { firstErrors } from "./testing/first-errors";

const valid = {
  name: "  Standard  ",
  price: "49",
  durationDays: "30",
  maxProperties: "10",
  maxServices: "3",
  maxPhotos: "8",
};

function errors(input: Record<string, unknown>) {
  const parsed = planSchema.safeParse(input);
  expect(parsed.success).toBe(false);
  return parsed.success ? {} : firstErrors(parsed.error);
}

describe("planSchema", () => {
  it("parses the fields into what is stored, with the defaults", () => {
    expect(planSchema.parse(valid)).toEqual({
      name: "Standard",
      description: null,
      price: 49,
      durationDays: 30,
      features: [],
      maxProperties: 10,
      maxServices: 3,
      maxPhotos: 8,
      priorityDisplay: false,
      isActive: false,
    });
  });

  it("requires a name of at most 80 characters and a description of at most 500", () => {
    expect(errors({ ...valid, name: "   " }).name).toBe("Podaj nazwę planu.");
    expect(errors({ ...valid, name: "x".repeat(81) }).name).toContain("80 znaków");
    expect(planSchema.parse({ ...valid, name: "x".repeat(80) }).name).toHaveLength(80);
    expect(errors({ ...valid, description: "x".repeat(501) }).description).toContain("500");
    expect(planSchema.parse({ ...valid, description: " Dla firm " }).description).toBe("Dla firm");
  });

  it("takes the price in whole złoty as people type it, zero included", () => {
    const price = (value: string) => planSchema.parse({ ...valid, price: value }).price;
    expect(price("49")).toBe(49);
    expect(price("1 250")).toBe(1250);
    expect(price("1\u00a0250 zł")).toBe(1250);
    expect(price("1.250")).toBe(1250);
    expect(price("49,00")).toBe(49);
    expect(price("0")).toBe(0);
    const message = "Podaj cenę w pełnych złotych (0 lub więcej), np. 49 lub 1 250.";
    for (const bad of [
      "",
      "-5",
      "49,99",
      "49.5",
      "1,250",
      "abc",
      String(PLAN_LIMITS.priceMax + 1),
    ]) {
      expect(errors({ ...valid, price: bad }).price).toBe(message);
    }
  });

  it("takes a duration of 1 to 3650 days", () => {
    const days = (value: string) =>
      planSchema.parse({ ...valid, durationDays: value }).durationDays;
    expect(days("1")).toBe(1);
    expect(days("3650")).toBe(3650);
    for (const bad of ["", "0", "3651", "-1", "7.5", "tydzień"]) {
      expect(errors({ ...valid, durationDays: bad }).durationDays).toBe(
        "Podaj czas trwania w dniach, od 1 do 3650.",
      );
    }
  });

  it("reads the features one per line: trimmed, empty lines and repeats dropped", () => {
    const features = planSchema.parse({
      ...valid,
      features: "  Do 10 ogłoszeń \r\n\n\nStatystyki\n   \nStatystyki\n",
    }).features;
    expect(features).toEqual(["Do 10 ogłoszeń", "Statystyki"]);
    const many = Array.from({ length: 21 }, (_, i) => `Funkcja ${i + 1}`).join("\n");
    expect(errors({ ...valid, features: many }).features).toBe(
      "Plan może mieć najwyżej 20 funkcji.",
    );
    expect(errors({ ...valid, features: "x".repeat(121) }).features).toBe(
      "Każda funkcja może mieć najwyżej 120 znaków.",
    );
  });

  it("takes limits from 0 up, and -1 for unlimited", () => {
    const limits = (maxProperties: string, maxServices: string) => {
      const v = planSchema.parse({ ...valid, maxProperties, maxServices });
      return [v.maxProperties, v.maxServices];
    };
    expect(limits("0", "-1")).toEqual([0, UNLIMITED]);
    expect(limits("-1", "25")).toEqual([UNLIMITED, 25]);
    expect(errors({ ...valid, maxProperties: "" }).maxProperties).toBe(
      "Limit ogłoszeń: podaj liczbę od 0 do 100\u00a0000 albo zaznacz „Bez limitu”.",
    );
    expect(errors({ ...valid, maxServices: "-2" }).maxServices).toContain("Limit usług");
    expect(errors({ ...valid, maxServices: "2.5" })).toHaveProperty("maxServices");
  });

  it("reads the checkboxes: ticked is 'on'", () => {
    const v = planSchema.parse({ ...valid, priorityDisplay: "on", isActive: "on" });
    expect(v).toMatchObject({ priorityDisplay: true, isActive: true });
  });
});

describe("'Bez limitu'", () => {
  it("makes its limit -1 whatever the number says, or when the number is not sent", () => {
    const ticked = { ...valid, maxServicesUnlimited: "on", unknown: "x" };
    const values = planSchema.parse(ticked);
    expect(values).toMatchObject({ maxProperties: 10, maxServices: UNLIMITED });
    expect(values).not.toHaveProperty("unknown");
    expect(values).not.toHaveProperty("maxServicesUnlimited");
    const { maxProperties: _, ...withoutNumber } = valid;
    expect(planSchema.parse({ ...withoutNumber, maxPropertiesUnlimited: "on" }).maxProperties).toBe(
      UNLIMITED,
    );
  });
});

describe("plan texts", () => {
  it("says the period and the limits in Polish", () => {
    expect(formatPlanDuration(1)).toBe("1 dzień");
    expect(formatPlanDuration(30)).toBe("30 dni");
    expect(formatPlanDuration(365)).toBe("365 dni");
    expect(planLimitText("maxProperties", UNLIMITED)).toBe("Ogłoszenia: bez limitu");
    expect(planLimitText("maxProperties", 10)).toBe("Ogłoszenia: 10");
    expect(planLimitText("maxServices", 1500)).toBe("Usługi: 1\u00a0500");
    expect(planLimitText("maxPhotos", 8)).toBe("Zdjęcia w ogłoszeniu: 8");
  });
});
