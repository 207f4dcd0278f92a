import { checkboxSchema } from "./form-fields";
import { z } from "./zod";

/**
 * The mails a user may turn off, one switch each. Mails about the account itself (sign-up,
 * password, e-mail change, agency membership) always go.
 */
export const EMAIL_KINDS = ["messages", "alerts", "reminders"] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
export type EmailPreferences = Record<EmailKind, boolean>;

export const EMAIL_KIND_LABELS: Record<EmailKind, { label: string; hint: string }> = {
  messages: {
    label: "Nowe wiadomości",
    hint: "Gdy ktoś napisze do Ciebie w sprawie ogłoszenia lub usługi.",
  },
  alerts: {
    label: "Nowe oferty z zapisanych wyszukiwań",
    hint: "Powiadomienia o nowych i tańszych ofertach, z częstotliwością wybraną przy wyszukiwaniu.",
  },
  reminders: {
    label: "Przypomnienia",
    hint: "O kończącym się ogłoszeniu lub pakiecie, zanim wygasną.",
  },
};

export const EMAIL_PREFERENCES_TEXT = {
  saved: "Ustawienia powiadomień zapisane.",
  alwaysOn:
    "Wiadomości o koncie (potwierdzenie adresu, zmiana hasła, zaproszenia agencji) wysyłamy zawsze.",
} as const;

/** The profile's "Powiadomienia e-mail" form: an unticked box is absent, so off. */
export const emailPreferencesSchema = z.object({
  messages: checkboxSchema,
  alerts: checkboxSchema,
  reminders: checkboxSchema,
});
