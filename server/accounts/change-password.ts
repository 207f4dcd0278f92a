import { APIError } from "better-auth/api";
import { AUTH_MESSAGES } from "../../shared/auth-schemas.ts";
import {
  type ChangePasswordInput,
  changePasswordSchema,
  PROFILE_TEXT,
} from "../../shared/profile-schemas.ts";
import { type DomainContext, requireSignedIn } from "../auth/actor.ts";
import type { Auth } from "../auth/auth.ts";
import { isCommonPassword } from "../auth/common-passwords.ts";
import { PASSWORD_TOO_COMMON } from "../auth/password-policy.ts";
import { AppError } from "../errors.ts";

export type AuthContext = DomainContext & {
  auth: Auth;
  /** The request's headers: better-auth finds the session in its cookie. */
  headers: Headers;
};

const MESSAGES: Record<string, string> = {
  INVALID_PASSWORD: PROFILE_TEXT.wrongCurrentPassword,
  CREDENTIAL_ACCOUNT_NOT_FOUND: PROFILE_TEXT.noPassword,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.passwordTooShort,
  PASSWORD_TOO_LONG: AUTH_MESSAGES.passwordTooLong,
  [PASSWORD_TOO_COMMON]: AUTH_MESSAGES.passwordCommon,
};

/**
 * Changes the actor's password through better-auth, checking the current one. Every other
 * session ends (a stolen session stops working); this one is replaced by a new session whose
 * cookie is in the returned headers, which the caller must send back.
 */
export async function changePassword(
  ctx: AuthContext,
  input: ChangePasswordInput,
): Promise<{ headers: Headers }> {
  const actor = requireSignedIn(ctx);
  const parsed = changePasswordSchema({ isCommonPassword }).safeParse(input);
  if (!parsed.success) {
    throw new AppError("invalid", parsed.error.issues[0]?.message, { cause: parsed.error });
  }
  try {
    const { headers, response } = await ctx.auth.api.changePassword({
      body: {
        currentPassword: parsed.data.currentPassword,
        newPassword: parsed.data.newPassword,
        revokeOtherSessions: true,
      },
      headers: ctx.headers,
      returnHeaders: true,
    });
    // The session in the cookie must be the actor's: never change someone else's password.
    if (response.user.id !== actor.id) throw new AppError("forbidden");
    return { headers };
  } catch (error) {
    if (error instanceof APIError) {
      const code = String((error.body as { code?: unknown } | undefined)?.code ?? "");
      if (error.statusCode === 401) throw new AppError("forbidden", "Musisz być zalogowany.");
      const message = MESSAGES[code] ?? PROFILE_TEXT.passwordChangeFailed;
      // A wrong current password is that field's reason.
      const fields = code === "INVALID_PASSWORD" ? { currentPassword: message } : undefined;
      throw new AppError("invalid", message, { cause: error, fields });
    }
    throw error;
  }
}
