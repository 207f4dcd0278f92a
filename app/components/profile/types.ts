import type { FieldErrors } from "@shared/profile-schemas";

export type ProfileIntent = "profile" | "avatar" | "password" | "delete-account";

/** What the /profil action answers; rendered inline so the page works without JavaScript. */
export type ProfileActionResult = {
  intent: ProfileIntent;
  ok: boolean;
  /** Short heading for a refused file ('Plik za duży'). */
  title?: string;
  message: string;
  fieldErrors?: FieldErrors;
  /** The submitted text fields (never passwords), so a refused form keeps what was typed. */
  values?: Record<string, string>;
};

export type ProfileView = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  avatarUrl: string | null;
  experienceYears: number | null;
  specialization: string[];
  isBroker: boolean;
  hasPassword: boolean;
};

/** The result for one form, or undefined when the last submission was another form's. */
export function resultFor(
  result: ProfileActionResult | undefined,
  intent: ProfileIntent,
): ProfileActionResult | undefined {
  return result?.intent === intent ? result : undefined;
}
