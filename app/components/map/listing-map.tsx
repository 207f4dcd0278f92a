import type { MapPoint } from "@shared/map-area";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Button } from "../ui/button";

/** Leaflet comes with this module: only once the map is about to be seen (or asked for). */
const AreaMap = lazy(() => import("./area-map").then((m) => ({ default: m.AreaMap })));

function caption(radius: number): string {
  if (radius === 0) return "Dokładna lokalizacja wskazana przez sprzedającego.";
  const size = radius >= 1000 ? `${(radius / 1000).toLocaleString("pl-PL")} km` : `${radius} m`;
  return `Przybliżona lokalizacja: oferta znajduje się w zaznaczonym obszarze (promień ok. ${size}).`;
}

/**
 * "Lokalizacja" on the listing page: a box the size of the map that loads the map when it
 * comes near the screen or on "Pokaż mapę", so a visitor who never scrolls there loads nothing.
 */
export function ListingMap({ point, tileUrl }: { point: MapPoint | null; tileUrl: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || shown) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  if (!point) return null;
  return (
    <section aria-labelledby="map-heading" className="mt-8">
      <h2 id="map-heading" className="text-xl font-semibold">
        Lokalizacja
      </h2>
      <p className="mt-1 text-sm text-gray-600">{caption(point.radius)}</p>
      <div
        ref={box}
        className="relative isolate mt-3 h-64 overflow-hidden rounded-2xl border border-gray-200 bg-gray-100 sm:h-80"
      >
        {shown ? (
          <Suspense fallback={null}>
            <AreaMap point={point} tileUrl={tileUrl} />
          </Suspense>
        ) : (
          <div className="flex h-full items-center justify-center">
            <Button variant="secondary" onClick={() => setShown(true)}>
              Pokaż mapę
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
