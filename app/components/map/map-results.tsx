import type { MapListing } from "@shared/map-area";
import type { ReactNode } from "react";
import { lazy, Suspense } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/** Leaflet and the clustering come with this module, after the page has hydrated. */
const ResultsMap = lazy(() => import("./results-map").then((m) => ({ default: m.ResultsMap })));

type Props = {
  heading: string;
  /** The filters' button, the chips and the view switch. */
  toolbar: ReactNode;
  points: MapListing[];
  /** More listings matched than the map shows. */
  capped: boolean;
  tileUrl: string;
};

/** The map view of results: the heading with the count, the toolbar and the clustered map. */
export function MapResults({ heading, toolbar, points, capped, tileUrl }: Props) {
  const hydrated = useHydrated();
  return (
    <section
      aria-labelledby="results-heading"
      className="mx-auto max-w-7xl px-4 py-4 sm:px-6 sm:py-8"
    >
      <h2
        id="results-heading"
        className="mb-4 text-2xl font-bold tracking-tight text-gray-900 sm:mb-6"
      >
        {heading}
      </h2>
      {toolbar}
      <div className="relative isolate h-[70vh] min-h-80 overflow-hidden rounded-2xl border border-gray-200 bg-gray-100">
        {hydrated ? (
          <Suspense fallback={null}>
            <ResultsMap points={points} tileUrl={tileUrl} />
          </Suspense>
        ) : (
          <noscript>
            <p className="flex h-full items-center justify-center p-4 text-center text-sm text-gray-600">
              Mapa wyświetla się w przeglądarce z włączonym JavaScriptem.
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
