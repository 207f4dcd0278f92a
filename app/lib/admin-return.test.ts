import { describe, expect, it } from "vitest";
import { adminReturnPath } from "./admin-return";

describe("adminReturnPath", () => {
  it("follows the admin list's address with its filters, nothing else", () => {
    expect(adminReturnPath("/admin/listings?category=dom&q=Le%C5%BCajsk")).toBe(
      "/admin/listings?category=dom&q=Le%C5%BCajsk",
    );
    expect(adminReturnPath("/admin/promotion/plans")).toBe("/admin/promotion/plans");
    expect(adminReturnPath("/admin?tab=listings&category=dom")).toBe(
      "/admin?tab=listings&category=dom",
    );
    expect(adminReturnPath("/admin")).toBe("/admin");
    for (const bad of [
      null,
      "",
      "https://zla.example/admin",
      "//zla.example",
      "/admin/../x",
      "/admin/listings/../../x",
      "/admin/a/b/c",
      "/adminx",
      "/admin?\\@zla",
      "/panel",
    ]) {
      expect(adminReturnPath(bad), String(bad)).toBeNull();
    }
  });
});
