import { describe, expect, it } from "vitest";
import { AppError, refusalAt, statusForCode } from "./errors.ts";

describe("AppError", () => {
  it("maps codes to HTTP statuses", () => {
    expect(statusForCode("not_found")).toBe(404);
    expect(statusForCode("forbidden")).toBe(403);
    expect(statusForCode("invalid")).toBe(400);
    expect(statusForCode("conflict")).toBe(409);
    expect(statusForCode("unavailable")).toBe(503);
    expect(new AppError("forbidden").status).toBe(403);
  });

  it("puts a refusal at one field, in its own words or its code's", () => {
    const cause = new Error("internal");
    expect(refusalAt("name", "invalid", "Podaj nazwę.", cause)).toMatchObject({
      code: "invalid",
      message: "Podaj nazwę.",
      fields: { name: "Podaj nazwę." },
      cause,
    });
    expect(refusalAt("", "forbidden").fields).toEqual({
      "": "Nie masz wystarczających uprawnień do wyświetlenia tej strony.",
    });
  });
});
