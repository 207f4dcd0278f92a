import type { AgentLinkStatus } from "./agent-link-status";
import {
  AUTH_MESSAGES,
  emailOnlySchema,
  newPasswordRule,
  type PasswordPolicy,
} from "./auth-schemas";
import { z } from "./zod";

/** Invitations (new accounts included) one agency may send in a day: each
 * mails someone, so an agency cannot use invitations to send mail in bulk. */
export const AGENT_INVITES_PER_DAY = 10;

/** Texts of the panel's Agents tab (docs/spec/panel.md §8 where it has them). */
export const AGENT_TEXT = {
  successTitle: "Sukces",
  errorTitle: "Błąd",
  // One answer whether the address already had an account or not: the form cannot probe them.
  invited:
    "Wysłaliśmy zaproszenie na podany adres. Pośrednik dołączy do agencji, gdy zaakceptuje je w swoim panelu.",
  invitedMailFailed:
    "Zaproszenie zostało zapisane, ale nie udało się wysłać e-maila. Pośrednik zobaczy je w panelu po zalogowaniu.",
  alreadyMember: "Ten pośrednik należy już do agencji. Zapisaliśmy stanowisko.",
  createFailed: "Nie udało się utworzyć konta pośrednika",
  noUserCreated: "Nie udało się utworzyć konta użytkownika.",
  linkFailed: "Nie udało się przypisać pośrednika do agencji",
  assignFailed: "Nie udało się przypisać agenta",
  notEligible: "Agent nie może być przypisany do tej agencji",
  rateLimited: `Agencja może wysłać najwyżej ${AGENT_INVITES_PER_DAY} zaproszeń na dobę. Spróbuj ponownie jutro.`,
  removed: "Pośrednik został usunięty z agencji. Jego konto i ogłoszenia pozostają bez zmian.",
  withdrawn: "Zaproszenie zostało wycofane.",
  cleared: "Nieprzyjęte zaproszenie zostało usunięte z listy.",
  clearFailed: "Nie udało się usunąć zaproszenia z listy",
  notDeclined: "Z listy można usunąć tylko nieprzyjęte zaproszenie Twojej agencji.",
  removeFailed: "Nie udało się usunąć pośrednika z agencji",
  notInAgency: "Ten pośrednik nie należy do Twojej agencji.",
  noAgency: "Najpierw uzupełnij profil agencji w zakładce „Agencja”.",
  ownerOnly: "Tylko właściciel agencji może zarządzać jej pośrednikami.",
  firstNameRequired: "Podaj imię.",
  lastNameRequired: "Podaj nazwisko.",
  positionTooLong: "Stanowisko może mieć najwyżej 60 znaków.",
} as const;

/** How the Agents tab labels a link's state. */
export const AGENT_STATUS_LABELS: Record<AgentLinkStatus, string> = {
  pending: "Zaproszenie oczekuje",
  active: "Aktywny",
  declined: "Zaproszenie nieprzyjęte",
  ended: "Nieaktywny",
};

/** agent_agencies.position when the form leaves it empty (docs/spec/panel.md §9). */
const DEFAULT_AGENT_POSITION = "agent";

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

/** 'Usuń z agencji' / 'Wycofaj zaproszenie': the broker's link (which agency: the session's). */
export const removeBrokerSchema = z.object({ id: z.string({ error: AGENT_TEXT.notInAgency }) });

/**
 * One row of the agency's team as the Agents tab lists it. Until the broker accepts, only what
 * the agency typed is there: the e-mail, the position and the status (names are empty).
 */
export type AgencyBroker = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: AgentLinkStatus;
  /** A member ('active') whose account is not deactivated (the badge). */
  isActive: boolean;
  /** yyyy-mm-dd: joined, or invited while the invitation is pending. */
  startDate: string;
  position: string;
};
