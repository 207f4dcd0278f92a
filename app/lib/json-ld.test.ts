import { describe, expect, it } from "vitest";
import { listingJsonLd, serializeJsonLd, serviceJsonLd } from "./json-ld";
import { canonicalUrl, metaDescription, pageMeta } from "./meta";

describe("json-ld", () => {
  it("describes a listing with an Offer in PLN and escapes '<'", () => {
    const data = listingJsonLd({
      url: "https://x.pl/nieruchomosc/1",
      title: "Dom </script><script>alert(1)</script>",
      images: ["https://x.pl/a.webp"],
      price: 350000,
      locationLabel: "Leżajsk",
      createdAt: new Date("2026-01-01T00:00:00Z"),
    });
    expect(data).toMatchObject({
      "@type": "RealEstateListing",
      offers: { "@type": "Offer", price: 350000, priceCurrency: "PLN" },
    });
    const text = serializeJsonLd(data);
    expect(text).not.toContain("<");
    expect(JSON.parse(text).name).toContain("</script>");
  });

  it("adds aggregateRating to a LocalBusiness only with reviews, never a telephone", () => {
    const base = {
      url: "https://x.pl/usluga/1",
      name: "Elektryk",
      images: [],
      locationLabel: "Leżajsk",
      priceFrom: 80,
    };
    expect(serviceJsonLd({ ...base, rating: null, reviewCount: 0 })).not.toHaveProperty(
      "aggregateRating",
    );
    const rated = serviceJsonLd({ ...base, rating: 4.5, reviewCount: 2 });
    expect(rated).toMatchObject({
      "@type": "LocalBusiness",
      aggregateRating: { ratingValue: 4.5 },
    });
    expect(JSON.stringify(rated)).not.toContain("telephone");
  });
});

describe("meta", () => {
  it("builds canonical URLs without filters, keeping deeper pages", () => {
    expect(canonicalUrl("https://x.pl", "/uslugi", "?sort=price-asc&page=3")).toBe(
      "https://x.pl/uslugi?page=3",
    );
    expect(canonicalUrl("https://x.pl", "/uslugi/", "?page=1")).toBe("https://x.pl/uslugi");
    expect(canonicalUrl("https://x.pl", "/", "")).toBe("https://x.pl/");
  });

  it("emits og:type, og:url and JSON-LD when given", () => {
    const tags = pageMeta("Dom", "Opis", "https://x.pl/a.webp", {
      type: "product",
      url: "https://x.pl/nieruchomosc/1",
      jsonLd: { "@type": "Thing" },
    });
    expect(tags).toContainEqual({ property: "og:type", content: "product" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://x.pl/nieruchomosc/1" });
    expect(tags).toContainEqual({ "script:ld+json": { "@type": "Thing" } });
    expect(metaDescription("a ".repeat(200), 20)?.length).toBeLessThanOrEqual(20);
  });
});
