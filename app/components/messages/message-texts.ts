/**
 * The messaging texts the browser shows (docs/spec/marketplace.md §8), without zod: the contact
 * form ships with the public listing and service pages, which must stay small, so it cannot import
 * shared/message-schemas.ts (zod). message-texts.test.ts keeps the two identical.
 */
export const MESSAGE_UI_TEXT = {
  sent: "Wiadomość została wysłana.",
  failed: "Nie udało się wysłać wiadomości.",
  signInRequired: "Musisz być zalogowany, aby wysłać wiadomość.",
  attachmentsFailed: "Nie udało się przesłać załączników.",
  tooManyFiles: "Można dodać najwyżej 5 załączników.",
  fileTooLarge: "Plik jest większy niż 10 MB.",
  fileEmpty: "Plik jest pusty.",
  fileType: "Dozwolone są zdjęcia (JPG, PNG, WebP) oraz pliki PDF, DOC i DOCX.",
  replySubject: "Wiadomość",
  attachmentsOnlyContent: "[Załączniki]",
} as const;

/**
 * Attachments (docs/spec/marketplace.md §5, §9): at most 5 per message, 10 MB each; images, PDF,
 * DOC, DOCX.
 */
export const ATTACHMENT_LIMITS = { maxFiles: 5, maxBytes: 10 * 1024 * 1024 } as const;

/** The file picker's filter; the server checks the content, this only spares a wasted upload. */
export const ATTACHMENT_ACCEPT =
  "image/jpeg,image/png,image/webp,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.pdf,.doc,.docx,.jpg,.jpeg,.png,.webp";

const ACCEPTED_TYPES = new Set([
  "image/jpeg",
  "image/png",
  "image/webp",
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
]);
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|webp|pdf|docx?)$/i;

/** Why a file cannot be attached, or null when it can (type by MIME type or extension). */
export function attachmentProblem(file: {
  name: string;
  type: string;
  size: number;
}): string | null {
  if (!ACCEPTED_TYPES.has(file.type) && !ACCEPTED_EXTENSIONS.test(file.name)) {
    return `${file.name}: ${MESSAGE_UI_TEXT.fileType}`;
  }
  if (file.size > ATTACHMENT_LIMITS.maxBytes)
    return `${file.name}: ${MESSAGE_UI_TEXT.fileTooLarge}`;
  if (file.size === 0) return `${file.name}: ${MESSAGE_UI_TEXT.fileEmpty}`;
  return null;
}

/**
 * The contact form's default subject (docs/spec/marketplace.md §3): 'Pytanie dotyczące: <title>'.
 */
export function defaultSubject(title: string | null | undefined): string {
  const trimmed = title?.trim();
  return `Pytanie dotyczące: ${trimmed || "oferty"}`;
}
