import type { MapListing, PreviewTile } from "@shared/map-area";
import type { ReactNode } from "react";
import { lazy, Suspense, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/** Leaflet and the clustering come with this module, after the page has hydrated. */
const ResultsMap = lazy(() => import("./results-map").then((m) => ({ default: m.ResultsMap })));

type Props = {
  /** The filters' button, the chips and the view switch. */
  toolbar: ReactNode;
  points: MapListing[];
  /** More listings matched than the map shows. */
  capped: boolean;
  tileUrl: string;
  /** The server's first picture of the map (map-preview.ts), until the map's own tiles load. */
  preview: PreviewTile[];
};

/**
 * The map view of results: the toolbar and the clustered map, under the page's H1 with the count
 * (id results-heading).
 */
export function MapResults({ toolbar, points, capped, tileUrl, preview }: Props) {
  const hydrated = useHydrated();
  const [mapShown, setMapShown] = useState(false);
  return (
    <section
      aria-labelledby="results-heading"
      className="mx-auto max-w-7xl px-4 py-4 sm:px-6 sm:py-8"
    >
      {toolbar}
      <div className="relative isolate h-[70vh] min-h-80 overflow-hidden rounded-2xl border border-gray-200 bg-gray-100">
        {mapShown ? null : (
          <div aria-hidden="true" className="absolute inset-0">
            {preview.map((tile, i) => (
              <img
                key={tile.src}
                src={tile.src}
                alt=""
                width={256}
                height={256}
                loading={i < 9 && !tile.wide ? "eager" : "lazy"}
                className={tile.wide ? "absolute max-sm:hidden" : "absolute"}
                style={{ left: `calc(50% + ${tile.left}px)`, top: `calc(50% + ${tile.top}px)` }}
              />
            ))}
          </div>
        )}
        {hydrated ? (
          <Suspense fallback={null}>
            <ResultsMap points={points} tileUrl={tileUrl} onShown={() => setMapShown(true)} />
          </Suspense>
        ) : (
          <noscript>
            {/* Over the server's picture of the area (positioned, so after it on top). */}
            <p className="relative flex h-full items-center justify-center p-4 text-center text-sm">
              <span className="rounded-lg bg-white/90 px-3 py-2 text-gray-700 shadow-sm">
                Mapa wyświetla się w przeglądarce z włączonym JavaScriptem.
              </span>
            </p>
          </noscript>
        )}
      </div>
      <p className="mt-3 text-sm text-gray-600">
        {capped
          ? `Na mapie widać ${points.length} najnowszych ofert. Zawęź wyszukiwanie filtrami, aby zobaczyć pozostałe.`
          : "Oferty bez dokładnego adresu są pokazane w przybliżonym miejscu, w okolicy swojej miejscowości."}
      </p>
    </section>
  );
}
