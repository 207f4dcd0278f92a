import { z } from "./zod";

/**
 * Schemas of the sign-in, sign-up and password forms. The browser runs them before submitting;
 * the actions run them again. The common-password check needs a 10 000-word list that stays on
 * the server, so it is passed in there (`{ isCommonPassword }`) and skipped in the browser.
 */

export const PASSWORD_MIN = 6;
const PASSWORD_MAX = 128;

export const AUTH_MESSAGES = {
  emailRequired: "Podaj adres e-mail.",
  emailInvalid: "Podaj prawidłowy adres e-mail.",
  passwordRequired: "Podaj hasło.",
  passwordTooShort: `Hasło musi mieć co najmniej ${PASSWORD_MIN} znaków`,
  passwordTooLong: `Hasło może mieć najwyżej ${PASSWORD_MAX} znaków.`,
  passwordMismatch: "Hasła nie są identyczne",
  passwordCommon: "To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne.",
  nameTooLong: "Maksymalnie 100 znaków.",
  termsRequired: "Aby założyć konto, zaakceptuj Regulamin.",
  externalFailed: "Nie udało się zalogować przez zewnętrzny serwis. Spróbuj ponownie.",
} as const;

/** The external sign-in providers the site knows ("oidc" is the local test provider). */
const EXTERNAL_PROVIDERS = ["google", "facebook", "oidc"] as const;
export type ExternalProvider = (typeof EXTERNAL_PROVIDERS)[number];

export type PasswordPolicy = { isCommonPassword?: (password: string) => boolean };

const email = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid))
  .transform((value) => value.toLowerCase());

const optionalName = z
  .string()
  .trim()
  .max(100, AUTH_MESSAGES.nameTooLong)
  .optional()
  .transform((value) => value || undefined);

/** The rules for any new password: sign-up, reset and change on the profile page. */
export function newPasswordRule(policy: PasswordPolicy = {}) {
  return z
    .string({ error: AUTH_MESSAGES.passwordTooShort })
    .min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong)
    .refine((value) => !policy.isCommonPassword?.(value), AUTH_MESSAGES.passwordCommon);
}

type WithConfirmation = { password: string; confirmPassword: string };
const passwordsMatch = (value: WithConfirmation) => value.password === value.confirmPassword;
const mismatch = { message: AUTH_MESSAGES.passwordMismatch, path: ["confirmPassword"] };

/** The 'Akceptuję Regulamin' checkbox: a ticked box sends "on"; anything else is a refusal. */
export const termsAccepted = z
  .literal("on", { error: AUTH_MESSAGES.termsRequired })
  .transform(() => true as const);

/** The setup wizard's Regulamin step (accounts opened without the sign-up form). */
export const acceptTermsSchema = z.object({ acceptTerms: termsAccepted });

export const signInSchema = z.object({
  email,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired),
  /** Where to go once signed in (checked against the site's own URLs by the action). */
  redirectTo: z.string().optional(),
});

export function signUpSchema(policy: PasswordPolicy = {}) {
  return (
    z
      .object({
        firstName: optionalName,
        lastName: optionalName,
        email,
        password: newPasswordRule(policy),
        confirmPassword: z.string({ error: AUTH_MESSAGES.passwordMismatch }),
        acceptTerms: termsAccepted,
      })
      // Whenever both passwords are there, whatever else is wrong (a short password, the
      // Regulamin box): the form shows every problem at once.
      .refine(passwordsMatch, {
        ...mismatch,
        when: ({ value }) => {
          const sent = value as Partial<WithConfirmation> | undefined;
          return typeof sent?.password === "string" && typeof sent.confirmPassword === "string";
        },
      })
  );
}

export function resetPasswordSchema(policy: PasswordPolicy = {}) {
  return z
    .object({
      token: z.string().min(1),
      password: newPasswordRule(policy),
      confirmPassword: z.string({ error: AUTH_MESSAGES.passwordMismatch }),
    })
    .refine(passwordsMatch, mismatch);
}

/** 'Nie pamiętasz hasła?' and 'Wyślij ponownie link potwierdzający' ask only for the address. */
export const emailOnlySchema = z.object({ email });

/** 'Zaloguj przez …': the provider's button. */
export const externalSignInSchema = z.object({
  provider: z.enum(EXTERNAL_PROVIDERS, { error: AUTH_MESSAGES.externalFailed }),
});

export type SignInValues = z.output<typeof signInSchema>;
export type SignUpValues = z.output<ReturnType<typeof signUpSchema>>;
export type ResetPasswordValues = z.output<ReturnType<typeof resetPasswordSchema>>;
