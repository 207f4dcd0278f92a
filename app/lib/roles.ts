/** Roles, by the priority the header uses to pick one label (DOMAIN.md). */
export const ROLES = ["administrator", "posrednik", "agencja", "firma", "wlasciciel"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  administrator: "administrator",
  posrednik: "pośrednik",
  agencja: "agencja",
  firma: "firma",
  wlasciciel: "właściciel",
};

export const ACCOUNT_TYPES = ["wlasciciel", "posrednik", "agencja", "firma"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The label of the highest-priority role, or 'Użytkownik' for a user with none. */
export function roleLabel(roles: readonly string[]): string {
  const top = ROLES.find((r) => roles.includes(r));
  return top ? ROLE_LABELS[top] : "Użytkownik";
}

export const PROMOTION_TYPES = ["premium", "featured", "urgent"] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** Site settings the layout shows (logos, favicon). */
export const BRANDING_KEYS = ["header_logo_url", "footer_logo_url", "favicon_url"] as const;
export type BrandingKey = (typeof BRANDING_KEYS)[number];

/** Every site_settings key: the branding and the system settings that act on forms. */
export const SITE_SETTING_KEYS = [...BRANDING_KEYS, "max_photos_per_listing"] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

/** The administrator's choices for photos per listing; the default until one is chosen. */
export const MAX_PHOTOS_OPTIONS = [5, 10, 20, 50] as const;
export const DEFAULT_MAX_PHOTOS = 20;
