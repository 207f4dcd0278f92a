import { z } from "./zod";

/**
 * Messaging texts (docs/spec/marketplace.md §5, §8), exactly as written; the server and the forms
 * share them.
 */
export const MESSAGE_TEXT = {
  sent: "Wiadomość została wysłana.",
  sendFailed: "Nie udało się wysłać wiadomości.",
  attachmentsFailed: "Nie udało się przesłać załączników.",
  signInRequired: "Musisz być zalogowany, aby wysłać wiadomość.",
  fillSubjectAndContent: "Wypełnij temat i treść wiadomości.",
  emptyReply: "Napisz wiadomość lub dodaj załącznik.",
  self: "Nie możesz wysłać wiadomości do siebie.",
  contentTooLong: "Wiadomość może mieć najwyżej 5000 znaków.",
  subjectTooLong: "Temat może mieć najwyżej 200 znaków.",
  rateLimitedMinute: "Wysyłasz zbyt wiele wiadomości. Odczekaj chwilę i spróbuj ponownie.",
  rateLimitedDay: "Osiągnięto dzienny limit wiadomości. Spróbuj ponownie jutro.",
  listingNotFound: "Nie znaleziono oferty.",
  serviceNotFound: "Nie znaleziono usługi.",
  conversationNotFound: "Nie znaleziono rozmowy.",
  importedListing:
    "Ta oferta pochodzi z importu z innego portalu i nie ma konta właściciela – skontaktuj się przez portal źródłowy.",
  otherDeleted: "Ta osoba usunęła konto – nie można już odpowiedzieć w tej rozmowie.",
  otherInactive:
    "Konto tej osoby jest nieaktywne – nie można teraz wysłać jej wiadomości w tej rozmowie.",
  noRecipient: "Wybierz ofertę, usługę lub rozmowę, do której chcesz napisać.",
  tooManyFiles: "Można dodać najwyżej 5 załączników.",
  fileTooLarge: "Plik jest większy niż 10 MB.",
  fileEmpty: "Plik jest pusty.",
  fileType: "Dozwolone są zdjęcia (JPG, PNG, WebP) oraz pliki PDF, DOC i DOCX.",
  attachmentExpired: "Ten załącznik wygasł i został usunięty.",
  attachmentNotFound: "Nie znaleziono załącznika.",
  bodyTooLarge: "Załączniki są za duże (najwyżej 5 plików po 10 MB).",
  /** Subject of replies in the conversation view (docs/spec/marketplace.md §3). */
  replySubject: "Wiadomość",
  /** Content of a message that carries only attachments (docs/spec/marketplace.md §5). */
  attachmentsOnlyContent: "[Załączniki]",
} as const;

export const MESSAGE_LIMITS = {
  contentMax: 5000,
  subjectMax: 200,
  /** Characters of the newest message kept on the conversation for the list. */
  previewMax: 140,
  attachmentsMax: 5,
  attachmentBytesMax: 10 * 1024 * 1024,
  /** Days an attachment can be downloaded after upload (docs/spec/marketplace.md §9). */
  attachmentDays: 10,
  perMinute: 20,
  perDay: 200,
} as const;

/** What the file inputs accept; the server checks the content itself, not these. */
export const ATTACHMENT_ACCEPT =
  "image/jpeg,image/png,image/webp,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.pdf,.doc,.docx,.jpg,.jpeg,.png,.webp";

/** The contact box's default subject (docs/spec/marketplace.md §3). */
export function defaultContactSubject(title: string | null | undefined): string {
  const trimmed = title?.trim();
  return `Pytanie dotyczące: ${trimmed || "oferty"}`;
}

const subject = z
  .string({ error: MESSAGE_TEXT.fillSubjectAndContent })
  .trim()
  .min(1, MESSAGE_TEXT.fillSubjectAndContent)
  .max(MESSAGE_LIMITS.subjectMax, MESSAGE_TEXT.subjectTooLong);
const content = z
  .string({ error: MESSAGE_TEXT.fillSubjectAndContent })
  .trim()
  .max(MESSAGE_LIMITS.contentMax, MESSAGE_TEXT.contentTooLong);
/** A listing, service or conversation id; an empty field names none. */
const optionalId = z
  .string()
  .trim()
  .optional()
  .transform((id) => id || undefined);

/**
 * POST /api/wiadomosci's fields besides the files (the API route and sendMessage check with it):
 * a message from a contact box (propertyId or serviceId, content, and a subject, which scripts may
 * leave out for the default one) or a reply (conversationId, content). Whether there is text or
 * a file is checked with the files (sendMessage).
 */
export const sendMessageSchema = z.object({
  propertyId: optionalId,
  serviceId: optionalId,
  conversationId: optionalId,
  subject: subject.optional(),
  content: content.optional().transform((text) => text ?? ""),
});
export type SendMessageFields = z.input<typeof sendMessageSchema>;

/** The contact box of a listing or service: subject and content both required after trimming. */
export const contactMessageSchema = z.object({
  subject,
  content: content.min(1, MESSAGE_TEXT.fillSubjectAndContent),
});

/**
 * The reply box in the panel: text, files or both. The form sends how many files it holds
 * (`attachmentCount`); /api/wiadomosci checks the files themselves (sendMessage).
 */
export const replyMessageSchema = z
  .object({
    content: content.optional().transform((text) => text ?? ""),
    attachmentCount: z.coerce
      .number()
      .int()
      .min(0)
      .max(MESSAGE_LIMITS.attachmentsMax, MESSAGE_TEXT.tooManyFiles),
  })
  .refine((reply) => reply.content.length > 0 || reply.attachmentCount > 0, {
    message: MESSAGE_TEXT.emptyReply,
    path: ["content"],
  });

/** What POST /api/wiadomosci answers when the message is sent; a refusal is an ApiError. */
export type SendMessageResponse = { ok: true; messageId: string; conversationId: string };
