import { lazy, Suspense, useState } from "react";
import { Button } from "../ui/button";

/** Leaflet loads only when the owner opens the map. */
const PointPicker = lazy(() =>
  import("../map/point-picker").then((m) => ({ default: m.PointPicker })),
);

type Point = { lat: number; lng: number };

const format = (n: number) => n.toLocaleString("pl-PL", { maximumFractionDigits: 5 });

/**
 * The listing's exact point, optional: "Zaznacz na mapie" opens a map to click it on (hidden
 * fields carry it), and "Pokaż dokładną lokalizację" (off by default) lets visitors see it
 * exactly instead of an area around it. The server checks both with the form's schema.
 */
export function PointField({
  start,
  location,
  showExact,
  tileUrl,
  error,
}: {
  start: Point | null;
  /** The chosen place: the map opens there when no point is set. */
  location: string;
  showExact: boolean;
  tileUrl: string;
  error?: string;
}) {
  const [point, setPoint] = useState(start);
  const [open, setOpen] = useState(false);
  return (
    <fieldset className="space-y-3" aria-describedby="listing-point-hint">
      <legend className="font-medium text-gray-900">Dokładna lokalizacja (opcjonalnie)</legend>
      <p id="listing-point-hint" className="text-sm text-gray-600">
        Odwiedzający zobaczą tylko obszar ok. 500 m wokół zaznaczonego punktu, chyba że zaznaczysz
        „Pokaż dokładną lokalizację”.
      </p>
      <input type="hidden" name="lat" value={point?.lat ?? ""} />
      <input type="hidden" name="lng" value={point?.lng ?? ""} />
      {open ? (
        <div className="relative isolate h-72 overflow-hidden rounded-lg border border-gray-200 bg-gray-100">
          <Suspense fallback={null}>
            <PointPicker point={point} location={location} tileUrl={tileUrl} onPick={setPoint} />
          </Suspense>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {open ? null : (
          <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
            Zaznacz na mapie
          </Button>
        )}
        {point ? (
          <>
            <span className="text-sm text-gray-700">
              Zaznaczony punkt: {format(point.lat)}, {format(point.lng)}
            </span>
            <Button type="button" variant="ghost" size="sm" onClick={() => setPoint(null)}>
              Usuń punkt
            </Button>
          </>
        ) : open ? (
          <span className="text-sm text-gray-700">Kliknij na mapie miejsce nieruchomości.</span>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <label className="flex items-center gap-3 text-sm font-medium text-gray-900">
        <input
          type="checkbox"
          name="showExactLocation"
          defaultChecked={showExact}
          className="size-4 accent-brand-700"
        />
        Pokaż dokładną lokalizację
      </label>
    </fieldset>
  );
}
