import type { SourceParam } from "../normalize-params.ts";
import type { ParsedListing } from "../types.ts";
import { canonicalHref, metaValue, metaValues, type ScannedPage, scanHtml } from "./html.ts";
import {
  dig,
  inferPropertyType,
  inferTransaction,
  isObject,
  type Json,
  type JsonObject,
  mergeListings,
  text,
  toNumber,
} from "./values.ts";

/**
 * The generic parser: schema.org JSON-LD (with @graph), then Open Graph. Every portal module
 * falls back to it, and portals without a module of their own use it as they are.
 */
export function parseStructuredData(html: string, url: URL): ParsedListing {
  return parseScannedPage(scanHtml(html), url);
}

/** The generic parser over a page a portal module has already scanned. */
export function parseScannedPage(page: ScannedPage, url: URL): ParsedListing {
  const nodes = readJsonLd(page);
  const fromLd = fromJsonLd(nodes);
  const fromOg = fromOpenGraph(page);
  const breadcrumbs = breadcrumbNames(nodes);
  const merged = mergeListings(fromLd, { externalUrl: canonicalHref(page) }, fromOg);
  const hints = [url.pathname, ...breadcrumbs, merged.title];
  return mergeListings(merged, {
    type: inferPropertyType([ldTypeHint(nodes), ...hints]),
    transaction: inferTransaction(hints),
  });
}

/** Every JSON-LD object on the page: top-level arrays and @graph lists are flattened. */
function readJsonLd(page: ScannedPage): JsonObject[] {
  const nodes: JsonObject[] = [];
  const add = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(add);
    else if (isObject(value)) {
      if (Array.isArray(value["@graph"])) add(value["@graph"]);
      else nodes.push(value);
    }
  };
  for (const script of page.scripts) {
    if (script.attrs.type?.trim().toLowerCase() !== "application/ld+json") continue;
    add(parseJson(script.text));
  }
  return nodes;
}

/** The JSON of Next.js's `<script id="__NEXT_DATA__">`. */
export function readNextData(page: ScannedPage): unknown {
  const script = page.scripts.find((s) => s.attrs.id === "__NEXT_DATA__");
  return script ? parseJson(script.text) : undefined;
}

/**
 * The value a page script assigns to `window.<name>`: an object literal, or a JSON string
 * holding one (OLX double-encodes its state that way).
 */
export function readWindowState(page: ScannedPage, name: string): unknown {
  const assignment = new RegExp(`window\\.${name.replace(/\$/g, "\\$")}\\s*=\\s*`);
  for (const script of page.scripts) {
    const match = assignment.exec(script.text);
    if (!match) continue;
    const value = jsonValueAt(script.text, match.index + match[0].length);
    return typeof value === "string" ? parseJson(value) : value;
  }
  return undefined;
}

function parseJson(source: string): unknown {
  try {
    return JSON.parse(source);
  } catch {
    return undefined;
  }
}

/** Parses the JSON value (string, object or array) that starts at `start` in script text. */
function jsonValueAt(source: string, start: number): unknown {
  const open = source[start];
  if (open === '"') {
    for (let i = start + 1; i < source.length; i++) {
      if (source[i] === "\\") i++;
      else if (source[i] === '"') return parseJson(source.slice(start, i + 1));
    }
    return undefined;
  }
  if (open !== "{" && open !== "[") return undefined;
  let depth = 0;
  let inString = false;
  for (let i = start; i < source.length; i++) {
    const c = source[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      depth--;
      if (depth === 0) return parseJson(source.slice(start, i + 1));
    }
  }
  return undefined;
}

const LISTING_TYPES = new Set([
  "RealEstateListing",
  "Offer",
  "Product",
  "Accommodation",
  "Residence",
  "Apartment",
  "House",
  "SingleFamilyResidence",
  "Room",
]);

function types(node: JsonObject): string[] {
  const value = node["@type"];
  return (Array.isArray(value) ? value : [value]).filter((t): t is string => typeof t === "string");
}

/** Listing-like nodes, outermost first, including those nested in offers/itemOffered/mainEntity. */
function listingNodes(nodes: JsonObject[]): JsonObject[] {
  const found: JsonObject[] = [];
  const visit = (value: Json | undefined) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isObject(value)) return;
    if (types(value).some((t) => LISTING_TYPES.has(t))) found.push(value);
    for (const key of ["mainEntity", "itemOffered", "offers", "about"]) visit(value[key]);
  };
  nodes.forEach(visit);
  return found;
}

function fromJsonLd(nodes: JsonObject[]): ParsedListing {
  return mergeListings(
    ...listingNodes(nodes).map(
      (node): ParsedListing => ({
        title: text(node.name) ?? text(node.headline),
        description: text(node.description),
        price: offerPrice(node),
        area:
          toNumber(isObject(node.floorSize) ? node.floorSize.value : node.floorSize) ??
          property(node, /powierzchnia/),
        rooms: toNumber(node.numberOfRooms) ?? property(node, /pokoi|pokoje/),
        bathrooms:
          toNumber(node.numberOfBathroomsTotal ?? node.numberOfFullBathrooms) ??
          property(node, /łazien/),
        address: addressText(node.address),
        images: imageUrls(node.image ?? node.photo),
        params: sourceParams(node),
      }),
    ),
  );
}

/** A number from the node's additionalProperty list, found by its Polish name. */
function property(node: JsonObject, name: RegExp): number | undefined {
  const list = Array.isArray(node.additionalProperty) ? node.additionalProperty : [];
  const found = list.find((p) => name.test(text(dig(p, "name"))?.toLowerCase() ?? ""));
  return toNumber(dig(found, "value"));
}

/** The node's additionalProperty list by name and value, and schema.org's own floor and year. */
function sourceParams(node: JsonObject): SourceParam[] {
  const list = Array.isArray(node.additionalProperty) ? node.additionalProperty : [];
  return [
    ...list.map((p) => ({ name: text(dig(p, "name")) ?? "", value: dig(p, "value") })),
    { name: "floorLevel", value: node.floorLevel },
    { name: "yearBuilt", value: node.yearBuilt },
  ].filter((p) => p.value !== undefined && p.value !== null);
}

/** The price of an Offer (or AggregateOffer's lowest), only when it is in złoty. */
function offerPrice(node: JsonObject): number | undefined {
  const isOffer = types(node).some((t) => t === "Offer" || t === "AggregateOffer");
  if (!isOffer && !("price" in node)) return undefined;
  const currency = text(node.priceCurrency ?? dig(node, "priceSpecification", "priceCurrency"));
  if (currency && currency.toUpperCase() !== "PLN") return undefined;
  return toNumber(node.price ?? node.lowPrice ?? dig(node, "priceSpecification", "price"));
}

function addressText(value: Json | undefined): string | undefined {
  if (typeof value === "string") return text(value);
  if (!isObject(value)) return undefined;
  const parts = [value.streetAddress, value.addressLocality, value.addressRegion]
    .map(text)
    .filter((p): p is string => !!p);
  return parts.join(", ") || undefined;
}

function imageUrls(value: Json | undefined): string[] {
  if (Array.isArray(value)) return value.flatMap(imageUrls);
  if (typeof value === "string") return [value];
  if (isObject(value)) return imageUrls(value.contentUrl ?? value.url);
  return [];
}

function breadcrumbNames(nodes: JsonObject[]): string[] {
  return nodes
    .filter((n) => types(n).includes("BreadcrumbList") && Array.isArray(n.itemListElement))
    .flatMap((n) => n.itemListElement as Json[])
    .map((item) => text(dig(item, "name")) ?? text(dig(item, "item", "name")))
    .filter((name): name is string => !!name);
}

/** schema.org's own residence types name the property type outright. */
function ldTypeHint(nodes: JsonObject[]): string | undefined {
  const all = listingNodes(nodes).flatMap(types);
  if (all.includes("Apartment")) return "apartment";
  if (all.includes("House") || all.includes("SingleFamilyResidence")) return "house";
  return undefined;
}

function fromOpenGraph(page: ScannedPage): ParsedListing {
  const currency =
    metaValue(page, "product:price:currency") ?? metaValue(page, "og:price:currency");
  const amount = metaValue(page, "product:price:amount") ?? metaValue(page, "og:price:amount");
  return {
    title: metaValue(page, "og:title"),
    description: metaValue(page, "og:description") ?? metaValue(page, "description"),
    price: !currency || currency.toUpperCase() === "PLN" ? toNumber(amount) : undefined,
    images: metaValues(page, "og:image"),
    externalUrl: metaValue(page, "og:url"),
  };
}
