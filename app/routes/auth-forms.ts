import {
  emailOnlySchema,
  externalSignInSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "@shared/auth-schemas";
import { safeRedirectTarget } from "@shared/redirect-target";
import { redirect } from "react-router";
import { accepted, parseSubmission, refused } from "~/http/action-reply";
import { withRefusal } from "~/http/error-edge";
import {
  AUTH_SUCCESS_TEXT,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signInWithPassword,
  signUpWithPassword,
  startExternalSignIn,
} from "../../server/auth/auth-flows";
import { cookieHeaders } from "../../server/auth/call-auth";
import { isCommonPassword } from "../../server/auth/common-passwords";
import type { AppContext } from "../../server/context";

/**
 * The forms of /auth and /auth/nowe-haslo: each reads its fields with its schema (the same the
 * browser ran), hands the values to server/auth/auth-flows.ts and answers the form layer's
 * result, or the redirect that carries better-auth's cookies. Refusals answer 400, as before,
 * whatever better-auth's own status; passwords are never sent back.
 */

type Ctx = Pick<AppContext, "auth" | "config" | "clientIp" | "db">;

const PASSWORDS = ["password", "confirmPassword"];
const policy = { isCommonPassword };

export async function signInForm(ctx: Ctx, request: Request, form: FormData) {
  const hideFields = ["password"];
  const submission = parseSubmission(form, signInSchema);
  if (submission.status !== "success") return refused("sign-in", submission, { hideFields });
  const target = safeRedirectTarget(
    submission.value.redirectTo ?? new URL(request.url).searchParams.get("redirectTo"),
    ctx.config.baseUrl,
  );
  return withRefusal(
    async () => {
      const { setCookies } = await signInWithPassword(ctx, request, submission.value);
      return redirect(target, { headers: cookieHeaders(setCookies) });
    },
    (error) => refused("sign-in", submission, { message: error.message, hideFields }),
  );
}

export async function signUpForm(ctx: Ctx, request: Request, form: FormData) {
  const hideFields = PASSWORDS;
  const submission = parseSubmission(form, signUpSchema(policy));
  if (submission.status !== "success") return refused("sign-up", submission, { hideFields });
  return withRefusal(
    async () => {
      await signUpWithPassword(ctx, request, submission.value);
      return accepted("sign-up", submission, AUTH_SUCCESS_TEXT.signedUp);
    },
    (error) => refused("sign-up", submission, { message: error.message, hideFields }),
  );
}

/** 'Nie pamiętasz hasła?' and 'Wyślij ponownie link potwierdzający'. */
export async function emailLinkForm(
  ctx: Ctx,
  request: Request,
  form: FormData,
  intent: "forgot" | "resend",
) {
  const submission = parseSubmission(form, emailOnlySchema);
  if (submission.status !== "success") return refused(intent, submission);
  const send = intent === "forgot" ? requestPasswordReset : resendConfirmation;
  const text =
    intent === "forgot" ? AUTH_SUCCESS_TEXT.resetRequested : AUTH_SUCCESS_TEXT.confirmationResent;
  return withRefusal(
    async () => {
      await send(ctx, request, submission.value);
      return accepted(intent, submission, text);
    },
    (error) => refused(intent, submission, { message: error.message }),
  );
}

/** 'Zaloguj przez …': a 302 to the provider with better-auth's state cookie. */
export async function externalSignInForm(ctx: Ctx, request: Request, form: FormData) {
  const submission = parseSubmission(form, externalSignInSchema);
  if (submission.status !== "success") return refused("external", submission);
  return withRefusal(
    async () => {
      const { url, setCookies } = await startExternalSignIn(ctx, request, submission.value);
      return redirect(url, { headers: cookieHeaders(setCookies) });
    },
    (error) => refused("external", submission, { message: error.message }),
  );
}

/** The new password from the reset link; then on to sign-in with the news. */
export async function resetPasswordForm(ctx: Ctx, request: Request, form: FormData) {
  const hideFields = PASSWORDS;
  const submission = parseSubmission(form, resetPasswordSchema(policy));
  if (submission.status !== "success") return refused("reset", submission, { hideFields });
  return withRefusal(
    async () => {
      const { setCookies } = await resetPassword(ctx, request, submission.value);
      return redirect("/auth?haslo=zmienione", { headers: cookieHeaders(setCookies) });
    },
    (error) => refused("reset", submission, { message: error.message, hideFields }),
  );
}
