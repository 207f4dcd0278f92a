import {
  AUTH_SUCCESS_TEXT,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signInWithPassword,
  signUpWithPassword,
  startExternalSignIn,
} from "@server/auth/auth-flows";
import { cookieHeaders } from "@server/auth/call-auth";
import { isCommonPassword } from "@server/auth/common-passwords";
import type { AppContext } from "@server/context";
import {
  emailOnlySchema,
  externalSignInSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "@shared/auth-schemas";
import { safeRedirectTarget } from "@shared/redirect-target";
import { redirect } from "react-router";
import { formAction } from "~/http/form-action.server";

/**
 * The forms of /auth and /auth/nowe-haslo: each reads its fields with its schema (the same the
 * browser ran), hands the values to server/auth/auth-flows.ts and answers the form layer's
 * result, or the redirect that carries better-auth's cookies. Refusals answer 400, as before,
 * whatever better-auth's own status; passwords are never sent back.
 */

type Ctx = Pick<AppContext, "auth" | "config" | "clientIp" | "db">;

const PASSWORDS = ["password", "confirmPassword"];
const policy = { isCommonPassword };

/** How the sign-in forms' refusals read: the reason as it is, always 400, passwords never back. */
const texts = (intent: string, hideFields?: string[]) => ({ intent, status: 400, hideFields });

export async function signInForm(ctx: Ctx, request: Request, form: FormData) {
  return formAction(form, signInSchema, texts("sign-in", ["password"]), async (value) => {
    const target = safeRedirectTarget(
      value.redirectTo ?? new URL(request.url).searchParams.get("redirectTo"),
      ctx.config.baseUrl,
    );
    const { setCookies } = await signInWithPassword(ctx, request, value);
    return redirect(target, { headers: cookieHeaders(setCookies) });
  });
}

export async function signUpForm(ctx: Ctx, request: Request, form: FormData) {
  const schema = signUpSchema(policy);
  return formAction(form, schema, texts("sign-up", PASSWORDS), async (value) => {
    await signUpWithPassword(ctx, request, value);
    return { message: AUTH_SUCCESS_TEXT.signedUp };
  });
}

/** 'Nie pamiętasz hasła?' and 'Wyślij ponownie link potwierdzający'. */
export async function emailLinkForm(
  ctx: Ctx,
  request: Request,
  form: FormData,
  intent: "forgot" | "resend",
) {
  const send = intent === "forgot" ? requestPasswordReset : resendConfirmation;
  const text =
    intent === "forgot" ? AUTH_SUCCESS_TEXT.resetRequested : AUTH_SUCCESS_TEXT.confirmationResent;
  return formAction(form, emailOnlySchema, texts(intent), async (value) => {
    await send(ctx, request, value);
    return { message: text };
  });
}

/** 'Zaloguj przez …': a 302 to the provider with better-auth's state cookie. */
export async function externalSignInForm(ctx: Ctx, request: Request, form: FormData) {
  return formAction(form, externalSignInSchema, texts("external"), async (value) => {
    const { url, setCookies } = await startExternalSignIn(ctx, request, value);
    return redirect(url, { headers: cookieHeaders(setCookies) });
  });
}

/** The new password from the reset link; then on to sign-in with the news. */
export async function resetPasswordForm(ctx: Ctx, request: Request, form: FormData) {
  const schema = resetPasswordSchema(policy);
  return formAction(form, schema, texts("reset", PASSWORDS), async (value) => {
    const { setCookies } = await resetPassword(ctx, request, value);
    return redirect("/auth?haslo=zmienione", { headers: cookieHeaders(setCookies) });
  });
}
