import { LOCATION_CENTRES, type MapListing, type PreviewTile } from "./map-area.ts";

/** A results page's map: its points with the tile source and the server's first picture. */
export function mapView<Map extends { points: MapListing[] }>(map: Map, tileUrl: string) {
  return { ...map, tileUrl, preview: mapPreview(map.points, tileUrl) };
}

const TILE = 256;
/** The box the preview is fitted to: the map on a 390 px phone (its width, 70 % of 844 px). */
const BOX = { width: 358, height: 590 };
/** As the interactive map (results-map.tsx): 24 px around the offers, zoom 15 at most. */
const PADDING = 24;
const MAX_ZOOM = 15;
const EMPTY_ZOOM = 11;

/**
 * The map view's first picture, drawn by the server: the tiles around the view the interactive
 * map opens on at a phone's size (Leaflet's fitBounds of the offers), as plain images placed from
 * the box's centre. The map's code (Leaflet, ~45 KB gzipped) arrives after the page; until its
 * own tiles have loaded the visitor sees where the offers are instead of a grey box, and without
 * JavaScript the area at least. The rows and columns around the middle cover a desktop's box too.
 */
export function mapPreview(points: MapListing[], tileUrl: string): PreviewTile[] {
  const { zoom, x, y } = points.length ? fitted(points) : centred();
  const column = Math.floor(x / TILE);
  const row = Math.floor(y / TILE);
  const last = 2 ** zoom - 1;
  const tiles: PreviewTile[] = [];
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -3; dx <= 3; dx++) {
      const tx = column + dx;
      const ty = row + dy;
      if (tx < 0 || ty < 0 || tx > last || ty > last) continue;
      tiles.push({
        src: tileHref(tileUrl, zoom, tx, ty),
        left: Math.round(tx * TILE - x),
        top: Math.round(ty * TILE - y),
        wide: Math.abs(dx) > 1,
      });
    }
  }
  // Nearest the middle first: the ones a phone shows load before a desktop's edges.
  return tiles.sort((a, b) => distance(a) - distance(b));
}

function fitted(points: MapListing[]) {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [north, south] = [Math.max(...lats), Math.min(...lats)];
  const [east, west] = [Math.max(...lngs), Math.min(...lngs)];
  let zoom = MAX_ZOOM;
  while (zoom > 0) {
    const width = worldX(east, zoom) - worldX(west, zoom) + 2 * PADDING;
    const height = worldY(south, zoom) - worldY(north, zoom) + 2 * PADDING;
    if (width <= BOX.width && height <= BOX.height) break;
    zoom -= 1;
  }
  return {
    zoom,
    x: (worldX(east, zoom) + worldX(west, zoom)) / 2,
    y: (worldY(south, zoom) + worldY(north, zoom)) / 2,
  };
}

function centred() {
  const { lat, lng } = LOCATION_CENTRES.lezajsk;
  return { zoom: EMPTY_ZOOM, x: worldX(lng, EMPTY_ZOOM), y: worldY(lat, EMPTY_ZOOM) };
}

/** Web Mercator pixel coordinates of the whole world at `zoom` (256 px tiles), as Leaflet's. */
function worldX(lng: number, zoom: number): number {
  return ((lng + 180) / 360) * TILE * 2 ** zoom;
}

function worldY(lat: number, zoom: number): number {
  const phi = (lat * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * TILE * 2 ** zoom;
}

/** MAP_TILE_URL with Leaflet's placeholders filled ({s}: the first subdomain; {r}: no retina). */
function tileHref(template: string, zoom: number, x: number, y: number): string {
  return template
    .replaceAll("{s}", "a")
    .replaceAll("{r}", "")
    .replaceAll("{z}", String(zoom))
    .replaceAll("{x}", String(x))
    .replaceAll("{y}", String(y));
}

function distance(tile: PreviewTile): number {
  return Math.hypot(tile.left + TILE / 2, tile.top + TILE / 2);
}
