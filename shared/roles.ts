/** Roles, by the priority the header uses to pick one label (docs/vocabulary.md). */
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
