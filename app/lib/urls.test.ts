import { describe, expect, it } from "vitest";
import { absoluteUrl, safeHttpUrl, safeImageSrc } from "./urls";

describe("URLs users wrote", () => {
  it("keeps only http(s) links", () => {
    expect(safeHttpUrl("https://www.otodom.pl/pl/oferta/1")).toBe(
      "https://www.otodom.pl/pl/oferta/1",
    );
    expect(safeHttpUrl("http://example.com")).toBe("http://example.com/");
    expect(safeHttpUrl("javascript:alert(1)")).toBeNull();
    expect(safeHttpUrl("data:text/html,x")).toBeNull();
    expect(safeHttpUrl("not a url")).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });

  it("allows same-site image paths but not protocol-relative ones", () => {
    expect(safeImageSrc("/uploads/a.webp")).toBe("/uploads/a.webp");
    expect(safeImageSrc("//evil.example/a.png")).toBeNull();
    expect(safeImageSrc("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
  });

  it("makes absolute URLs for Open Graph", () => {
    expect(absoluteUrl("http://localhost:3000", "/uploads/a.webp")).toBe(
      "http://localhost:3000/uploads/a.webp",
    );
  });
});
