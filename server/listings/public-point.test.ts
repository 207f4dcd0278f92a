import { describe, expect, it } from "vitest";
import { LOCATION_CENTRES } from "../../shared/map-area.ts";
import {
  AREA_RADIUS,
  approximatePoint,
  markerPoint,
  PLACE_RADIUS,
  publicPoint,
} from "./public-point.ts";

/** Metres between two points (haversine). */
function distance(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

// A spread of points over the county, the grid's cell centres and corners among them.
const POINTS = [
  { lat: 50.2625, lng: 22.4193 },
  { lat: 50.2675, lng: 22.41375 },
  { lat: 50.265, lng: 22.4175 },
  { lat: 50.0011, lng: 22.1001 },
  { lat: 50.4499, lng: 22.7499 },
  ...Array.from({ length: 200 }, (_, i) => ({
    lat: Math.round((49.9 + ((i * 7919) % 5500) / 10_000) * 1e6) / 1e6,
    lng: Math.round((22.1 + ((i * 104_729) % 6500) / 10_000) * 1e6) / 1e6,
  })),
];

describe("approximatePoint", () => {
  it("never equals the exact point, is within the circle and the same on every call", () => {
    for (const point of POINTS) {
      const area = approximatePoint(point.lat, point.lng);
      expect(area).not.toEqual(point);
      expect(distance(area, point)).toBeLessThan(AREA_RADIUS);
      expect(approximatePoint(point.lat, point.lng)).toEqual(area);
    }
  });

  it("gives nearby points the same area, so it does not follow the exact point", () => {
    expect(approximatePoint(50.2626, 22.4194)).toEqual(approximatePoint(50.2629, 22.4199));
  });
});

describe("publicPoint", () => {
  const exact = { lat: 50.26317, lng: 22.41884 };

  it("shows a marked point exactly only when its owner chose to", () => {
    expect(publicPoint({ location: "lezajsk", ...exact, showExactLocation: true })).toEqual({
      ...exact,
      radius: 0,
    });
    const hidden = publicPoint({ location: "lezajsk", ...exact, showExactLocation: false });
    expect(hidden).toMatchObject({ radius: AREA_RADIUS });
    expect(hidden).not.toMatchObject(exact);
  });

  it("falls back to the place's centre, or nothing outside the region", () => {
    const none = { lat: null, lng: null, showExactLocation: false };
    expect(publicPoint({ location: "jelna", ...none })).toEqual({
      ...LOCATION_CENTRES.jelna,
      radius: PLACE_RADIUS,
    });
    expect(publicPoint({ location: null, ...none })).toBeNull();
  });
});

describe("markerPoint", () => {
  it("spreads listings known by their place around its centre, each always in one spot", () => {
    const place = { ...LOCATION_CENTRES.lezajsk, radius: PLACE_RADIUS };
    const a = markerPoint("0f3a9c1e-0000-4000-8000-000000000001", place);
    const b = markerPoint("c2d41b77-0000-4000-8000-000000000002", place);
    expect(a).not.toEqual(b);
    expect(markerPoint("0f3a9c1e-0000-4000-8000-000000000001", place)).toEqual(a);
    expect(distance(a, place)).toBeLessThan(600);
    const area = { lat: 50.2625, lng: 22.41875, radius: AREA_RADIUS };
    expect(markerPoint("0f3a9c1e-0000-4000-8000-000000000001", area)).toEqual({
      lat: area.lat,
      lng: area.lng,
    });
  });
});
