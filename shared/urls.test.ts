import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  CARD_IMAGE_SIZES,
  imageVariantUrl,
  responsiveImage,
  STOCK_PROPERTY_IMAGE,
  STOCK_SERVICE_IMAGE,
  safeHttpUrl,
  safeImageSrc,
} from "./urls";

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

describe("responsiveImage", () => {
  it("gives pictures stored in every width a srcset of all three", () => {
    expect(responsiveImage("/uploads/demo/dom-1-1200w.webp")).toEqual({
      src: "/uploads/demo/dom-1-1200w.webp",
      srcSet:
        "/uploads/demo/dom-1-480w.webp 480w, /uploads/demo/dom-1-800w.webp 800w, /uploads/demo/dom-1-1200w.webp 1200w",
      sizes: CARD_IMAGE_SIZES,
    });
    expect(CARD_IMAGE_SIZES).toBe("(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw");
    expect(responsiveImage("/uploads/demo/dom-1-1200w.webp", "100vw").sizes).toBe("100vw");
  });

  it("covers the stock pictures, whose widest file keeps its plain name", () => {
    expect(responsiveImage(STOCK_PROPERTY_IMAGE).srcSet).toBe(
      "/images/stock-property-480w.webp 480w, /images/stock-property-800w.webp 800w, /images/stock-property.webp 1200w",
    );
    expect(responsiveImage(STOCK_SERVICE_IMAGE).srcSet).toContain(
      "/images/stock-service-800w.webp 800w",
    );
  });

  it("leaves a plain src for anything without siblings", () => {
    for (const url of [
      "/uploads/demo/dom-1.webp", // a data dir seeded before the variants existed
      "/uploads/avatars/Ab-Cd_12.webp", // an upload stored in one size
      "/uploads/demo/dom-1-1200w.jpg",
      "https://img.example.com/a-1200w.webp", // external: we cannot know its siblings
      "//evil.example/uploads/a-1200w.webp",
      "/uploads/../etc/a-1200w.webp",
    ]) {
      expect(responsiveImage(url), url).toEqual({ src: url });
      expect(imageVariantUrl(url, 480), url).toBe(url);
    }
  });

  it("names each width of a picture", () => {
    expect(imageVariantUrl("/uploads/demo/usluga-remonty-1200w.webp", 800)).toBe(
      "/uploads/demo/usluga-remonty-800w.webp",
    );
    expect(imageVariantUrl("/uploads/demo/usluga-remonty-1200w.webp", 1200)).toBe(
      "/uploads/demo/usluga-remonty-1200w.webp",
    );
    expect(imageVariantUrl(STOCK_PROPERTY_IMAGE, 1200)).toBe(STOCK_PROPERTY_IMAGE);
  });
});
