import { readFileSync } from "node:fs";
import path from "node:path";
import { scanHtml } from "./parsers/html.ts";
import { readNextData } from "./parsers/structured-data.ts";
import { dig } from "./parsers/values.ts";

/**
 * Tests only: the pages of a stand-in Otodom search. The search-results fixture lists six ads;
 * each is served as the listing fixture with that ad's slug, title and price put in, so an
 * import from the search sees six distinct listings (otherwise all would be the one fixture).
 */
export const OTODOM_SEARCH_URL =
  "https://www.otodom.pl/pl/wyniki/sprzedaz/mieszkanie/podkarpackie/lezajski";

const FIXTURES = path.resolve(import.meta.dirname, "../../tests/fixtures/import");

// What the listing fixture says, replaced per ad.
const LISTING_SLUG = "mieszkanie-3-pokojowe-z-balkonem-ul-mickiewicza-ID4qWxY";
const LISTING_TITLE = "Mieszkanie 3-pokojowe z balkonem, ul. Mickiewicza";
const LISTING_PRICE = "389000";

export type SearchAd = { slug: string; title: string; price: number };

export function otodomSearchPages() {
  const search = readFileSync(path.join(FIXTURES, "otodom-search.html"), "utf8");
  const listing = readFileSync(path.join(FIXTURES, "otodom.html"), "utf8");
  const items = dig(
    readNextData(scanHtml(search)),
    "props",
    "pageProps",
    "data",
    "searchAds",
    "items",
  ) as {
    slug?: string | null;
    title: string;
    totalPrice?: { value: number };
  }[];
  const ads = new Map<string, SearchAd>();
  for (const item of items) {
    if (item.slug && item.totalPrice) {
      ads.set(item.slug, { slug: item.slug, title: item.title, price: item.totalPrice.value });
    }
  }
  return {
    search,
    /** The search's distinct ads in page order. */
    ads: [...ads.values()],
    /** The listing page of one of the search's ads, or undefined for another slug. */
    listing(slug: string): string | undefined {
      const ad = ads.get(slug);
      return ad
        ? listing
            .replaceAll(LISTING_SLUG, ad.slug)
            .replaceAll(LISTING_TITLE, ad.title)
            .replaceAll(LISTING_PRICE, String(ad.price))
        : undefined;
    },
  };
}
