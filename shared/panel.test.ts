import { describe, expect, it } from "vitest";
import { conversationPath, legacyPanelPath, mayAddListings, panelPath } from "./panel";

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
