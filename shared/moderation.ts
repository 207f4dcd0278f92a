import { z } from "./zod";

/**
 * Notice and action (DSA art. 16, 17, 20): what can be reported, why, what an administrator may
 * decide on which ground, and the appeal. The report form, the queue, the statements of reasons
 * and the server share these words.
 */

/** What can be reported, with the path segment of its report page (/zglos/{slug}/{id}). */
export const REPORT_ITEMS = {
  listing: { slug: "ogloszenie", noun: "ogłoszenie", genitive: "ogłoszenia" },
  service: { slug: "usluga", noun: "usługę", genitive: "usługi" },
  agency: { slug: "agencja", noun: "profil agencji", genitive: "profilu agencji" },
  review: { slug: "opinia", noun: "opinię", genitive: "opinii" },
  message: { slug: "wiadomosc", noun: "wiadomość", genitive: "wiadomości" },
} as const;
export type ReportItemKind = keyof typeof REPORT_ITEMS;
export const REPORT_ITEM_KINDS = Object.keys(REPORT_ITEMS) as [ReportItemKind, ...ReportItemKind[]];

/** The kind whose report page has this path segment, or null. */
export function reportItemKind(slug: string | undefined): ReportItemKind | null {
  return REPORT_ITEM_KINDS.find((kind) => REPORT_ITEMS[kind].slug === slug) ?? null;
}

/** The report page of an item. */
export function reportPath(kind: ReportItemKind, id: string): string {
  return `/zglos/${REPORT_ITEMS[kind].slug}/${id}`;
}

/** The fixed list of reasons (README, "Reports, decisions and appeals"), in the form's order. */
export const REPORT_REASONS = {
  oszustwo: "Oszustwo",
  nielegalne: "Treść niezgodna z prawem",
  nieaktualne: "Nieaktualne",
  duplikat: "Duplikat",
  spam: "Spam",
  inne: "Inne",
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
export const REPORT_REASON_KEYS = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

/** What the product's own rules found (scam signals), shown in the queue next to user reports. */
export const SCAM_SIGNALS = {
  price: "Cena za m² znacznie poniżej mediany w miejscowości",
  burst: "Nowe konto publikuje wiele ogłoszeń w krótkim czasie",
  payment:
    "Wiadomość z prośbą o przedpłatę, kod BLIK lub dane karty, kuriera lub zewnętrzny link do płatności",
} as const;
export type ScamSignal = keyof typeof SCAM_SIGNALS;
export const SCAM_SIGNAL_KEYS = Object.keys(SCAM_SIGNALS) as [ScamSignal, ...ScamSignal[]];

/** An administrator shows a listing's scam notice in public (its rules alone never do). */
export const SCAM_WARNING_TEXT = {
  confirm: "Pokaż ostrzeżenie przy ogłoszeniu",
  shown: "Ostrzeżenie widać przy ogłoszeniu.",
  confirmed: "Ostrzeżenie jest teraz widoczne przy ogłoszeniu.",
  failed: "Nie udało się pokazać ostrzeżenia.",
  noSignal: "To ogłoszenie nie ma otwartego sygnału automatycznego.",
} as const;

/** The queue's "show the warning" button: the listing it names. */
export const scamWarningSchema = z.object({ itemId: z.string().min(1) });

/** What an administrator decides about a reported item. */
export const MODERATION_DECISIONS = {
  none: "Bez działań",
  hide: "Ukryj (archiwizuj)",
  remove: "Usuń",
  restrict: "Ogranicz konto",
} as const;
export type ModerationDecision = keyof typeof MODERATION_DECISIONS;
export const MODERATION_DECISION_KEYS = Object.keys(MODERATION_DECISIONS) as [
  ModerationDecision,
  ...ModerationDecision[],
];

/** The decisions that make sense for each kind: a review or a message is not archived. */
export const DECISIONS_FOR: Record<ReportItemKind, readonly ModerationDecision[]> = {
  listing: ["none", "hide", "remove", "restrict"],
  service: ["none", "hide", "remove", "restrict"],
  agency: ["none", "hide", "restrict"],
  review: ["none", "remove", "restrict"],
  message: ["none", "remove", "restrict"],
};

/** What the statement of reasons says was done, per decision and kind. */
export function decisionSummary(decision: ModerationDecision, kind: ReportItemKind): string {
  const { noun } = REPORT_ITEMS[kind];
  switch (decision) {
    case "none":
      return `Nie podjęto działań wobec: ${noun}.`;
    case "hide":
      return `Ukryto ${noun}: nie jest widoczne publicznie, pozostaje w Twoim panelu.`;
    case "remove":
      return `Usunięto ${noun}.`;
    case "restrict":
      return "Ograniczono konto: nie można się na nie zalogować, a jego ogłoszenia, usługi i profil agencji nie są widoczne publicznie.";
  }
}

/** The grounds a decision names: a clause of the Regulamin or the law. */
export const MODERATION_GROUNDS = {
  "regulamin-6-1":
    "§ 6 ust. 1 Regulaminu: treść bezprawna, wprowadzająca w błąd, obraźliwa lub niezwiązana z ofertą",
  "regulamin-6-2":
    "§ 6 ust. 2 Regulaminu: ogłoszenie nieprawdziwe, nieaktualne lub powielające inne ogłoszenie",
  "regulamin-6-5": "§ 6 ust. 5 Regulaminu: opinia niezgodna z zasadami wystawiania opinii",
  "regulamin-6-6": "§ 6 ust. 6 Regulaminu: reklama lub treść niezamówiona w wiadomościach",
  "regulamin-5-4":
    "§ 5 ust. 4 Regulaminu: uporczywe lub rażące naruszanie Regulaminu, fałszywe dane",
  "kk-286": "Art. 286 Kodeksu karnego (oszustwo): treść nielegalna w rozumieniu art. 3 lit. h DSA",
  prawo: "Inny przepis prawa powszechnie obowiązującego, wskazany w uzasadnieniu",
} as const;
export type ModerationGround = keyof typeof MODERATION_GROUNDS;
export const MODERATION_GROUND_KEYS = Object.keys(MODERATION_GROUNDS) as [
  ModerationGround,
  ...ModerationGround[],
];

export const APPEAL_OUTCOMES = {
  upheld: "Decyzja utrzymana",
  reversed: "Decyzja zmieniona: ograniczenie cofnięte",
} as const;
export type AppealOutcome = keyof typeof APPEAL_OUTCOMES;
export const APPEAL_OUTCOME_KEYS = Object.keys(APPEAL_OUTCOMES) as [
  AppealOutcome,
  ...AppealOutcome[],
];

/** An owner may appeal within this many days of the decision (Regulamin § 9 ust. 5: 6 months). */
export const APPEAL_DAYS = 182;

export const MODERATION_TEXT = {
  reportTitle: "Zgłoś treść",
  reportSent:
    "Dziękujemy, zgłoszenie przyjęte. Potwierdzenie wysłaliśmy e-mailem; o decyzji też napiszemy.",
  reportDuplicate:
    "To zgłoszenie już do nas dotarło i czeka na rozpatrzenie. O decyzji napiszemy e-mailem.",
  reportRateLimited: "Wysłano zbyt wiele zgłoszeń. Spróbuj ponownie za godzinę.",
  /** A visitor's report waits for the link mailed to the address given. */
  reportConfirmSent:
    "Sprawdź skrzynkę: wysłaliśmy link, który potwierdza adres e-mail i wysyła zgłoszenie. Bez potwierdzenia zgłoszenie nie zostanie wysłane.",
  /** Too many reports without an account site-wide in the last hour. */
  reportAnonymousBusy:
    "Przyjmujemy teraz zbyt wiele zgłoszeń bez logowania. Zaloguj się, aby zgłosić od razu, albo spróbuj za godzinę.",
  reportConfirmNotFound:
    "Ten link do potwierdzenia zgłoszenia wygasł albo został już użyty. Zgłoś treść ponownie.",
  itemNotFound: "Nie znaleziono treści do zgłoszenia.",
  ownItem: "Nie możesz zgłosić własnej treści.",
  /** In the admin tabs' delete and deactivate dialogs: these are housekeeping, not moderation. */
  housekeepingContent:
    "To działanie porządkowe: autor nie dostaje uzasadnienia ani możliwości odwołania. Jeśli treść narusza Regulamin lub prawo, wybierz „Do moderacji” — autor otrzyma uzasadnienie decyzji i będzie mógł się odwołać.",
  housekeepingAccount:
    "To działanie porządkowe: użytkownik nie dostaje uzasadnienia ani możliwości odwołania. Jeśli konto narusza Regulamin lub prawo, zgłoś jego treść do moderacji i wybierz decyzję „Ogranicz konto”.",
  reason: "Wybierz powód zgłoszenia.",
  explanation: "Opisz, dlaczego zgłaszasz tę treść (od 10 do 2000 znaków).",
  email: "Podaj prawidłowy adres e-mail, na który odpiszemy.",
  goodFaith: "Potwierdź, że zgłaszasz w dobrej wierze.",
  decision: "Wybierz decyzję.",
  decisionNotAllowed: "Tej decyzji nie można podjąć wobec tej treści.",
  ground: "Wybierz podstawę decyzji.",
  decisionExplanation: "Uzasadnij decyzję (od 10 do 2000 znaków): fakty i okoliczności.",
  nothingOpen: "Ta treść nie ma otwartych zgłoszeń.",
  decided: "Decyzja zapisana. Powiadomiliśmy autora i zgłaszających.",
  decisionNotFound: "Nie znaleziono decyzji.",
  appealText: "Napisz, dlaczego decyzja jest według Ciebie błędna (od 10 do 2000 znaków).",
  // Another administrator decides only where there is one (decideAppeal): never promise more.
  appealSent:
    "Odwołanie przyjęte. Rozpatrzy je inny administrator niż ten, który podjął decyzję, jeśli taki jest; wynik wyślemy e-mailem.",
  appealTaken: "Od tej decyzji odwołano się już — można to zrobić tylko raz.",
  appealClosed: "Termin na odwołanie od tej decyzji minął.",
  appealNotPossible: "Od decyzji „Bez działań” nie przysługuje odwołanie.",
  appealOutcome: "Wybierz wynik odwołania.",
  appealSameAdministrator: "Odwołanie rozpatruje inny administrator niż ten, który podjął decyzję.",
  appealDecided: "Wynik odwołania zapisany i wysłany autorowi.",
  appealNotFound: "Nie znaleziono odwołania do rozpatrzenia.",
} as const;

const explanation = (message: string) =>
  z.string({ error: message }).trim().min(10, message).max(2000, message);

/** The report form; the browser and the server check it with this. */
export const reportSchema = z.object({
  reason: z.enum(REPORT_REASON_KEYS, {
    error: MODERATION_TEXT.reason,
  }),
  explanation: explanation(MODERATION_TEXT.explanation),
  /** Only a visitor gives one; a signed-in reporter is answered at the account's address. */
  email: z
    .string()
    .trim()
    .max(254, MODERATION_TEXT.email)
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.email(MODERATION_TEXT.email).optional()),
  goodFaith: z.literal("on", { error: MODERATION_TEXT.goodFaith }),
});
export type ReportInput = z.output<typeof reportSchema>;

/** The administrator's decision on a group of reports. */
export const decisionSchema = z
  .object({
    kind: z.enum(REPORT_ITEM_KINDS, { error: MODERATION_TEXT.nothingOpen }),
    itemId: z.string({ error: MODERATION_TEXT.nothingOpen }),
    decision: z.enum(MODERATION_DECISION_KEYS, {
      error: MODERATION_TEXT.decision,
    }),
    ground: z
      .string()
      .optional()
      .transform((value) => value || undefined)
      .pipe(
        z
          .enum(MODERATION_GROUND_KEYS, {
            error: MODERATION_TEXT.ground,
          })
          .optional(),
      ),
    explanation: z.string().trim().max(2000, MODERATION_TEXT.decisionExplanation).default(""),
  })
  .superRefine((value, issue) => {
    if (value.decision === "none") return;
    if (!value.ground)
      issue.addIssue({ code: "custom", path: ["ground"], message: MODERATION_TEXT.ground });
    if (value.explanation.length < 10)
      issue.addIssue({
        code: "custom",
        path: ["explanation"],
        message: MODERATION_TEXT.decisionExplanation,
      });
  });
export type DecisionInput = z.output<typeof decisionSchema>;

export const appealSchema = z.object({ text: explanation(MODERATION_TEXT.appealText) });

export const appealDecisionSchema = z.object({
  id: z.string({ error: MODERATION_TEXT.appealNotFound }),
  outcome: z.enum(APPEAL_OUTCOME_KEYS, {
    error: MODERATION_TEXT.appealOutcome,
  }),
  explanation: explanation(MODERATION_TEXT.decisionExplanation),
});
