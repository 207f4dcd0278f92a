import type { MapPoint } from "@shared/map-area";
import { useEffect, useRef } from "react";
import { createMap, L, MAP_COLOUR } from "./leaflet-map";

/** The listing's place: a circle around its approximate point, or a dot at its exact point. */
export function AreaMap({ point, tileUrl }: { point: MapPoint; tileUrl: string }) {
  const element = useRef<HTMLDivElement>(null);
  const { lat, lng, radius } = point;
  useEffect(() => {
    if (!element.current) return;
    const map = createMap(element.current, tileUrl);
    const centre = L.latLng(lat, lng);
    if (radius > 0) {
      map.fitBounds(centre.toBounds(radius * 2));
      L.circle(centre, { radius, color: MAP_COLOUR, weight: 2, fillOpacity: 0.15 }).addTo(map);
    } else {
      map.setView(centre, 16);
      L.circleMarker(centre, {
        radius: 9,
        color: "#fff",
        weight: 3,
        fillColor: MAP_COLOUR,
        fillOpacity: 1,
      }).addTo(map);
    }
    return () => {
      map.remove();
    };
  }, [lat, lng, radius, tileUrl]);
  return <div ref={element} className="h-full w-full" />;
}
