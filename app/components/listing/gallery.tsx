import { formatQuantity } from "@shared/format";
import { imageVariantUrl, responsiveImage, STOCK_PROPERTY_IMAGE } from "@shared/urls";
import { Expand } from "lucide-react";
import { useState } from "react";
import { cn } from "~/lib/cn";
import { deferred } from "../ui/deferred";
import { useSwipe } from "./use-swipe";

/** Most visitors never open it: its code (and the Dialog's) loads when one does. */
const Lightbox = deferred(() => import("./lightbox").then((m) => m.Lightbox));

const MAX_THUMBNAILS = 8;

/**
 * The main photo's width in the detail layout: the page less its padding on phones; from `lg` the
 * column beside the 22rem contact box (at most ~850px inside max-w-7xl).
 */
const GALLERY_IMAGE_SIZES =
  "(min-width: 1280px) 850px, (min-width: 1024px) calc(100vw - 27rem), calc(100vw - 2rem)";

/** Thumbnails are at most ~120px wide: the smallest variant is plenty even at 3× density. */
const THUMBNAIL_WIDTH = 480;

/** Index after a step of +1/-1, wrapping around at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}

/**
 * Main image, up to 8 thumbnails ('+N' on the last when there are more) and a lightbox; both
 * cycle with wraparound (swipes; in the lightbox also buttons and arrow keys). A tap on the main
 * photo (its 'Powiększ' link covers it) opens the lightbox; it and the thumbnails are links to the
 * full image, so the photos stay reachable without JavaScript.
 */
export function Gallery({
  images,
  title,
  fallback = STOCK_PROPERTY_IMAGE,
  className,
}: {
  images: string[];
  title: string;
  /** Shown when there is no photo (listings and services have their own stock image). */
  fallback?: string;
  /** Layout only: `contents` makes the photo and the thumbnails items of the page's grid. */
  className?: string;
}) {
  const all = images.length ? images : [fallback];
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const shown = all.slice(0, MAX_THUMBNAILS);
  const hidden = all.length - shown.length;
  const step = (delta: 1 | -1) => setActive((i) => wrapIndex(i, delta, all.length));
  const swipe = useSwipe(step);

  return (
    <div className={className}>
      {/* First also where the page makes these parts its grid's items (the listing on a phone). */}
      <div
        {...swipe}
        className="relative order-first aspect-[4/3] min-w-0 touch-pan-y overflow-hidden rounded-2xl bg-gray-100 select-none sm:aspect-[16/10]"
      >
        {/* The LCP element of a detail page: loaded at once, first in line. */}
        <img
          {...responsiveImage(all[active], GALLERY_IMAGE_SIZES)}
          alt={`${title} — zdjęcie ${active + 1} z ${all.length}`}
          width={1200}
          height={750}
          loading="eager"
          fetchPriority="high"
          draggable={false}
          className="size-full object-cover"
        />
        {/* Over the whole photo, so that a tap on it opens the lightbox (a swipe stays a swipe:
            useSwipe drops the click that ends one). A link to the photo itself, like the
            thumbnails: a tap before the script has loaded (a slow phone) or without JavaScript
            still shows the photo large. The stock drawing shown without photos is nothing to
            zoom into. */}
        {images.length ? (
          <a
            href={all[active]}
            aria-haspopup="dialog"
            draggable={false}
            onClick={(event) => {
              event.preventDefault();
              setOpen(true);
            }}
            className="group absolute inset-0 flex cursor-zoom-in items-end justify-end rounded-2xl p-3 focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-brand-600"
          >
            <span className="inline-flex items-center gap-1 rounded-lg bg-black/60 px-3 py-1.5 text-sm font-medium text-white group-hover:bg-black/75">
              <Expand aria-hidden="true" className="size-4" />
              Powiększ ({all.length})
            </span>
          </a>
        ) : null}
      </div>
      {open ? (
        <Lightbox
          images={all}
          title={title}
          active={active}
          onStep={step}
          onClose={() => setOpen(false)}
        />
      ) : null}

      {all.length > 1 ? (
        <ul className="mt-3 grid min-w-0 grid-cols-4 gap-2 sm:grid-cols-8">
          {shown.map((src, i) => {
            const overflow = hidden > 0 && i === shown.length - 1;
            return (
              <li key={src} className="relative">
                <a
                  href={src}
                  onClick={(event) => {
                    event.preventDefault();
                    setActive(i);
                    // The '+N' tile opens the lightbox, where the remaining photos are.
                    if (overflow) setOpen(true);
                  }}
                  aria-label={
                    overflow
                      ? `Pokaż zdjęcie ${i + 1} i ${formatQuantity(hidden, ["kolejne", "kolejne", "kolejnych"])}`
                      : `Pokaż zdjęcie ${i + 1}`
                  }
                  aria-current={i === active ? "true" : undefined}
                  className={cn(
                    "block aspect-square overflow-hidden rounded-lg ring-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600",
                    i === active ? "ring-2 ring-brand-600" : "opacity-80 hover:opacity-100",
                  )}
                >
                  <img
                    src={imageVariantUrl(src, THUMBNAIL_WIDTH)}
                    alt=""
                    width={120}
                    height={120}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                </a>
                {overflow ? (
                  <span className="pointer-events-none absolute inset-0 grid place-items-center rounded-lg bg-black/50 font-semibold text-white">
                    +{hidden}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
