import { describe, expect, it } from "vitest";
import { AUTH_ERROR_TEXT, authErrorMessage, redirectErrorMessage } from "./auth-errors.ts";

describe("authErrorMessage", () => {
  it.each([
    [401, { code: "INVALID_EMAIL_OR_PASSWORD" }, AUTH_ERROR_TEXT.invalidCredentials],
    [403, { code: "EMAIL_NOT_VERIFIED" }, AUTH_ERROR_TEXT.emailNotVerified],
    [403, { code: "ACCOUNT_DEACTIVATED" }, AUTH_ERROR_TEXT.deactivated],
    [422, { code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" }, AUTH_ERROR_TEXT.userExists],
    [400, { code: "PASSWORD_TOO_SHORT" }, "Hasło musi mieć co najmniej 6 znaków"],
    [400, { code: "PASSWORD_TOO_LONG" }, "Hasło może mieć najwyżej 128 znaków."],
    [
      400,
      { code: "PASSWORD_TOO_COMMON" },
      "To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne.",
    ],
    [400, { code: "INVALID_TOKEN" }, AUTH_ERROR_TEXT.invalidLink],
    [400, { message: "User already registered" }, AUTH_ERROR_TEXT.userExists],
    [500, null, AUTH_ERROR_TEXT.generic],
  ])("%i %j → Polish", (status, body, expected) => {
    expect(authErrorMessage(status, body)).toBe(expected);
  });

  it("says 'too many attempts' for the per-IP 429, and why for a locked account", () => {
    expect(authErrorMessage(429, { message: "Too many requests. Please try again later." })).toBe(
      "Zbyt wiele prób. Spróbuj ponownie za chwilę.",
    );
    expect(authErrorMessage(429, { code: "SIGN_IN_LOCKED", message: "whatever" })).toMatch(
      /^Zbyt wiele nieudanych prób logowania na to konto\./,
    );
  });
});

describe("redirectErrorMessage", () => {
  it("maps the e-mail link errors and treats anything else as a provider failure", () => {
    expect(redirectErrorMessage("invalid_token")).toBe("Link wygasł lub jest nieprawidłowy.");
    expect(redirectErrorMessage("INVALID_TOKEN")).toBe("Link wygasł lub jest nieprawidłowy.");
    expect(redirectErrorMessage("access_denied")).toBe(AUTH_ERROR_TEXT.externalFailed);
    expect(redirectErrorMessage(null)).toBeNull();
  });
});
