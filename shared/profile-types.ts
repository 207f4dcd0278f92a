import type { DataExportState } from "./data-export";
import type { EmailPreferences } from "./email-preferences";

/** The signed-in person's own profile, as the profile form shows it. */
export type OwnProfile = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  avatarUrl: string | null;
  experienceYears: number | null;
  specialization: string[];
  isBroker: boolean;
  /** False for accounts that only sign in through Google or Facebook. */
  hasPassword: boolean;
  emailPreferences: EmailPreferences;
  /** The latest "Pobierz moje dane" and where it stands. */
  dataExport: DataExportState;
};
