import type { LocationSlug } from "../../shared/locations.ts";
import { LOCATION_CENTRES, type MapPoint } from "../../shared/map-area.ts";

/** A circle of this radius (m) around the approximate point always contains the exact one. */
export const AREA_RADIUS = 500;
/** Without an exact point the map shows the place: a circle around its centre. */
export const PLACE_RADIUS = 1500;

// Grid cells of about 556 × 535 m at Leżajsk's latitude: the exact point is at most ~390 m from
// its cell's centre, inside AREA_RADIUS.
const LAT_STEP = 0.005;
const LNG_STEP = 0.0075;

/** Six decimals (~0.1 m), as the columns store them. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The centre of the grid cell holding the exact point: the same for every point in the cell and
 * for every request (no random offset to average out over many page views), so the page says
 * "somewhere within 500 m" and nothing more.
 */
export function approximatePoint(lat: number, lng: number): { lat: number; lng: number } {
  const snap = (value: number, step: number) => round6((Math.floor(value / step) + 0.5) * step);
  const centre = { lat: snap(lat, LAT_STEP), lng: snap(lng, LNG_STEP) };
  // A point exactly at a centre would be given away: its cell's corner is as close to it.
  if (centre.lat === round6(lat) && centre.lng === round6(lng)) {
    return { lat: round6(centre.lat + LAT_STEP / 2), lng: round6(centre.lng + LNG_STEP / 2) };
  }
  return centre;
}

export type PointSource = {
  location: LocationSlug | null;
  lat: number | null;
  lng: number | null;
  showExactLocation: boolean;
};

/**
 * What a visitor may see of a listing's place (the only thing a public page or the map view
 * sends; the exact point stays on the server unless its owner chose to show it). Null for an
 * imported listing outside the region without a point.
 */
export function publicPoint(row: PointSource): MapPoint | null {
  if (row.lat !== null && row.lng !== null) {
    if (row.showExactLocation) return { lat: row.lat, lng: row.lng, radius: 0 };
    return { ...approximatePoint(row.lat, row.lng), radius: AREA_RADIUS };
  }
  if (!row.location) return null;
  return { ...LOCATION_CENTRES[row.location], radius: PLACE_RADIUS };
}

/**
 * A marker for the map view: listings known only by their place are spread around its centre
 * (within ~450 m, by their id, so a marker keeps its spot) instead of all sharing one point.
 */
export function markerPoint(id: string, point: MapPoint): { lat: number; lng: number } {
  if (point.radius !== PLACE_RADIUS) return { lat: point.lat, lng: point.lng };
  const hex = id.replace(/-/g, "");
  const unit = (offset: number) => Number.parseInt(hex.slice(offset, offset + 4), 16) / 0xffff;
  return {
    lat: round6(point.lat + (unit(0) - 0.5) * 0.008),
    lng: round6(point.lng + (unit(4) - 0.5) * 0.012),
  };
}
