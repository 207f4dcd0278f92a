import { describe, expect, it } from "vitest";
import { LOCATION_CENTRES, type MapListing } from "./map-area.ts";
import { mapPreview } from "./map-preview.ts";

const TILES = "https://{s}.tile.example/{z}/{x}/{y}{r}.png";
const at = (lat: number, lng: number): MapListing => ({
  id: `${lat},${lng}`,
  title: "Mieszkanie",
  price: 350_000,
  transactionType: "sprzedaz",
  image: "/stock/mieszkanie.webp",
  lat,
  lng,
});
const zoomOf = (src: string) => Number(/example\/(\d+)\//.exec(src)?.[1]);

describe("the map view's first picture", () => {
  it("with no offers shows Leżajsk at zoom 11, the tile under the centre first", () => {
    const tiles = mapPreview([], TILES);
    // Leżajsk (50.2625 N, 22.4193 E) lies in tile 1151/692 at zoom 11.
    expect(tiles[0].src).toBe("https://a.tile.example/11/1151/692.png");
    expect(tiles[0].left).toBeLessThanOrEqual(0);
    expect(tiles[0].left).toBeGreaterThan(-256);
    expect(tiles[0].top).toBeLessThanOrEqual(0);
    expect(tiles[0].top).toBeGreaterThan(-256);
    expect(tiles).toHaveLength(35);
    // A phone's box (358 px wide) needs the middle three columns; the others only a wider one.
    expect(tiles.filter((tile) => !tile.wide)).toHaveLength(15);
    expect(tiles.filter((tile) => !tile.wide).every((tile) => Math.abs(tile.left) < 512)).toBe(
      true,
    );
  });

  it("fits the offers into a phone's box with 24 px to spare, as the interactive map does", () => {
    const town = LOCATION_CENTRES.lezajsk;
    const one = mapPreview([at(town.lat, town.lng)], TILES);
    expect(zoomOf(one[0].src)).toBe(15);
    // Leżajsk to Nowa Sarzyna: ~9 km apart, too wide for zoom 13 in 358 px, not for 12.
    const sarzyna = LOCATION_CENTRES["nowa-sarzyna"];
    const two = mapPreview([at(town.lat, town.lng), at(sarzyna.lat, sarzyna.lng)], TILES);
    expect(zoomOf(two[0].src)).toBe(12);
    // Every tile at the same zoom, one tile apart.
    expect(new Set(two.map((tile) => zoomOf(tile.src)))).toEqual(new Set([12]));
    const phase = (px: number) => ((px % 256) + 256) % 256;
    for (const tile of two) expect(phase(tile.left)).toBe(phase(two[0].left));
  });
});
