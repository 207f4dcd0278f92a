import type { DataExportState } from "@shared/data-export";
import type { EmailPreferences } from "@shared/email-preferences";
import type { FormResult } from "@shared/form-result";

export type ProfileIntent =
  | "profile"
  | "avatar"
  | "password"
  | "notifications"
  | "data-export"
  | "delete-account";

/** What the /profil action answers; rendered inline so the page works without JavaScript. */
export type ProfileActionResult = FormResult;

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
  emailPreferences: EmailPreferences;
  dataExport: DataExportState;
};
