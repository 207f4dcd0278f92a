/** The image shown when a listing has none (shipped in public/images): a house. */
export const STOCK_PROPERTY_IMAGE = "/images/stock-property.webp";
export const STOCK_SERVICE_IMAGE = "/images/stock-service.webp";

/** A drawing of what the listing is, so that a plot without photos never shows a house. */
const STOCK_LISTING_IMAGES: Record<string, string> = {
  mieszkanie: "/images/stock-mieszkanie.webp",
  dom: STOCK_PROPERTY_IMAGE,
  dzialka: "/images/stock-dzialka.webp",
  lokal: "/images/stock-lokal.webp",
};

/** The picture for a listing without photos, by its type (cards, detail page, Open Graph). */
export function listingPlaceholderImage(type: string): string {
  return STOCK_LISTING_IMAGES[type] ?? STOCK_PROPERTY_IMAGE;
}

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

/** Widths every responsive picture exists in; the largest is the file the database names. */
export const IMAGE_WIDTHS = [480, 800, 1200] as const;
export const IMAGE_FULL_WIDTH = 1200;

/** Cards: one column on phones, two from `sm`, three from `lg` (ListingGrid, ServiceGrid). */
export const CARD_IMAGE_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/**
 * The naming scheme of pictures that come in every width: the stored URL ends in `-1200w.webp`
 * and its smaller siblings replace that with `-480w` / `-800w` (the demo seed writes all three).
 * A URL without the marker (user uploads, external photos, data dirs seeded before) has no
 * siblings, so it gets no srcset and the browser never asks for a file that is not there.
 */
const SCHEMED = /^\/uploads\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+-1200w\.webp$/;

/** The stock pictures in public/images, committed with their -480w / -800w siblings. */
const STOCK = /^\/images\/stock-[a-z]+\.webp$/;

/** The URL of one width of a responsive picture (`url` as stored, i.e. the widest). */
export function imageVariantUrl(url: string, width: number): string {
  if (SCHEMED.test(url)) return url.replace(/-1200w\.webp$/, `-${width}w.webp`);
  if (STOCK.test(url) && width !== IMAGE_FULL_WIDTH)
    return url.replace(/\.webp$/, `-${width}w.webp`);
  return url;
}

export type ResponsiveImage = { src: string; srcSet?: string; sizes?: string };

/**
 * `src`, `srcSet` and `sizes` for an <img>: a srcset only for pictures known to exist in every
 * width (see SCHEMED and STOCK); anything else is returned as a plain `src`. Pure, so components
 * can call it during render without looking at the disk.
 */
export function responsiveImage(url: string, sizes: string = CARD_IMAGE_SIZES): ResponsiveImage {
  if (!SCHEMED.test(url) && !STOCK.test(url)) return { src: url };
  const srcSet = IMAGE_WIDTHS.map((w) => `${imageVariantUrl(url, w)} ${w}w`).join(", ");
  return { src: url, srcSet, sizes };
}

/** Hosts whose tours may be embedded; anything else is never put into an iframe. */
const TOUR_HOSTS = new Set(["my.matterport.com", "kuula.co"]);
const YOUTUBE_HOSTS = new Set([
  "www.youtube.com",
  "youtube.com",
  "www.youtube-nocookie.com",
  "youtube-nocookie.com",
]);

const VIMEO_PLAYER_HOST = "player.vimeo.com";

/**
 * Every host a listing page may put into a frame: the tours' and the video players'. The CSP's
 * frame-src (server/http.ts) is this list, so nothing else can ever be framed.
 */
export const EMBED_HOSTS: readonly string[] = [...TOUR_HOSTS, ...YOUTUBE_HOSTS, VIMEO_PLAYER_HOST];

/** The URL when it is an https tour from the allow-list (YouTube only as /embed/ links), else null. */
export function safeTourUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password) return null;
  if (TOUR_HOSTS.has(url.hostname)) return url.toString();
  if (YOUTUBE_HOSTS.has(url.hostname) && url.pathname.startsWith("/embed/")) return url.toString();
  return null;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;

/**
 * The player to embed for a listing's video link, built by us from the video's id: YouTube
 * (watch, youtu.be, shorts and embed links; played from youtube-nocookie.com) and Vimeo. Any
 * other link is never framed (the page shows it as a plain link); null then.
 */
export function videoEmbedUrl(value: string | null | undefined): string | null {
  const url = safeHttpUrl(value);
  if (!url) return null;
  const { hostname, pathname, searchParams } = new URL(url);
  const host = hostname.replace(/^(www|m)\./, "");
  const segments = pathname.split("/").filter(Boolean);
  let youtube: string | null | undefined;
  if (host === "youtu.be") youtube = segments[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    youtube =
      segments[0] === "watch"
        ? searchParams.get("v")
        : segments[0] === "embed" || segments[0] === "shorts"
          ? segments[1]
          : null;
  }
  if (youtube && YOUTUBE_ID.test(youtube)) {
    return `https://www.youtube-nocookie.com/embed/${youtube}`;
  }
  const vimeo =
    host === "vimeo.com"
      ? segments[0]
      : hostname === VIMEO_PLAYER_HOST && segments[0] === "video"
        ? segments[1]
        : null;
  if (vimeo && VIMEO_ID.test(vimeo)) return `https://${VIMEO_PLAYER_HOST}/video/${vimeo}`;
  return null;
}
