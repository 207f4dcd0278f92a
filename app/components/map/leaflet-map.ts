// Only the maps' lazily loaded modules import this file: Leaflet and its stylesheet (~45 KB
// gzipped) load when a map is shown, never with a page.
import L from "leaflet";
import "leaflet/dist/leaflet.css";

export { L };

/** The map's outlines and markers: the site's brand green (app.css, --color-brand-700). */
export const MAP_COLOUR = "#047857";

const ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/**
 * A Leaflet map on `element` with the configured tiles (MAP_TILE_URL) and their attribution,
 * Polish zoom buttons, and no zooming by the mouse wheel (scrolling the page must not zoom it).
 */
export function createMap(element: HTMLElement, tileUrl: string): L.Map {
  const map = L.map(element, { zoomControl: false, scrollWheelZoom: false });
  map.attributionControl.setPrefix(false);
  L.control.zoom({ zoomInTitle: "Przybliż", zoomOutTitle: "Oddal" }).addTo(map);
  L.tileLayer(tileUrl, { attribution: ATTRIBUTION, maxZoom: 18 }).addTo(map);
  return map;
}
