import { describe, expect, it } from "vitest";
import {
  CONVERSATIONS_PER_PAGE,
  conversationPath,
  conversationsShown,
  legacyPanelPath,
  mayAddListings,
  PANEL_TABS,
  type PanelTab,
  panelPath,
  panelTabs,
} from "./panel";
import { ROLES } from "./roles";

const query = (search: string) => new URLSearchParams(search);

describe("legacyPanelPath", () => {
  it.each([
    [["wlasciciel"], "tab=messages", "/panel/messages"],
    [["wlasciciel"], "tab=messages&c=abc", "/panel/messages?c=abc"],
    [["wlasciciel"], "tab=properties&edit=123", "/panel/properties?edit=123"],
    [["wlasciciel"], "action=add-property", "/panel/properties?action=add-property"],
    [["posrednik"], "tab=stats&sort=views&dir=asc", "/panel/stats?sort=views&dir=asc"],
    [["agencja"], "", "/panel/agency"],
    [["firma"], "", "/panel/company"],
  ] as const)("sends %s from ?%s to %s", (roles, search, path) => {
    expect(legacyPanelPath(roles, query(search))).toBe(path);
  });

  it("sends a tab the role does not have to the role's first tab, keeping the rest", () => {
    expect(legacyPanelPath(["wlasciciel"], query("tab=agents&x=1"))).toBe("/panel/profile?x=1");
    // A company has no listings: adding one opens its first tab, as the old page did.
    expect(legacyPanelPath(["firma"], query("action=add-property"))).toBe(
      "/panel/company?action=add-property",
    );
  });
});

describe("panel paths", () => {
  it("builds a tab's URL and a conversation's", () => {
    expect(panelPath("services")).toBe("/panel/services");
    expect(panelPath("properties", "edit=1")).toBe("/panel/properties?edit=1");
    expect(conversationPath("a b")).toBe("/panel/messages?c=a%20b");
    expect(conversationPath("a", 40)).toBe("/panel/messages?rozmowy=40&c=a");
    expect(conversationPath(null, 60)).toBe("/panel/messages?rozmowy=60");
    expect(conversationPath(null)).toBe("/panel/messages");
  });

  it("reads how many conversations the list shows: whole pages of 20, up to 500", () => {
    const shown = (query: string) => conversationsShown(new URLSearchParams(query));
    expect(shown("")).toBe(CONVERSATIONS_PER_PAGE);
    expect(shown("rozmowy=40")).toBe(40);
    expect(shown("rozmowy=41")).toBe(60);
    expect(shown("rozmowy=5")).toBe(20);
    expect(shown("rozmowy=-40")).toBe(20);
    expect(shown("rozmowy=abc")).toBe(20);
    expect(shown("rozmowy=1e9")).toBe(500);
  });
});

describe("mayAddListings", () => {
  it("lets every role with the listings tab add one, not a service company", () => {
    for (const role of ["wlasciciel", "posrednik", "agencja", "administrator"] as const) {
      expect(mayAddListings([role])).toBe(true);
    }
    expect(mayAddListings([])).toBe(true);
    expect(mayAddListings(["firma"])).toBe(false);
  });
});

describe("panelTabs", () => {
  const own = {
    agencja: ["agency", "agents", "properties", "services", "messages", "searches", "profile"],
    posrednik: ["profile", "properties", "stats", "messages", "searches"],
    firma: ["company", "services", "messages", "searches", "profile"],
    wlasciciel: ["profile", "properties", "messages", "searches"],
    administrator: ["profile", "properties", "messages", "searches"],
  } satisfies Record<(typeof ROLES)[number], PanelTab[]>;

  it("gives each role alone its own set (spec, panel §2), an account without roles the owner's", () => {
    for (const role of ROLES) expect(panelTabs([role])).toEqual(own[role]);
    expect(panelTabs([])).toEqual(own.wlasciciel);
  });

  it("a second role only adds tabs, and the account still lands on its leading role's first", () => {
    const leading = ["agencja", "posrednik", "firma"] as const;
    for (const a of ROLES) {
      for (const b of ROLES) {
        const tabs = panelTabs([a, b]);
        for (const tab of [...own[a], ...own[b]]) expect(tabs, `${a}+${b}`).toContain(tab);
        expect(new Set(tabs).size).toBe(tabs.length);
        expect(tabs.every((tab) => tab in PANEL_TABS)).toBe(true);
        const lead = leading.find((role) => role === a || role === b);
        expect(tabs[0], `${a}+${b}`).toBe(own[lead ?? "wlasciciel"][0]);
      }
    }
  });

  it("keeps the tab of listings or services the account owns, whatever its roles", () => {
    expect(panelTabs(["firma"], { listings: true })).toContain("properties");
    expect(panelTabs(["firma"], { listings: true })[0]).toBe("company");
    expect(panelTabs(["wlasciciel"], { services: true })).toContain("services");
    expect(panelTabs(["firma"], { listings: false })).not.toContain("properties");
  });

  it("keeps an owner given the company role managing her listings", () => {
    expect(panelTabs(["wlasciciel", "firma"])).toContain("properties");
    expect(mayAddListings(["wlasciciel", "firma"])).toBe(true);
    expect(legacyPanelPath(["wlasciciel", "firma"], query("action=add-property"))).toBe(
      "/panel/properties?action=add-property",
    );
  });
});
