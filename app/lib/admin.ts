/** Tabs of /admin (`?tab=`), with the labels people see (spec: seven tabs). */
export const ADMIN_TABS = {
  dashboard: "Pulpit",
  listings: "Ogłoszenia",
  services: "Usługi",
  users: "Użytkownicy",
  import: "Import",
  promotion: "Promocje",
  settings: "Ustawienia",
} as const;
export type AdminTab = keyof typeof ADMIN_TABS;

export const ADMIN_TAB_KEYS = Object.keys(ADMIN_TABS) as AdminTab[];

/** `?tab=` when it is a known tab, else the dashboard. */
export function activeAdminTab(requested: string | null): AdminTab {
  return ADMIN_TAB_KEYS.find((tab) => tab === requested) ?? "dashboard";
}

/** Share of `part` in `whole` as a percentage with one decimal (0 when there is no whole). */
export function percentOf(part: number, whole: number): number {
  return whole ? Math.round((part / whole) * 1000) / 10 : 0;
}
