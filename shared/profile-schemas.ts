import { AUTH_MESSAGES, newPasswordRule, type PasswordPolicy } from "./auth-schemas";
import { optionalPhoneField } from "./phone";
import { z } from "./zod";

/**
 * Texts the profile page shows (docs/spec/marketplace.md §8), kept with the schemas the form and
 * server share.
 */
export const PROFILE_TEXT = {
  updated: "Profil został zaktualizowany pomyślnie!",
  updateFailed: "Wystąpił błąd podczas aktualizacji profilu.",
  avatarUploaded: "Zdjęcie profilowe zostało wgrane pomyślnie!",
  fileTooLargeTitle: "Plik za duży",
  fileTooLarge: "Maksymalny rozmiar pliku to 5MB.",
  notImageTitle: "Nieprawidłowy typ pliku",
  notImage: "Proszę wybrać plik obrazu.",
  emailReadOnly: "Adres email nie może zostać zmieniony",
  passwordChanged: "Hasło zostało zmienione. Pozostałe sesje zostały wylogowane.",
  wrongCurrentPassword: "Obecne hasło jest nieprawidłowe.",
  noPassword:
    "Twoje konto nie ma hasła — logujesz się przez Google lub Facebook. Ustaw hasło przez „Nie pamiętasz hasła?” na stronie logowania.",
  passwordChangeFailed: "Nie udało się zmienić hasła. Spróbuj ponownie.",
  deleteConfirmMismatch: "Wpisz swój adres e-mail lub słowo USUŃ, aby potwierdzić.",
} as const;

/** Accepted avatar types, for the file input and the client-side check before upload. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";
const MAX_IMAGE_MB = 5;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;

/**
 * 'Zdjęcie profilowe': a file must come. Its type and size the browser checks as it is picked,
 * and the server by its content (upload-avatar.ts), which is what decides.
 */
export const avatarSchema = z.object({
  avatar: z
    .instanceof(File, { message: PROFILE_TEXT.notImage })
    .refine((file) => file.size > 0, PROFILE_TEXT.notImage),
});

const EXPERIENCE_MAX = 70;
const SPECIALIZATIONS_MAX = 15;
const SPECIALIZATION_LENGTH_MAX = 60;
/** The word that confirms account deletion, besides the account's e-mail. */
export const DELETE_CONFIRM_WORD = "USUŃ";

/**
 * 'Sprzedaż, wynajem ,, domy' → ['Sprzedaż', 'wynajem', 'domy'] (trimmed, no empties or repeats).
 */
export function parseSpecializations(value: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of value.split(",")) {
    const item = part.trim().replace(/\s+/g, " ");
    if (item && !seen.has(item.toLowerCase())) {
      seen.add(item.toLowerCase());
      out.push(item);
    }
  }
  return out;
}

const name = (label: string) =>
  z
    .string()
    .trim()
    .max(50, `${label} może mieć najwyżej 50 znaków.`)
    .default("")
    .transform((v) => v || null);

/**
 * The profile form. Every field arrives as text (FormData); the output is what is stored.
 * Broker fields are parsed for everyone and stored only for brokers (updateProfile decides).
 */
export const profileSchema = z.object({
  firstName: name("Imię"),
  lastName: name("Nazwisko"),
  phone: optionalPhoneField(),
  experienceYears: z
    .string()
    .trim()
    .default("")
    .transform((value, ctx) => {
      if (!value) return null;
      const years = Number(value);
      if (!Number.isInteger(years) || years < 0 || years > EXPERIENCE_MAX) {
        ctx.addIssue({
          code: "custom",
          message: `Podaj liczbę lat od 0 do ${EXPERIENCE_MAX}.`,
        });
        return z.NEVER;
      }
      return years;
    }),
  specialization: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const items = parseSpecializations(value);
      if (
        items.length > SPECIALIZATIONS_MAX ||
        items.some((s) => s.length > SPECIALIZATION_LENGTH_MAX)
      ) {
        ctx.addIssue({
          code: "custom",
          message: `Podaj najwyżej ${SPECIALIZATIONS_MAX} specjalizacji, każdą do ${SPECIALIZATION_LENGTH_MAX} znaków.`,
        });
        return z.NEVER;
      }
      return items;
    }),
});
export type ProfileInput = z.input<typeof profileSchema>;

/**
 * Same new-password rules as sign-up (auth-schemas.ts); the server passes the common-password
 * check.
 */
export function changePasswordSchema(policy: PasswordPolicy = {}) {
  return z
    .object({
      currentPassword: z.string().min(1, "Podaj obecne hasło."),
      newPassword: newPasswordRule(policy),
      confirm: z.string(),
    })
    .refine((v) => v.newPassword === v.confirm, {
      path: ["confirm"],
      message: AUTH_MESSAGES.passwordMismatch,
    })
    .refine((v) => v.newPassword !== v.currentPassword, {
      path: ["newPassword"],
      message: "Nowe hasło musi się różnić od obecnego.",
    });
}
export type ChangePasswordInput = z.input<ReturnType<typeof changePasswordSchema>>;

export const deleteAccountSchema = z.object({
  confirmation: z.string().trim().min(1, PROFILE_TEXT.deleteConfirmMismatch),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** Whether the typed confirmation matches: the account's e-mail or the confirm word. */
export function confirmsDeletion(confirmation: string, email: string): boolean {
  const typed = confirmation.trim().toLocaleLowerCase("pl");
  return typed === email.toLowerCase() || typed === DELETE_CONFIRM_WORD.toLocaleLowerCase("pl");
}
