import { EMBED_HOSTS, listingPlaceholderImage, safeTourUrl, videoEmbedUrl } from "@shared/urls";
import { describe, expect, it } from "vitest";
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

describe("videoEmbedUrl", () => {
  it("turns YouTube and Vimeo links into their players, built from the video id", () => {
    const player = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
    for (const link of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "http://m.youtube.com/watch?v=dQw4w9WgXcQ&t=10",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
    ]) {
      expect(videoEmbedUrl(link)).toBe(player);
    }
    expect(videoEmbedUrl("https://vimeo.com/76979871")).toBe(
      "https://player.vimeo.com/video/76979871",
    );
  });

  it("frames nothing else: other hosts and odd ids stay plain links", () => {
    expect(videoEmbedUrl("https://evil.example/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(videoEmbedUrl("https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(videoEmbedUrl('https://www.youtube.com/watch?v="><script>')).toBeNull();
    expect(videoEmbedUrl("https://vimeo.com/channels/staffpicks")).toBeNull();
    expect(videoEmbedUrl("javascript:alert(1)")).toBeNull();
  });

  it("every player it builds is on a host the CSP allows", () => {
    for (const link of ["https://youtu.be/dQw4w9WgXcQ", "https://vimeo.com/76979871"]) {
      expect(EMBED_HOSTS).toContain(new URL(videoEmbedUrl(link) ?? "").hostname);
    }
  });
});

describe("listingPlaceholderImage", () => {
  it("draws what the listing is: a plot is never a house", () => {
    expect(listingPlaceholderImage("dzialka")).not.toBe(listingPlaceholderImage("dom"));
    expect(
      new Set(["mieszkanie", "dom", "dzialka", "lokal"].map(listingPlaceholderImage)).size,
    ).toBe(4);
  });
});
