import { type BrandingKey, MAX_PHOTOS_OPTIONS } from "./site-settings";

/**
 * What the administrator's settings tab, its actions and the forms they limit say and accept:
 * apart from shared/site-settings.ts, which every page's layout loads (the branding's keys and
 * the favicon), so that no page carries these texts.
 */

/** What the settings tab calls each branding image. */
export const BRANDING_LABELS: Record<BrandingKey, string> = {
  header_logo_url: "Logo w nagłówku",
  footer_logo_url: "Logo w stopce",
  favicon_url: "Ikona strony (favicon)",
};

/** Logos and the favicon: checked in the browser before sending and by content on the server. */
export const MAX_BRANDING_BYTES = 2 * 1024 * 1024;
export const LOGO_ACCEPT = "image/png,image/jpeg,image/webp";
export const FAVICON_ACCEPT = `${LOGO_ACCEPT},.ico,image/x-icon`;

export const BRANDING_TEXT = {
  uploadFailed: "Nie udało się wgrać logo.",
  removeFailed: "Nie udało się usunąć logo.",
  badFile: "Plik musi być obrazem PNG, JPG lub WebP (favicon także ICO) do 2 MB.",
  noFile: "Wybierz plik do wgrania.",
  notSet: "To logo nie jest ustawione.",
  unknownKey: "Nieznane ustawienie wyglądu.",
  uploaded: "Logo zostało wgrane.",
  faviconUploaded: "Ikona strony została wgrana.",
  removed: "Logo zostało usunięte.",
  faviconRemoved: "Ikona strony została usunięta.",
} as const;

export const MAX_PHOTOS_TEXT = {
  failed: "Nie udało się zapisać ustawień.",
  invalid: `Wybierz jedną z wartości: ${MAX_PHOTOS_OPTIONS.join(", ")}.`,
  saved: (n: number) => `Maksymalna liczba zdjęć w ogłoszeniu: ${n}.`,
  /** The listing schema's wording, used by the form and the server alike. */
  tooMany: (n: number) => `Dodaj najwyżej ${n} zdjęć.`,
} as const;

/** Administrator API tokens: `okl_` and 32 random bytes in base64url. */
export const API_TOKEN_PREFIX = "okl_";
export const API_TOKEN_NAME_MAX = 80;

export const API_TOKEN_TEXT = {
  createFailed: "Nie udało się utworzyć tokenu.",
  revokeFailed: "Nie udało się unieważnić tokenu.",
  nameInvalid: `Nazwa tokenu musi mieć od 1 do ${API_TOKEN_NAME_MAX} znaków.`,
  notFound: "Nie znaleziono tokenu.",
  created: "Token został utworzony.",
  revoked: "Token został unieważniony.",
  copyNow: "Skopiuj token teraz — nie będzie można go ponownie wyświetlić.",
} as const;
