/** Tabs of /admin (each at /admin/{tab}, the dashboard at /admin), with their labels (spec: seven). */
export const ADMIN_TABS = {
  dashboard: "Pulpit",
  listings: "Ogłoszenia",
  services: "Usługi",
  users: "Użytkownicy",
  import: "Import",
  promotion: "Promocje",
  settings: "Ustawienia",
  moderation: "Zgłoszenia",
} as const;
export type AdminTab = keyof typeof ADMIN_TABS;

export const ADMIN_TAB_KEYS = Object.keys(ADMIN_TABS) as AdminTab[];

/** The tab when it is a known one, else the dashboard. */
export function activeAdminTab(requested: string | null): AdminTab {
  return ADMIN_TAB_KEYS.find((tab) => tab === requested) ?? "dashboard";
}

/** Share of `part` in `whole` as a percentage with one decimal (0 when there is no whole). */
export function percentOf(part: number, whole: number): number {
  return whole ? Math.round((part / whole) * 1000) / 10 : 0;
}

/** The import tab's sections (spec: external portals and JSON). */
export const IMPORT_SECTIONS = { portals: "Portale zewnętrzne", json: "JSON" } as const;
export type ImportSection = keyof typeof IMPORT_SECTIONS;

/** The promotion tab's sections (spec: plans, property promotions, service promotions). */
export const PROMOTION_SECTIONS = {
  plans: "Plany",
  listings: "Promocje ogłoszeń",
  services: "Promocje usług",
} as const;
export type PromotionSection = keyof typeof PROMOTION_SECTIONS;

/** The section when it is one of the tab's sections, else its first. */
function activeSection<S extends string>(sections: Record<S, string>, requested: string | null): S {
  const keys = Object.keys(sections) as S[];
  return keys.find((key) => key === requested) ?? (keys[0] as S);
}

/** The tabs that have sections, each section a screen of its own (/admin/{tab}/{section}). */
const ADMIN_TAB_SECTIONS: Partial<Record<AdminTab, Record<string, string>>> = {
  import: IMPORT_SECTIONS,
  promotion: PROMOTION_SECTIONS,
};

/**
 * The address of an admin screen: /admin for the dashboard, /admin/{tab}, and for a tab with
 * sections /admin/{tab}/{section} (its first section when none or an unknown one is named).
 */
export function adminPath(tab: AdminTab, section?: string | null): string {
  if (tab === "dashboard") return "/admin";
  const sections = ADMIN_TAB_SECTIONS[tab];
  return sections ? `/admin/${tab}/${activeSection(sections, section ?? null)}` : `/admin/${tab}`;
}

/** The promotion tab's section of a kind's promotions: listings' or services'. */
export function promotionsPath(kind: "property" | "service"): string {
  return adminPath("promotion", kind === "property" ? "listings" : "services");
}
