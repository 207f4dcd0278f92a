import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import {
  emailOnlySchema,
  type FieldErrors,
  fieldErrors,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "../../shared/auth-schemas.ts";
import type { AppContext } from "../context.ts";
import { profiles, users } from "../db/schema.ts";
import { AFTER_SIGN_UP_PATH, TEST_OIDC_PROVIDER_ID } from "./auth.ts";
import { AUTH_ERROR_TEXT, authErrorMessage } from "./auth-errors.ts";
import { type AuthCallResult, callAuth, cookieHeaders } from "./call-auth.ts";
import { isCommonPassword } from "./common-passwords.ts";

/** What the /auth and reset pages show after a submit that did not redirect. */
export type AuthFormResult = {
  intent: string;
  /** A red alert above the form. */
  formError?: string;
  /** A green message (sign-up done, reset mail sent, ...). */
  success?: string;
  fieldErrors?: FieldErrors;
  /** The e-mail typed, so the form keeps it (passwords are never sent back). */
  email?: string;
  firstName?: string;
  lastName?: string;
};

export const AUTH_SUCCESS_TEXT = {
  signedUp:
    "Konto zostało utworzone. Sprawdź skrzynkę e-mail i kliknij link, aby potwierdzić adres.",
  resetRequested:
    "Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do ustawienia nowego hasła.",
  confirmationResent:
    "Jeśli konto z tym adresem czeka na potwierdzenie, wysłaliśmy na nie nowy link.",
  passwordReset: "Hasło zostało zmienione. Możesz się teraz zalogować.",
} as const;

export const RESET_PASSWORD_PATH = "/auth/nowe-haslo";

type Ctx = Pick<AppContext, "auth" | "config" | "clientIp" | "db">;

const policy = { isCommonPassword };

function failure(intent: string, call: AuthCallResult, extra: Partial<AuthFormResult> = {}) {
  return { intent, formError: authErrorMessage(call.status, call.json), ...extra };
}

/** E-mail and password; on success a redirect that carries the session cookie. */
export async function signInWithPassword(
  ctx: Ctx,
  request: Request,
  values: Record<string, string>,
  redirectTo: string,
): Promise<AuthFormResult | Response> {
  const parsed = signInSchema.safeParse(values);
  if (!parsed.success) {
    return { intent: "sign-in", fieldErrors: fieldErrors(parsed.error), email: values.email };
  }
  const { email, password } = parsed.data;
  // callbackURL is where the fresh confirmation link leads if the address is still unconfirmed.
  const call = await callAuth(ctx, request, "/sign-in/email", {
    email,
    password,
    callbackURL: AFTER_SIGN_UP_PATH,
  });
  if (!call.ok) return failure("sign-in", call, { email });
  return redirect(redirectTo, { headers: cookieHeaders(call.setCookies) });
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
  values: Record<string, string>,
): Promise<AuthFormResult> {
  const keep = { email: values.email, firstName: values.firstName, lastName: values.lastName };
  const parsed = signUpSchema(policy).safeParse(values);
  if (!parsed.success) {
    return { intent: "sign-up", fieldErrors: fieldErrors(parsed.error), ...keep };
  }
  const { email, password, firstName, lastName } = parsed.data;
  const existedBefore = await findUserId(ctx, email);
  const call = await callAuth<{ user?: { id?: string } }>(ctx, request, "/sign-up/email", {
    email,
    password,
    name: [firstName, lastName].filter(Boolean).join(" "),
    callbackURL: AFTER_SIGN_UP_PATH,
    acceptTerms: parsed.data.acceptTerms,
  });
  if (!call.ok) return failure("sign-up", call, keep);
  if (existedBefore) return { intent: "sign-up", formError: AUTH_ERROR_TEXT.userExists, ...keep };
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
  return { intent: "sign-up", success: AUTH_SUCCESS_TEXT.signedUp, email };
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
  values: Record<string, string>,
  link: {
    intent: "forgot" | "resend";
    path: `/${string}`;
    body: Record<string, string>;
    success: string;
  },
): Promise<AuthFormResult> {
  const parsed = emailOnlySchema.safeParse(values);
  if (!parsed.success) {
    return { intent: link.intent, fieldErrors: fieldErrors(parsed.error), email: values.email };
  }
  const email = parsed.data.email;
  const call = await callAuth(ctx, request, link.path, { email, ...link.body });
  if (call.status === 429) return failure(link.intent, call, { email });
  return { intent: link.intent, success: link.success, email };
}

export function requestPasswordReset(ctx: Ctx, request: Request, values: Record<string, string>) {
  return sendEmailLink(ctx, request, values, {
    intent: "forgot",
    path: "/request-password-reset",
    body: { redirectTo: RESET_PASSWORD_PATH },
    success: AUTH_SUCCESS_TEXT.resetRequested,
  });
}

export function resendConfirmation(ctx: Ctx, request: Request, values: Record<string, string>) {
  return sendEmailLink(ctx, request, values, {
    intent: "resend",
    path: "/send-verification-email",
    body: { callbackURL: AFTER_SIGN_UP_PATH },
    success: AUTH_SUCCESS_TEXT.confirmationResent,
  });
}

/** Sets the new password from the reset link's token; the user then signs in. */
export async function resetPassword(
  ctx: Ctx,
  request: Request,
  values: Record<string, string>,
): Promise<AuthFormResult | Response> {
  const parsed = resetPasswordSchema(policy).safeParse(values);
  if (!parsed.success) return { intent: "reset", fieldErrors: fieldErrors(parsed.error) };
  const call = await callAuth(ctx, request, "/reset-password", {
    token: parsed.data.token,
    newPassword: parsed.data.password,
  });
  if (!call.ok) return failure("reset", call);
  return redirect("/auth?haslo=zmienione", { headers: cookieHeaders(call.setCookies) });
}

export type ExternalProvider = "google" | "facebook" | typeof TEST_OIDC_PROVIDER_ID;

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
 * URL and a state cookie, which we pass on with a 302 so that this works as a plain form post.
 */
export async function startExternalSignIn(
  ctx: Ctx,
  request: Request,
  provider: string,
): Promise<AuthFormResult | Response> {
  if (!configuredProviders(ctx.config).includes(provider as ExternalProvider)) {
    return { intent: "external", formError: AUTH_ERROR_TEXT.externalFailed };
  }
  const call = await callAuth<{ url?: string }>(ctx, request, "/sign-in/social", {
    provider,
    callbackURL: AFTER_SIGN_UP_PATH,
    errorCallbackURL: "/auth",
    disableRedirect: true,
  });
  const url = call.json?.url;
  if (!call.ok || typeof url !== "string") {
    return call.ok
      ? { intent: "external", formError: AUTH_ERROR_TEXT.externalFailed }
      : failure("external", call);
  }
  return redirect(url, { headers: cookieHeaders(call.setCookies) });
}

/** Ends the session (better-auth deletes the row and clears the cookie) and goes home. */
export async function signOut(ctx: Ctx, request: Request): Promise<Response> {
  const call = await callAuth(ctx, request, "/sign-out");
  return redirect("/", { headers: cookieHeaders(call.setCookies) });
}
