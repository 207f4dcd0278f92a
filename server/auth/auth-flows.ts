import { eq } from "drizzle-orm";
import type {
  ExternalProvider,
  ResetPasswordValues,
  SignInValues,
  SignUpValues,
} from "../../shared/auth-schemas.ts";
import type { AppContext } from "../context.ts";
import { profiles, users } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { AFTER_SIGN_UP_PATH, TEST_OIDC_PROVIDER_ID } from "./auth.ts";
import { AUTH_ERROR_TEXT, authErrorMessage } from "./auth-errors.ts";
import { type AuthCallResult, callAuth } from "./call-auth.ts";

/**
 * Signing in, up and out and the e-mailed links, on better-auth: each goes through its HTTP
 * handler (callAuth), so its rate limits, hooks (the Regulamin, the sign-in lockout) and cookies
 * apply exactly as to its own API. The inputs are the forms' parsed values (shared/auth-schemas.ts);
 * a refusal is an AppError with the Polish text of better-auth's answer.
 */

export const AUTH_SUCCESS_TEXT = {
  signedUp:
    "Konto zostało utworzone. Sprawdź skrzynkę e-mail i kliknij link, aby potwierdzić adres.",
  resetRequested:
    "Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do ustawienia nowego hasła.",
  confirmationResent:
    "Jeśli konto z tym adresem czeka na potwierdzenie, wysłaliśmy na nie nowy link.",
  passwordReset: "Hasło zostało zmienione. Możesz się teraz zalogować.",
} as const;

const RESET_PASSWORD_PATH = "/auth/nowe-haslo";

type Ctx = Pick<AppContext, "auth" | "config" | "clientIp" | "db">;

/** The Set-Cookie lines better-auth answered with (session, OAuth state, sign-out). */
export type AuthCookies = { setCookies: string[] };

function refusal(call: AuthCallResult): AppError {
  return new AppError(
    call.status === 429 ? "rate_limited" : "invalid",
    authErrorMessage(call.status, call.json),
  );
}

/** E-mail and password; the session cookie to set on success. */
export async function signInWithPassword(
  ctx: Ctx,
  request: Request,
  { email, password }: Pick<SignInValues, "email" | "password">,
): Promise<AuthCookies> {
  // callbackURL is where the fresh confirmation link leads if the address is still unconfirmed.
  const call = await callAuth(ctx, {
    request,
    path: "/sign-in/email",
    body: {
      email,
      password,
      callbackURL: AFTER_SIGN_UP_PATH,
    },
  });
  if (!call.ok) throw refusal(call);
  return { setCookies: call.setCookies };
}

/**
 * Creates the account; better-auth mails the confirmation link (to /konfiguracja). With e-mail
 * confirmation on it answers a taken address like a new one so as not to reveal it, but the
 * product asks us to say so: we look the address up ourselves, after the call, so the rate
 * limit on sign-up still bounds how fast anyone can probe addresses.
 */
export async function signUpWithPassword(
  ctx: Ctx,
  request: Request,
  { email, password, firstName, lastName, acceptTerms }: SignUpValues,
): Promise<void> {
  const existedBefore = await findUserId(ctx, email);
  const call = await callAuth<{ user?: { id?: string } }>(ctx, {
    request,
    path: "/sign-up/email",
    body: {
      email,
      password,
      name: [firstName, lastName].filter(Boolean).join(" "),
      callbackURL: AFTER_SIGN_UP_PATH,
      acceptTerms,
    },
  });
  if (!call.ok) throw refusal(call);
  if (existedBefore) throw new AppError("conflict", AUTH_ERROR_TEXT.userExists);
  const id = await findUserId(ctx, email);
  if (id) {
    // The names exactly as typed: the sign-up hook can only split the joined `name`, which
    // goes wrong for two-word first names or surnames.
    await ctx.db
      .insert(profiles)
      .values({ id, firstName: firstName ?? null, lastName: lastName ?? null })
      .onConflictDoUpdate({
        target: profiles.id,
        set: { firstName: firstName ?? null, lastName: lastName ?? null },
      });
  }
}

async function findUserId(ctx: Ctx, email: string): Promise<string | null> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

/**
 * Sends a link by e-mail ('Nie pamiętasz hasła?', 'Wyślij ponownie link potwierdzający'). The
 * answer is the same whether or not the address has an account; only a rate limit shows.
 */
async function sendEmailLink(
  ctx: Ctx,
  request: Request,
  path: `/${string}`,
  body: Record<string, string>,
): Promise<void> {
  const call = await callAuth(ctx, { request, path, body });
  if (call.status === 429) throw refusal(call);
}

export function requestPasswordReset(ctx: Ctx, request: Request, { email }: { email: string }) {
  return sendEmailLink(ctx, request, "/request-password-reset", {
    email,
    redirectTo: RESET_PASSWORD_PATH,
  });
}

export function resendConfirmation(ctx: Ctx, request: Request, { email }: { email: string }) {
  return sendEmailLink(ctx, request, "/send-verification-email", {
    email,
    callbackURL: AFTER_SIGN_UP_PATH,
  });
}

/** Sets the new password from the reset link's token; the user then signs in. */
export async function resetPassword(
  ctx: Ctx,
  request: Request,
  { token, password }: ResetPasswordValues,
): Promise<AuthCookies> {
  const call = await callAuth(ctx, {
    request,
    path: "/reset-password",
    body: { token, newPassword: password },
  });
  if (!call.ok) throw refusal(call);
  return { setCookies: call.setCookies };
}

/** The external providers this server is configured for, in the order the page shows them. */
export function configuredProviders(config: AppContext["config"]): ExternalProvider[] {
  const out: ExternalProvider[] = [];
  if (config.google) out.push("google");
  if (config.facebook) out.push("facebook");
  if (config.testOidc) out.push(TEST_OIDC_PROVIDER_ID);
  return out;
}

/**
 * Starts Google, Facebook or the test OpenID provider: better-auth answers with the provider's
 * URL and a state cookie, which the caller passes on with a 302 so that this works as a plain
 * form post.
 */
export async function startExternalSignIn(
  ctx: Ctx,
  request: Request,
  { provider }: { provider: ExternalProvider },
): Promise<AuthCookies & { url: string }> {
  if (!configuredProviders(ctx.config).includes(provider)) {
    throw new AppError("invalid", AUTH_ERROR_TEXT.externalFailed);
  }
  const call = await callAuth<{ url?: string }>(ctx, {
    request,
    path: "/sign-in/social",
    body: {
      provider,
      callbackURL: AFTER_SIGN_UP_PATH,
      errorCallbackURL: "/auth",
      disableRedirect: true,
    },
  });
  if (!call.ok) throw refusal(call);
  const url = call.json?.url;
  if (typeof url !== "string") throw new AppError("upstream", AUTH_ERROR_TEXT.externalFailed);
  return { url, setCookies: call.setCookies };
}

/** Ends the session (better-auth deletes the row and clears the cookie). */
export async function signOut(ctx: Ctx, request: Request): Promise<AuthCookies> {
  const call = await callAuth(ctx, { request, path: "/sign-out" });
  return { setCookies: call.setCookies };
}
