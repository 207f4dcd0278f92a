import { describe, expect, it } from "vitest";
import { legacyAdminUrl } from "./legacy-url.server";

describe("legacyAdminUrl", () => {
  it("sends each tab and section to its own address, the other parameters kept", () => {
    expect(legacyAdminUrl(new URLSearchParams("tab=listings&category=dom&q=Le%C5%BCajsk"))).toBe(
      "/admin/listings?category=dom&q=Le%C5%BCajsk",
    );
    expect(legacyAdminUrl(new URLSearchParams("tab=users"))).toBe("/admin/users");
    expect(legacyAdminUrl(new URLSearchParams("tab=import&section=json"))).toBe(
      "/admin/import/json",
    );
    expect(legacyAdminUrl(new URLSearchParams("tab=promotion&section=services&page=2"))).toBe(
      "/admin/promotion/services?page=2",
    );
  });

  it("gives a tab with sections its first section when none or an unknown one is named", () => {
    expect(legacyAdminUrl(new URLSearchParams("tab=import"))).toBe("/admin/import/portals");
    expect(legacyAdminUrl(new URLSearchParams("tab=promotion&section=x"))).toBe(
      "/admin/promotion/plans",
    );
  });

  it("sends the dashboard and unknown tabs to /admin, keeping the audit log's filters", () => {
    expect(legacyAdminUrl(new URLSearchParams("tab=dashboard&action=user-role-add&page=2"))).toBe(
      "/admin?action=user-role-add&page=2",
    );
    expect(legacyAdminUrl(new URLSearchParams("tab=nieznana"))).toBe("/admin");
    expect(legacyAdminUrl(new URLSearchParams("section=json"))).toBe("/admin");
  });

  it("leaves an address without a tab or section where it is", () => {
    expect(legacyAdminUrl(new URLSearchParams(""))).toBeNull();
    expect(legacyAdminUrl(new URLSearchParams("action=user-role-add&q=admin"))).toBeNull();
  });
});
