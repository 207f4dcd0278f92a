import { safeImageSrc } from "./urls";

/** Site settings the layout shows (logos, favicon). */
export const BRANDING_KEYS = ["header_logo_url", "footer_logo_url", "favicon_url"] as const;
export type BrandingKey = (typeof BRANDING_KEYS)[number];

export function isBrandingKey(value: string): value is BrandingKey {
  return (BRANDING_KEYS as readonly string[]).includes(value);
}

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
