/**
 * schema.org structured data for listing and service pages. Search engines read it from
 * <script type="application/ld+json">; it is data, never executed, so the CSP does not apply.
 */
import type { JsonLd } from "./meta";

export type { JsonLd };

/** The same escaping for places that write the script element themselves (and for tests). */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export type ListingJsonLdInput = {
  url: string;
  title: string;
  description?: string | null;
  /** Absolute image URLs. */
  images: string[];
  price: number;
  /** 'sprzedaz' | 'wynajem' (rent is priced per month). */
  transactionType?: string | null;
  locationLabel: string;
  area?: number | null;
  rooms?: number | null;
  createdAt: Date | string;
};

/** RealEstateListing with an Offer in PLN (schema.org). No phone: it is for signed-in users only. */
export function listingJsonLd(input: ListingJsonLdInput): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    "@id": input.url,
    url: input.url,
    name: input.title,
    ...(input.description ? { description: input.description.slice(0, 5000) } : {}),
    ...(input.images.length ? { image: input.images.slice(0, 10) } : {}),
    datePosted: new Date(input.createdAt).toISOString(),
    contentLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: input.locationLabel,
        addressCountry: "PL",
      },
    },
    ...(input.area
      ? { floorSize: { "@type": "QuantitativeValue", value: input.area, unitCode: "MTK" } }
      : {}),
    ...(input.rooms ? { numberOfRooms: input.rooms } : {}),
    offers: {
      "@type": "Offer",
      url: input.url,
      price: input.price,
      priceCurrency: "PLN",
      availability: "https://schema.org/InStock",
      ...(input.transactionType === "wynajem"
        ? {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: input.price,
              priceCurrency: "PLN",
              unitCode: "MON",
            },
          }
        : {}),
    },
  };
}

export type ServiceJsonLdInput = {
  url: string;
  name: string;
  companyName?: string | null;
  description?: string | null;
  images: string[];
  locationLabel: string;
  priceFrom: number;
  rating: number | null;
  reviewCount: number;
};

/**
 * LocalBusiness for a service company. The telephone is deliberately left out: the number is
 * shown only to signed-in users. aggregateRating only when real reviews exist (Google rejects
 * ratings with a zero count).
 */
export function serviceJsonLd(input: ServiceJsonLdInput): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": input.url,
    url: input.url,
    name: input.companyName?.trim() || input.name,
    ...(input.description ? { description: input.description.slice(0, 5000) } : {}),
    ...(input.images.length ? { image: input.images.slice(0, 10) } : {}),
    address: {
      "@type": "PostalAddress",
      addressLocality: input.locationLabel,
      addressCountry: "PL",
    },
    areaServed: input.locationLabel,
    priceRange: `od ${input.priceFrom} zł/h`,
    makesOffer: {
      "@type": "Offer",
      itemOffered: { "@type": "Service", name: input.name },
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        minPrice: input.priceFrom,
        priceCurrency: "PLN",
        unitCode: "HUR",
      },
    },
    ...(input.rating != null && input.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: input.rating,
            reviewCount: input.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
