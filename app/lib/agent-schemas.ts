import {
  AUTH_MESSAGES,
  emailOnlySchema,
  newPasswordRule,
  type PasswordPolicy,
} from "./auth-schemas";
import { z } from "./zod";

/** Texts of the panel's Agents tab (spec §8 where it has them). */
export const AGENT_TEXT = {
  successTitle: "Sukces",
  errorTitle: "Błąd",
  created:
    "Konto pośrednika zostało utworzone i przypisane do agencji. Wysłaliśmy mu e-mail z linkiem do potwierdzenia adresu.",
  createdMailFailed:
    "Konto pośrednika zostało utworzone i przypisane do agencji, ale nie udało się wysłać e-maila z linkiem potwierdzającym. Pośrednik dostanie nowy link przy pierwszej próbie logowania.",
  createFailed: "Nie udało się utworzyć konta pośrednika",
  noUserCreated: "Failed to create user account",
  linkFailed: "Nie udało się przypisać pośrednika do agencji",
  emailTaken:
    "Konto z tym adresem e-mail już istnieje. Jeśli to pośrednik, przypisz go do agencji formularzem „Przypisz istniejącego pośrednika”.",
  assigned: "Pośrednik został przypisany do agencji.",
  assignFailed: "Nie udało się przypisać agenta",
  notEligible: "Agent nie może być przypisany do tej agencji",
  removed: "Pośrednik został usunięty z agencji. Jego konto i ogłoszenia pozostają bez zmian.",
  removeFailed: "Nie udało się usunąć pośrednika z agencji",
  notInAgency: "Ten pośrednik nie należy do Twojej agencji.",
  noAgency: "Najpierw uzupełnij profil agencji w zakładce „Agencja”.",
  ownerOnly: "Tylko właściciel agencji może zarządzać jej pośrednikami.",
  firstNameRequired: "Podaj imię.",
  lastNameRequired: "Podaj nazwisko.",
  positionTooLong: "Stanowisko może mieć najwyżej 60 znaków.",
} as const;

/** agent_agencies.position when the form leaves it empty (spec §9). */
export const DEFAULT_AGENT_POSITION = "agent";

const requiredName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, AUTH_MESSAGES.nameTooLong);

const position = z
  .string()
  .trim()
  .max(60, AGENT_TEXT.positionTooLong)
  .optional()
  .transform((value) => value || DEFAULT_AGENT_POSITION);

/**
 * The create-broker dialog, in the browser and on the server. The server passes
 * `{ isCommonPassword }` (the word list stays there), as the sign-up form does.
 */
export function createBrokerSchema(policy: PasswordPolicy = {}) {
  return z.object({
    firstName: requiredName(AGENT_TEXT.firstNameRequired),
    lastName: requiredName(AGENT_TEXT.lastNameRequired),
    email: emailOnlySchema.shape.email,
    password: newPasswordRule(policy),
    position,
  });
}
export type CreateBrokerInput = z.input<ReturnType<typeof createBrokerSchema>>;

/** 'Przypisz istniejącego pośrednika': the broker's account e-mail and the position. */
export const assignBrokerSchema = z.object({ email: emailOnlySchema.shape.email, position });
export type AssignBrokerInput = z.input<typeof assignBrokerSchema>;

/** One row of the agency's team as the Agents tab lists it. */
export type AgencyBroker = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Linked to the agency and the account not deactivated (the badge). */
  isActive: boolean;
  /** Still linked to the agency, whatever the account's state: can be removed. */
  isMember: boolean;
  /** yyyy-mm-dd */
  startDate: string;
  position: string;
};
