import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { mapTileSource } from "./map-tile-source.ts";

describe("mapTileSource", () => {
  it("allows exactly the tile host, its port and its subdomains", () => {
    expect(mapTileSource("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe(
      "https://tile.openstreetmap.org",
    );
    expect(mapTileSource("http://127.0.0.1:41234/tiles/{z}/{x}/{y}.png")).toBe(
      "http://127.0.0.1:41234",
    );
    expect(mapTileSource("https://{s}.Tiles.Example.org/osm/{z}/{x}/{y}@2x.png?key=a")).toBe(
      "https://*.tiles.example.org",
    );
  });
});

describe("MAP_TILE_URL", () => {
  it("defaults to OpenStreetMap's tile server and refuses what is not a tile template", () => {
    expect(loadConfig({ DATA_DIR: "/tmp/okolica-map-config" }).mapTileUrl).toBe(
      "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    );
    expect(() =>
      loadConfig({ DATA_DIR: "/tmp/okolica-map-config", MAP_TILE_URL: "ftp://tiles/{z}/{x}/{y}" }),
    ).toThrow(/MAP_TILE_URL: musi być adresem http\(s\) kafelków/);
    expect(() =>
      loadConfig({
        DATA_DIR: "/tmp/okolica-map-config",
        MAP_TILE_URL: "https://tiles.example.org/",
      }),
    ).toThrow(/MAP_TILE_URL/);
  });
});
