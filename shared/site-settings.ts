import { safeImageSrc } from "./urls";

/** Site settings the layout shows (logos, favicon). */
export const BRANDING_KEYS = ["header_logo_url", "footer_logo_url", "favicon_url"] as const;
export type BrandingKey = (typeof BRANDING_KEYS)[number];

export function isBrandingKey(value: string): value is BrandingKey {
  return (BRANDING_KEYS as readonly string[]).includes(value);
}

/** What the settings tab calls each branding image. */
export const BRANDING_LABELS: Record<BrandingKey, string> = {
  header_logo_url: "Logo w nagłówku",
  footer_logo_url: "Logo w stopce",
  favicon_url: "Ikona strony (favicon)",
};

/** Every site_settings key: the branding and the system settings that act on forms. */
export const SITE_SETTING_KEYS = [...BRANDING_KEYS, "max_photos_per_listing"] as const;

/** The administrator's choices for photos per listing; the default until one is chosen. */
export const MAX_PHOTOS_OPTIONS = [5, 10, 20, 50] as const;
export const DEFAULT_MAX_PHOTOS = 20;

/** One of MAX_PHOTOS_OPTIONS from a form or the database, else null. */
export function parseMaxPhotos(value: string | null | undefined): number | null {
  const n = Number(value?.trim());
  return (MAX_PHOTOS_OPTIONS as readonly number[]).includes(n) ? n : null;
}

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

const ICON_TYPES: Record<string, string> = {
  ico: "image/x-icon",
  png: "image/png",
  webp: "image/webp",
  svg: "image/svg+xml",
};

/** The <link rel="icon"> of every page: the administrator's favicon, else the shipped one. */
export function faviconLink(url: string | null | undefined): { href: string; type?: string } {
  const href = safeImageSrc(url) ?? "/favicon.svg";
  const extension = /\.([a-z]+)(?:[?#]|$)/i.exec(href)?.[1]?.toLowerCase() ?? "";
  return { href, type: ICON_TYPES[extension] };
}
