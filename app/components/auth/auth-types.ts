/** What the auth actions send back to the page (mirrors server/auth/auth-forms.ts). */
export type AuthFormResult = {
  intent: string;
  formError?: string;
  success?: string;
  fieldErrors?: Partial<Record<string, string>>;
  email?: string;
  firstName?: string;
  lastName?: string;
};

export type AuthTab = "logowanie" | "rejestracja" | "haslo" | "potwierdzenie";

export type ExternalProvider = "google" | "facebook" | "oidc";
