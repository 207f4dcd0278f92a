import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/**
 * A local stand-in for the map's tile server (MAP_TILE_URL): every `/{z}/{x}/{y}.png` is the
 * same 256×256 PNG, so maps render in tests without the internet.
 */
export async function startTileStub() {
  const tile = await sharp({
    create: { width: 256, height: 256, channels: 3, background: "#e5e7eb" },
  })
    .png()
    .toBuffer();
  const server = http.createServer((request, response) => {
    if (/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? "")) {
      response.writeHead(200, { "content-type": "image/png", "cache-control": "no-store" });
      response.end(tile);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
