import { AUTH_MESSAGES } from "../../shared/auth-schemas.ts";
import { ACCOUNT_DEACTIVATED } from "./auth.ts";
import { PASSWORD_TOO_COMMON } from "./password-policy.ts";
import { SIGN_IN_LOCKED, SIGN_IN_LOCKED_TEXT } from "./sign-in-lockout.ts";

export const AUTH_ERROR_TEXT = {
  invalidCredentials: "Nieprawidłowy e-mail lub hasło.",
  emailNotVerified: "Najpierw potwierdź adres e-mail — wysłaliśmy nowy link.",
  tooManyAttempts: "Zbyt wiele prób. Spróbuj ponownie za chwilę.",
  userExists: "Użytkownik z tym adresem email już istnieje",
  invalidLink: "Link wygasł lub jest nieprawidłowy.",
  deactivated: "To konto zostało dezaktywowane. Skontaktuj się z administratorem.",
  externalFailed: AUTH_MESSAGES.externalFailed,
  generic: "Coś poszło nie tak. Spróbuj ponownie za chwilę.",
} as const;

/** better-auth's error codes (its JSON `code`) mapped to what people read. */
const BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_ERROR_TEXT.invalidCredentials,
  INVALID_PASSWORD: AUTH_ERROR_TEXT.invalidCredentials,
  INVALID_EMAIL: AUTH_MESSAGES.emailInvalid,
  CREDENTIAL_ACCOUNT_NOT_FOUND: AUTH_ERROR_TEXT.invalidCredentials,
  USER_NOT_FOUND: AUTH_ERROR_TEXT.invalidCredentials,
  EMAIL_NOT_VERIFIED: AUTH_ERROR_TEXT.emailNotVerified,
  USER_ALREADY_EXISTS: AUTH_ERROR_TEXT.userExists,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: AUTH_ERROR_TEXT.userExists,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.passwordTooShort,
  PASSWORD_TOO_LONG: AUTH_MESSAGES.passwordTooLong,
  [PASSWORD_TOO_COMMON]: AUTH_MESSAGES.passwordCommon,
  INVALID_TOKEN: AUTH_ERROR_TEXT.invalidLink,
  TOKEN_EXPIRED: AUTH_ERROR_TEXT.invalidLink,
  [ACCOUNT_DEACTIVATED]: AUTH_ERROR_TEXT.deactivated,
  [SIGN_IN_LOCKED]: SIGN_IN_LOCKED_TEXT,
};

/**
 * Error values better-auth puts in `?error=` when it redirects back from an e-mail link or an
 * external provider (lowercase on the verify-email link, uppercase on reset-password).
 */
const BY_REDIRECT_ERROR: Record<string, string> = {
  invalid_token: AUTH_ERROR_TEXT.invalidLink,
  token_expired: AUTH_ERROR_TEXT.invalidLink,
  user_not_found: AUTH_ERROR_TEXT.invalidLink,
  account_deactivated: AUTH_ERROR_TEXT.deactivated,
};

export type AuthErrorBody = { code?: unknown; message?: unknown } | null | undefined;

/** The Polish message for a failed better-auth call. */
export function authErrorMessage(status: number, body: AuthErrorBody): string {
  const code = typeof body?.code === "string" ? body.code : "";
  if (BY_CODE[code]) return BY_CODE[code];
  // The per-IP limit answers without a code, in English.
  if (status === 429) return AUTH_ERROR_TEXT.tooManyAttempts;
  const message = typeof body?.message === "string" ? body.message.toLowerCase() : "";
  // Older and third-party messages say it in words rather than with a code.
  if (message.includes("already registered") || message.includes("already exists")) {
    return AUTH_ERROR_TEXT.userExists;
  }
  if (message.includes("deactivated") || message.includes("dezaktywowane")) {
    return AUTH_ERROR_TEXT.deactivated;
  }
  if (message.includes("invalid email or password")) return AUTH_ERROR_TEXT.invalidCredentials;
  if (message.includes("not verified")) return AUTH_ERROR_TEXT.emailNotVerified;
  if (message.includes("token")) return AUTH_ERROR_TEXT.invalidLink;
  if (status === 401) return AUTH_ERROR_TEXT.invalidCredentials;
  return AUTH_ERROR_TEXT.generic;
}

/** The Polish message for `?error=` after a redirect back from better-auth, or null. */
export function redirectErrorMessage(error: string | null | undefined): string | null {
  if (!error) return null;
  const key = error.toLowerCase();
  if (BY_REDIRECT_ERROR[key]) return BY_REDIRECT_ERROR[key];
  if (BY_CODE[error.toUpperCase()]) return BY_CODE[error.toUpperCase()];
  // Anything else comes from an external provider (access_denied, state_mismatch, ...).
  return AUTH_ERROR_TEXT.externalFailed;
}
