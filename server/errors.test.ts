import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { AppError, statusForCode, toErrorResponse } from "./errors.ts";

describe("AppError", () => {
  it("maps codes to HTTP statuses", () => {
    expect(statusForCode("not_found")).toBe(404);
    expect(statusForCode("forbidden")).toBe(403);
    expect(statusForCode("invalid")).toBe(400);
    expect(statusForCode("conflict")).toBe(409);
    expect(statusForCode("unavailable")).toBe(503);
    expect(new AppError("forbidden").status).toBe(403);
  });

  it("becomes a route error response with its Polish message; other errors pass through", () => {
    const mapped = toErrorResponse(new AppError("invalid", "Cena nie może być ujemna.")) as {
      data: unknown;
      init: ResponseInit;
    };
    expect(mapped.init.status).toBe(400);
    expect(mapped.data).toBe("Cena nie może być ujemna.");
    const other = new Error("boom");
    expect(toErrorResponse(other)).toBe(other);
    expect(isRouteErrorResponse(other)).toBe(false);
  });
});
