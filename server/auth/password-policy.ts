import { APIError } from "better-auth/api";
import { AUTH_MESSAGES, newPasswordRule } from "../../shared/auth-schemas.ts";
import { isCommonPassword } from "./common-passwords.ts";

/** Our error code for a password on the common-passwords list (better-auth has none). */
export const PASSWORD_TOO_COMMON = "PASSWORD_TOO_COMMON";

// The rule every form uses for a new password, with the server-only common-password list.
const newPassword = newPasswordRule({ isCommonPassword });

const CODE_BY_MESSAGE: Record<string, string> = {
  [AUTH_MESSAGES.passwordTooShort]: "PASSWORD_TOO_SHORT",
  [AUTH_MESSAGES.passwordTooLong]: "PASSWORD_TOO_LONG",
  [AUTH_MESSAGES.passwordCommon]: PASSWORD_TOO_COMMON,
};

/**
 * The new password in a better-auth call, if it sets one: `newPassword` always does (change,
 * reset, set, even the server-only set-password, which has no path), `password` only on
 * sign-up; elsewhere (sign-in, verify-password, delete-user) `password` is checked, not set.
 */
function newPasswordIn(ctx: { path?: string; body?: unknown }): unknown {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if ("newPassword" in body) return body.newPassword;
  if (ctx.path === "/sign-up/email") return body.password;
  return undefined;
}

/**
 * Refuses, before better-auth runs, any call that would set a password our forms refuse, with
 * the forms' Polish message; so the API (/api/auth/*) cannot be used to get around them. A
 * missing or non-text password is left to better-auth's own body validation.
 */
export function refuseWeakNewPassword(ctx: { path?: string; body?: unknown }): void {
  const password = newPasswordIn(ctx);
  if (typeof password !== "string") return;
  const result = newPassword.safeParse(password);
  if (result.success) return;
  const message = result.error.issues[0]?.message ?? AUTH_MESSAGES.passwordTooShort;
  throw new APIError("BAD_REQUEST", { code: CODE_BY_MESSAGE[message], message });
}
