/** The image shown when a listing has none (shipped in public/images). */
export const STOCK_PROPERTY_IMAGE = "/images/stock-property.webp";
export const STOCK_SERVICE_IMAGE = "/images/stock-service.webp";

/** A URL someone typed, only if it is http(s); anything else (javascript:, data:) is dropped. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** An image source: a same-site path (/uploads/..., /images/...) or an http(s) URL. */
export function safeImageSrc(value: string | null | undefined): string | null {
  if (!value) return null;
  const v = value.trim();
  if (v.startsWith("/") && !v.startsWith("//")) return v;
  return safeHttpUrl(v);
}

/** An absolute URL for Open Graph tags, which crawlers need with scheme and host. */
export function absoluteUrl(baseUrl: string, pathOrUrl: string): string {
  try {
    return new URL(pathOrUrl, baseUrl).toString();
  } catch {
    return pathOrUrl;
  }
}
