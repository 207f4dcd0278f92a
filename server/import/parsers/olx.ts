import type { ParsedListing, PortalParser } from "../types.ts";
import { scanHtml } from "./html.ts";
import { anchorHrefs, listingUrls } from "./search-links.ts";
import { parseScannedPage, readWindowState } from "./structured-data.ts";
import {
  dig,
  inferPropertyType,
  inferTransaction,
  isObject,
  type JsonObject,
  mergeListings,
  text,
  toNumber,
} from "./values.ts";

// OLX writes the rooms parameter's normalised value as a word.
const ROOM_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };

// Photo URLs carry a size template; this size is what the ad page's gallery asks for.
const PHOTO_SIZE = { width: "1280", height: "960" };

const HOSTS = ["olx.pl"];

// An ad's page: /d/oferta/dom-wolnostojacy-giedlarowa-CID3-IDZxYwV.html (older ones without /d).
const AD_PATH = /^(?:\/d)?\/oferta\/[^/]+\.html$/;

/**
 * OLX: the ad at ad.ad in `window.__PRERENDERED_STATE__`, a JSON string holding JSON. A search
 * page's state lists its results at listing.listing.ads, each with its url; the cards' links
 * are the fallback. Results on Otodom, which OLX mixes in, are not OLX's and are left out.
 */
export const olx: PortalParser = {
  source: "olx",
  hosts: HOSTS,
  parse(html, url) {
    const page = scanHtml(html);
    const ad = dig(readWindowState(page, "__PRERENDERED_STATE__"), "ad", "ad");
    return mergeListings(isObject(ad) ? fromAd(ad, url) : {}, parseScannedPage(page, url));
  },
  listingLinks(html, url) {
    const state = readWindowState(scanHtml(html), "__PRERENDERED_STATE__");
    const ads = dig(state, "listing", "listing", "ads");
    const fromState = (Array.isArray(ads) ? ads : [])
      .map((ad) => text(dig(ad, "url")))
      .filter((href): href is string => !!href);
    const isAd = (link: URL) => AD_PATH.test(link.pathname);
    const links = listingUrls(fromState, url, HOSTS, isAd);
    return links.length > 0 ? links : listingUrls(anchorHrefs(html), url, HOSTS, isAd);
  },
};

function fromAd(ad: JsonObject, url: URL): ParsedListing {
  const params = Array.isArray(ad.params) ? ad.params : [];
  const param = (key: string) => params.find((p) => dig(p, "key") === key);
  const regular = dig(ad, "price", "regularPrice");
  const currency = text(dig(regular, "currencyCode"));
  const rooms = param("rooms");
  const title = text(ad.title);
  const description = text(ad.description);
  // OLX's state has no plain category name, and its titles often say neither type nor
  // transaction, so the description is asked too.
  const hints = [url.pathname, title, description];
  return {
    title,
    description,
    price: !currency || currency === "PLN" ? toNumber(dig(regular, "value")) : undefined,
    area: toNumber(dig(param("m"), "normalizedValue")) ?? toNumber(dig(param("m"), "value")),
    rooms: ROOM_WORDS[String(dig(rooms, "normalizedValue"))] ?? toNumber(dig(rooms, "value")),
    address: ["districtName", "cityName", "regionName"]
      .map((key) => text(dig(ad, "location", key)))
      .filter(Boolean)
      .join(", "),
    images: (Array.isArray(ad.photos) ? ad.photos : [])
      .map((photo) => text(photo))
      .filter((src): src is string => !!src)
      .map((src) =>
        src.replace("{width}", PHOTO_SIZE.width).replace("{height}", PHOTO_SIZE.height),
      ),
    type: inferPropertyType(hints),
    transaction: inferTransaction(hints),
    externalUrl: text(ad.url),
    params: params.map((p) => ({ name: text(dig(p, "name")) ?? "", value: dig(p, "value") })),
  };
}
