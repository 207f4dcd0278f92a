import { describe, expect, it } from "vitest";
import { AppError, statusForCode } from "./errors.ts";

describe("AppError", () => {
  it("maps codes to HTTP statuses", () => {
    expect(statusForCode("not_found")).toBe(404);
    expect(statusForCode("forbidden")).toBe(403);
    expect(statusForCode("invalid")).toBe(400);
    expect(statusForCode("conflict")).toBe(409);
    expect(statusForCode("unavailable")).toBe(503);
    expect(new AppError("forbidden").status).toBe(403);
  });
});
