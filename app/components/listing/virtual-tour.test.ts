import { describe, expect, it } from "vitest";
import { safeTourUrl } from "../../lib/urls";
import { wrapIndex } from "./gallery";

describe("safeTourUrl", () => {
  it("accepts https tours from the allow-list only", () => {
    expect(safeTourUrl("https://my.matterport.com/show/?m=abc")).toBe(
      "https://my.matterport.com/show/?m=abc",
    );
    expect(safeTourUrl("https://kuula.co/share/collection/7abc")).toBeTruthy();
    expect(safeTourUrl("https://www.youtube.com/embed/xyz")).toBeTruthy();
    expect(safeTourUrl("https://www.youtube-nocookie.com/embed/xyz")).toBeTruthy();
  });

  it("refuses other hosts, plain http, non-embed YouTube pages and scripts", () => {
    expect(safeTourUrl("http://my.matterport.com/show/?m=abc")).toBeNull();
    expect(safeTourUrl("https://evil.example/tour")).toBeNull();
    expect(safeTourUrl("https://my.matterport.com.evil.example/")).toBeNull();
    expect(safeTourUrl("https://www.youtube.com/watch?v=xyz")).toBeNull();
    expect(safeTourUrl("javascript:alert(1)")).toBeNull();
    expect(safeTourUrl("")).toBeNull();
    expect(safeTourUrl(null)).toBeNull();
  });
});

describe("wrapIndex (lightbox)", () => {
  it("wraps around at both ends", () => {
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(2, 1, 5)).toBe(3);
  });
});
