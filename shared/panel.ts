import type { FormResult } from "./form-result";
import type { Role } from "./roles";

/** Tabs of /panel (each its own route, `/panel/{tab}`), with the labels people see. */
export const PANEL_TABS = {
  agency: "Agencja",
  agents: "Agenci",
  properties: "Moje ogłoszenia",
  services: "Moje usługi",
  stats: "Statystyki",
  company: "Firma",
  messages: "Wiadomości",
  searches: "Zapisane wyszukiwania",
  profile: "Profil",
} as const;
export type PanelTab = keyof typeof PANEL_TABS;

/** Each role's own tabs (spec, panel §2); the owner's set is also everyone else's default. */
const ROLE_TABS = {
  agencja: ["agency", "agents", "properties", "services", "messages", "searches", "profile"],
  posrednik: ["profile", "properties", "stats", "messages", "searches"],
  firma: ["company", "services", "messages", "searches", "profile"],
  wlasciciel: ["profile", "properties", "messages", "searches"],
} as const satisfies Record<string, readonly PanelTab[]>;

/** The roles whose tab set leads, checked in this order (spec: agency, broker, company, owner). */
const LEADING_ROLES = ["agencja", "posrednik", "firma"] as const;

/** What the account has of its own, whatever its roles (server/accounts/owned-content.ts). */
export type OwnedContent = { listings?: boolean; services?: boolean };

/**
 * The account's tabs: the leading role's set (agency first, then broker, then company, else
 * owner), then every tab another role of the account adds. A second role adds tabs and never
 * takes any away: an owner given the company role keeps managing her listings. Administrators
 * get the owner's tabs too (their panel when they hold no other role). Listings or services
 * the account has keep their tab even when no role of it gives one (a role taken away).
 */
export function panelTabs(roles: readonly Role[], owned: OwnedContent = {}): PanelTab[] {
  const held = LEADING_ROLES.filter((role) => roles.includes(role));
  const owner =
    held.length === 0 || roles.includes("wlasciciel") || roles.includes("administrator");
  const sets: (readonly PanelTab[])[] = held.map((role) => ROLE_TABS[role]);
  if (owner) sets.push(ROLE_TABS.wlasciciel);
  const tabs = new Set(sets.flat());
  if (owned.listings) tabs.add("properties");
  if (owned.services) tabs.add("services");
  return [...tabs];
}

/** `requested` when it is one of the role's tabs, else the role's first tab. */
function activePanelTab(roles: readonly Role[], requested: string | null): PanelTab {
  const tabs = panelTabs(roles);
  return tabs.find((t) => t === requested) ?? (tabs[0] as PanelTab);
}

/** A tab's URL; `query` (without `?`) is kept as it is. */
export function panelPath(tab: PanelTab, query = ""): string {
  return query ? `/panel/${tab}?${query}` : `/panel/${tab}`;
}

/**
 * The header's "Dodaj ogłoszenie" for everyone: a visitor signs in first and comes back here.
 * One address, so the header's link is the same for every visitor and the role is decided on the
 * server (app/routes/add-listing.tsx).
 */
export const ADD_LISTING_PATH = "/dodaj-ogloszenie";

/** Whether the role has the listings tab, i.e. may add listings (a service company has not). */
export function mayAddListings(roles: readonly Role[]): boolean {
  return panelTabs(roles).includes("properties");
}

/** A conversation in the messages tab (links in mails and after sending). */
/** Conversations the messages list shows at first, and how many more each "Pokaż starsze" adds. */
export const CONVERSATIONS_PER_PAGE = 20;
/** The most the list shows at once. */
const MOST_CONVERSATIONS_SHOWN = 500;

/** How many conversations `?rozmowy=` asks the list for: whole pages, at least one, at most 25. */
export function conversationsShown(params: URLSearchParams): number {
  const asked = Number(params.get("rozmowy"));
  if (!Number.isInteger(asked) || asked <= CONVERSATIONS_PER_PAGE) return CONVERSATIONS_PER_PAGE;
  const pages = Math.ceil(asked / CONVERSATIONS_PER_PAGE);
  return Math.min(pages * CONVERSATIONS_PER_PAGE, MOST_CONVERSATIONS_SHOWN);
}

/**
 * The messages tab with a conversation open; `shown` keeps a list the user made longer as long.
 * `conversationId` null: the list alone.
 */
export function conversationPath(
  conversationId: string | null,
  shown = CONVERSATIONS_PER_PAGE,
): string {
  const query: string[] = [];
  if (shown > CONVERSATIONS_PER_PAGE) query.push(`rozmowy=${shown}`);
  if (conversationId) query.push(`c=${encodeURIComponent(conversationId)}`);
  return panelPath("messages", query.join("&"));
}

/**
 * Where an old-style panel URL now lives (`/panel?tab=…`, `/panel?action=add-property`, in mails
 * already sent and bookmarks): the tab's route with the other parameters kept, the role's first
 * tab for a tab the role does not have.
 */
export function legacyPanelPath(roles: readonly Role[], search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  rest.delete("tab");
  const addProperty = search.get("action") === "add-property" && mayAddListings(roles);
  const tab = addProperty ? "properties" : activePanelTab(roles, search.get("tab"));
  return panelPath(tab, rest.toString());
}

/** What every panel form action answers (shared/form-result.ts). */
export type PanelActionResult = FormResult;
