/** schema.org data (built by json-ld.ts in the listing and service pages' loaders, on the server). */
export type JsonLd = Record<string, unknown>;

/**
 * A React Router meta descriptor. React Router serialises it with JSON.stringify and escapes
 * '<', '>' and '&' as \u003c etc., so '</script>' in a title cannot end the script element.
 */
function jsonLdDescriptor(data: JsonLd) {
  return { "script:ld+json": data };
}

export const SITE_NAME = "Okolica";
const SITE_DESCRIPTION =
  "Nieruchomości i lokalne usługi w Leżajsku i 14 okolicznych miejscowościach: mieszkania, domy, działki, lokale komercyjne oraz sprawdzone firmy usługowe.";

export type PageMetaOptions = {
  /** og:type; 'website' unless the page is one offer ('product' for listings and services). */
  type?: "website" | "article" | "product";
  /** The page's absolute URL for og:url (the canonical link itself comes from the root layout). */
  url?: string;
  /** schema.org data, rendered as <script type="application/ld+json"> with '<' escaped. */
  jsonLd?: JsonLd;
};

/**
 * Title, description, Open Graph and (optionally) JSON-LD for a page. `image` must be absolute
 * (absoluteUrl(config.baseUrl, src)): Facebook and other crawlers do not resolve relative URLs.
 */
export function pageMeta(
  title: string | null,
  description = SITE_DESCRIPTION,
  image?: string,
  options: PageMetaOptions = {},
) {
  const fullTitle = title
    ? `${title} | ${SITE_NAME}`
    : `${SITE_NAME} — nieruchomości i usługi w okolicy Leżajska`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "pl_PL" },
    ...(options.url ? [{ property: "og:url", content: options.url }] : []),
    ...(image
      ? [
          { property: "og:image", content: image },
          { name: "twitter:card", content: "summary_large_image" },
        ]
      : []),
    ...(options.jsonLd ? [jsonLdDescriptor(options.jsonLd)] : []),
  ];
}

/** A one-line description from free text, cut at a word boundary (search snippets show ~160). */
export function metaDescription(text: string | null | undefined, max = 160): string | undefined {
  const clean = (text ?? "").replace(/\s+/g, " ").trim();
  if (!clean) return undefined;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The canonical URL of a page: the path without filters and sort (they only reorder or narrow
 * the same content), keeping `page` so that deeper pages of a list stay indexable.
 */
export function canonicalUrl(baseUrl: string, pathname: string, search = ""): string {
  const page = new URLSearchParams(search).get("page");
  const path = pathname.replace(/\.data$/, "").replace(/(.)\/+$/, "$1");
  const keep = page && /^[2-9]\d*$|^1\d+$/.test(page) ? `?page=${page}` : "";
  return `${baseUrl}${path}${keep}`;
}

/**
 * BASE_URL as the root loader passes it, read from a meta function's `matches`: lets a page's
 * meta build absolute URLs (og:url, JSON-LD) without its own loader returning them.
 */
export function baseUrlFromMatches(matches: readonly unknown[]): string | undefined {
  for (const match of matches) {
    const m = match as { id?: string; data?: { baseUrl?: unknown } } | undefined;
    if (m?.id === "root" && typeof m.data?.baseUrl === "string") return m.data.baseUrl;
  }
  return undefined;
}
