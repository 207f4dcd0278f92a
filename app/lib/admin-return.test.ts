import { describe, expect, it } from "vitest";
import { adminReturnPath } from "./admin-return";

describe("adminReturnPath", () => {
  it("follows the admin list's address with its filters, nothing else", () => {
    expect(adminReturnPath("/admin?tab=listings&category=dom&q=Le%C5%BCajsk")).toBe(
      "/admin?tab=listings&category=dom&q=Le%C5%BCajsk",
    );
    expect(adminReturnPath("/admin")).toBe("/admin");
    for (const bad of [
      null,
      "",
      "https://zla.example/admin",
      "//zla.example",
      "/admin/../x",
      "/adminx",
      "/admin?\\@zla",
      "/panel",
    ]) {
      expect(adminReturnPath(bad), String(bad)).toBeNull();
    }
  });
});
