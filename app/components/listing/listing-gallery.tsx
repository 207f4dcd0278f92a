import { useState } from "react";
import { cn } from "~/lib/cn";
import { STOCK_PROPERTY_IMAGE } from "~/lib/urls";

const MAX_THUMBNAILS = 8;

/**
 * Main image with thumbnails. Thumbnails are links to the full image (so they work without
 * JavaScript); once hydrated, a click shows the image in the main frame instead.
 */
export function ListingGallery({ images, title }: { images: string[]; title: string }) {
  const [active, setActive] = useState(0);
  const all = images.length ? images : [STOCK_PROPERTY_IMAGE];
  const shown = all.slice(0, MAX_THUMBNAILS);
  const hidden = all.length - shown.length;
  return (
    <div>
      <div className="aspect-[4/3] overflow-hidden rounded-2xl bg-gray-100 sm:aspect-[16/10]">
        <img
          src={all[active]}
          alt={`${title} — zdjęcie ${active + 1} z ${all.length}`}
          width={1200}
          height={750}
          className="size-full object-cover"
        />
      </div>
      {all.length > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-8">
          {shown.map((src, i) => (
            <li key={src} className="relative">
              <a
                href={src}
                onClick={(event) => {
                  event.preventDefault();
                  setActive(i);
                }}
                aria-label={`Pokaż zdjęcie ${i + 1}`}
                aria-current={i === active ? "true" : undefined}
                className={cn(
                  "block aspect-square overflow-hidden rounded-lg ring-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600",
                  i === active ? "ring-2 ring-brand-600" : "opacity-80 hover:opacity-100",
                )}
              >
                <img
                  src={src}
                  alt=""
                  width={120}
                  height={120}
                  loading="lazy"
                  className="size-full object-cover"
                />
              </a>
              {hidden > 0 && i === shown.length - 1 ? (
                <span className="pointer-events-none absolute inset-0 grid place-items-center rounded-lg bg-black/50 font-semibold text-white">
                  +{hidden}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
