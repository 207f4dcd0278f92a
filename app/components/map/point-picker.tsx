import type { LocationSlug } from "@shared/locations";
import { LOCATION_CENTRES } from "@shared/map-area";
import { useEffect, useRef } from "react";
import { createMap, L, MAP_COLOUR } from "./leaflet-map";

type Point = { lat: number; lng: number };

/**
 * A map to click the listing's exact point on: it starts at the point, else at the chosen
 * place's centre (else Leżajsk); a click moves the marker and reports the point.
 */
export function PointPicker({
  point,
  location,
  tileUrl,
  onPick,
}: {
  point: Point | null;
  location: string;
  tileUrl: string;
  onPick: (point: Point) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  // The map is made once; the marker follows `point` below.
  const marker = useRef<L.CircleMarker | null>(null);
  const start = useRef(
    point ?? LOCATION_CENTRES[location as LocationSlug] ?? LOCATION_CENTRES.lezajsk,
  );
  const map = useRef<L.Map | null>(null);
  useEffect(() => {
    if (!element.current) return;
    const created = createMap(element.current, tileUrl);
    created.setView(start.current, 15);
    created.on("click", (event: L.LeafletMouseEvent) => {
      pick.current({ lat: event.latlng.lat, lng: event.latlng.lng });
    });
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tileUrl]);
  useEffect(() => {
    if (!map.current) return;
    marker.current?.remove();
    marker.current = point
      ? L.circleMarker([point.lat, point.lng], {
          radius: 9,
          color: "#fff",
          weight: 3,
          fillColor: MAP_COLOUR,
          fillOpacity: 1,
        }).addTo(map.current)
      : null;
  }, [point]);
  return <div ref={element} className="h-full w-full cursor-crosshair" />;
}
