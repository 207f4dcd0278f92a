import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./redirect-target";

const BASE = "https://okolica.example";

describe("safeRedirectTarget", () => {
  it.each([
    ["/panel", "/panel"],
    ["/panel?tab=properties&edit=1", "/panel?tab=properties&edit=1"],
    ["/szukaj?q=100%25#wyniki", "/szukaj?q=100%25#wyniki"],
    ["/api/zalaczniki/abc", "/api/zalaczniki/abc"],
    [`${BASE}/profil?x=1`, "/profil?x=1"],
    ["/nieruchomosc/k%C5%82", "/nieruchomosc/k%C5%82"],
  ])("keeps the same-site target %j", (value, expected) => {
    expect(safeRedirectTarget(value, BASE)).toBe(expected);
  });

  it.each([
    ["tab", "/\t/evil.example"],
    ["tab inside", "/\t/evil.example/x"],
    ["newline", "/\nX"],
    ["carriage return", "/\rX"],
    ["CRLF header", "/x\r\nSet-Cookie: a=b"],
    ["NUL", "/\u0000evil"],
    ["DEL", "/\u007fevil"],
    ["protocol-relative", "//evil.example"],
    ["protocol-relative with path", "//evil.example/panel"],
    ["backslash", "/\\evil.example"],
    ["two backslashes", "\\\\evil.example"],
    ["other site", "https://evil.example/"],
    ["other site, same host, other scheme", "http://okolica.example/panel"],
    ["other port", "https://okolica.example:8443/panel"],
    ["user info trick", "https://okolica.example@evil.example/"],
    ["encoded slashes", "%2F%2Fevil.example"],
    ["encoded slashes after one", "/%2F/evil.example"],
    ["encoded backslash", "/%5Cevil.example"],
    ["encoded tab", "/%09/evil.example"],
    ["encoded newline", "/%0aX"],
    ["encoded CR", "/%0DX"],
    ["encoded NUL", "/%00"],
    ["broken percent-encoding", "/%E0%A4%A"],
    ["lone percent", "/%zz"],
    ["dot segment to protocol-relative", "/.//evil.example"],
    ["parent segment to protocol-relative", "/a/..//evil.example"],
    ["javascript:", "javascript:alert(document.cookie)"],
    ["JavaScript: with spaces", " JavaScript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["very long", `/${"a".repeat(5000)}`],
    ["empty", ""],
  ])("sends %s home", (_name, value) => {
    expect(safeRedirectTarget(value, BASE)).toBe("/");
  });

  it("sends non-strings home", () => {
    expect(safeRedirectTarget(null, BASE)).toBe("/");
    expect(safeRedirectTarget(undefined, BASE)).toBe("/");
    expect(safeRedirectTarget(["/panel"], BASE)).toBe("/");
  });

  it("answers only with a path that is safe as a Location header", () => {
    // Spaces and non-ASCII are percent-encoded on the way out.
    expect(safeRedirectTarget("/szukaj?q=dom z ogrodem", BASE)).toBe("/szukaj?q=dom%20z%20ogrodem");
    expect(safeRedirectTarget("/łąka", BASE)).toBe("/%C5%82%C4%85ka");
  });
});
