import { formatQuantity } from "@shared/format";
import { imageVariantUrl, responsiveImage, STOCK_PROPERTY_IMAGE } from "@shared/urls";
import { ChevronLeft, ChevronRight, Expand, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { useModal } from "../ui/sheet";

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
 * Main image, up to 8 thumbnails ('+N' on the last when there are more) and a lightbox that
 * cycles with wraparound (buttons and arrow keys). Thumbnails are links to the full image, so
 * the photos stay reachable without JavaScript.
 */
export function Gallery({
  images,
  title,
  fallback = STOCK_PROPERTY_IMAGE,
}: {
  images: string[];
  title: string;
  /** Shown when there is no photo (listings and services have their own stock image). */
  fallback?: string;
}) {
  const all = images.length ? images : [fallback];
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const shown = all.slice(0, MAX_THUMBNAILS);
  const hidden = all.length - shown.length;
  const step = (delta: number) => setActive((i) => wrapIndex(i, delta, all.length));
  useModal(dialogRef, open);

  return (
    <div>
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-gray-100 sm:aspect-[16/10]">
        {/* The LCP element of a detail page: loaded at once, first in line. */}
        <img
          {...responsiveImage(all[active], GALLERY_IMAGE_SIZES)}
          alt={`${title} — zdjęcie ${active + 1} z ${all.length}`}
          width={1200}
          height={750}
          loading="eager"
          fetchPriority="high"
          className="size-full object-cover"
        />
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          className="absolute right-3 bottom-3 inline-flex cursor-pointer items-center gap-1 rounded-lg bg-black/60 px-3 py-1.5 text-sm font-medium text-white hover:bg-black/75"
        >
          <Expand aria-hidden="true" className="size-4" />
          Powiększ ({all.length})
        </button>
      </div>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onClose={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") step(1);
          else if (event.key === "ArrowLeft") step(-1);
        }}
        className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none flex-col items-center justify-center border-0 bg-black/90 p-4 outline-none backdrop:bg-black/60 open:flex"
      >
        <h2 id={titleId} className="sr-only">
          {title} — galeria zdjęć
        </h2>
        <p id={descriptionId} className="sr-only">
          Zdjęcie {active + 1} z {all.length}. Strzałki zmieniają zdjęcie.
        </p>
        {/* Only while open: the full-size photo is not fetched with the page. */}
        {open ? (
          <img
            src={all[active]}
            alt={`${title} — zdjęcie ${active + 1} z ${all.length}`}
            className="max-h-[85vh] max-w-full object-contain"
          />
        ) : null}
        <p className="mt-3 text-sm text-white/80" aria-live="polite">
          {active + 1} / {all.length}
        </p>
        {all.length > 1 ? (
          <>
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label="Poprzednie zdjęcie"
              className="absolute top-1/2 left-3 grid size-11 -translate-y-1/2 cursor-pointer place-items-center rounded-full bg-white/15 text-white hover:bg-white/30"
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              aria-label="Następne zdjęcie"
              className="absolute top-1/2 right-3 grid size-11 -translate-y-1/2 cursor-pointer place-items-center rounded-full bg-white/15 text-white hover:bg-white/30"
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </>
        ) : null}
        <button
          type="button"
          aria-label="Zamknij galerię"
          onClick={() => setOpen(false)}
          className="absolute top-3 right-3 grid size-11 cursor-pointer place-items-center rounded-full bg-white/15 text-white hover:bg-white/30"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </dialog>

      {all.length > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-8">
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
