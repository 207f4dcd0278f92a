import type { Role } from "./roles";

/** Tabs of /panel (`?tab=`), with the labels people see. */
export const PANEL_TABS = {
  agency: "Agencja",
  agents: "Agenci",
  properties: "Moje ogłoszenia",
  services: "Moje usługi",
  stats: "Statystyki",
  company: "Firma",
  messages: "Wiadomości",
  profile: "Profil",
} as const;
export type PanelTab = keyof typeof PANEL_TABS;

/**
 * The tab set per role (spec, panel §2), chosen by checking agency first, then broker, then
 * company, else owner. Administrators without one of those roles get the owner's panel.
 */
export function panelTabs(roles: readonly Role[]): PanelTab[] {
  if (roles.includes("agencja")) {
    return ["agency", "agents", "properties", "services", "messages", "profile"];
  }
  if (roles.includes("posrednik")) return ["profile", "properties", "stats", "messages"];
  if (roles.includes("firma")) return ["company", "services", "messages", "profile"];
  return ["profile", "properties", "messages"];
}

/** `?tab=` when it is one of the role's tabs, else the role's first tab. */
export function activePanelTab(roles: readonly Role[], requested: string | null): PanelTab {
  const tabs = panelTabs(roles);
  return tabs.find((t) => t === requested) ?? (tabs[0] as PanelTab);
}

/** What every panel form action answers; the page turns it into a toast or field errors. */
export type PanelActionResult = {
  intent: string;
  ok: boolean;
  /** Toast title ('Sukces', 'Błąd', 'Plik za duży', …). */
  title: string;
  message: string;
  fieldErrors?: Record<string, string>;
  /** The id the action created or changed. */
  id?: string;
  /** Extra data of the intent (e.g. the imported listing). */
  data?: unknown;
};
