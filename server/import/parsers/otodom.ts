import type { PropertyType } from "../../../shared/categories.ts";
import type { ParsedListing, PortalParser } from "../types.ts";
import { scanHtml } from "./html.ts";
import { listingUrls } from "./search-links.ts";
import { parseScannedPage, readNextData } from "./structured-data.ts";
import { dig, isObject, type JsonObject, mergeListings, text, toNumber } from "./values.ts";

// Otodom's adCategory.name values; anything else (rooms, garages) is left to the title.
const CATEGORY_TYPES: Record<string, PropertyType> = {
  FLAT: "mieszkanie",
  HOUSE: "dom",
  TERRAIN: "dzialka",
  COMMERCIAL_PROPERTY: "lokal",
  HALL: "lokal",
};

const HOSTS = ["otodom.pl"];

// An ad's slug ends in its public id: mieszkanie-3-pokojowe-…-ID4qWxY.
const SLUG = /^[A-Za-z0-9-]+-ID[A-Za-z0-9]+$/;

/**
 * Otodom (Next.js): the ad object in `__NEXT_DATA__` at props.pageProps.ad; a search page lists
 * its results' slugs there at props.pageProps.data.searchAds.items (the promoted ads beside
 * them, outside the search's criteria, are left out).
 */
export const otodom: PortalParser = {
  source: "otodom",
  hosts: HOSTS,
  parse(html, url) {
    const page = scanHtml(html);
    const ad = dig(readNextData(page), "props", "pageProps", "ad");
    return mergeListings(isObject(ad) ? fromAd(ad) : {}, parseScannedPage(page, url));
  },
  listingLinks(html, url) {
    const data = readNextData(scanHtml(html));
    const items = dig(data, "props", "pageProps", "data", "searchAds", "items");
    const slugs = (Array.isArray(items) ? items : [])
      .map((item) => text(dig(item, "slug")))
      .filter((slug): slug is string => !!slug && SLUG.test(slug));
    return listingUrls(
      slugs.map((slug) => `https://www.otodom.pl/pl/oferta/${slug}`),
      url,
      HOSTS,
      () => true,
    );
  },
};

function fromAd(ad: JsonObject): ParsedListing {
  const characteristics = Array.isArray(ad.characteristics) ? ad.characteristics : [];
  const characteristic = (key: string) => characteristics.find((c) => dig(c, "key") === key);
  const price = characteristic("price");
  const currency = text(dig(price, "currency"));
  const address = dig(ad, "location", "address");
  const category = text(dig(ad, "adCategory", "name"));
  const offerType = text(dig(ad, "adCategory", "type"));
  return {
    title: text(ad.title),
    description: text(ad.description),
    price: !currency || currency === "PLN" ? toNumber(dig(price, "value")) : undefined,
    area: toNumber(dig(characteristic("m"), "value")),
    rooms: toNumber(dig(characteristic("rooms_num"), "value")),
    bathrooms: toNumber(dig(characteristic("bathrooms_num"), "value")),
    address: ["street", "district", "city", "county", "province"]
      .map((part) => text(dig(address, part, "name")))
      .filter(Boolean)
      .join(", "),
    images: (Array.isArray(ad.images) ? ad.images : [])
      .map((image) => text(dig(image, "large")) ?? text(dig(image, "medium")))
      .filter((src): src is string => !!src),
    type: category ? CATEGORY_TYPES[category] : undefined,
    transaction: offerType === "RENT" ? "wynajem" : offerType === "SELL" ? "sprzedaz" : undefined,
    externalUrl: text(ad.url),
    // The Polish label and value as the page shows them ('Piętro': '2/4'); the raw value
    // ('floor_2', 'SECONDARY') when there is no shown one.
    params: characteristics.map((c) => ({
      name: text(dig(c, "label")) ?? text(dig(c, "key")) ?? "",
      value: text(dig(c, "localizedValue")) ?? dig(c, "value"),
    })),
  };
}
