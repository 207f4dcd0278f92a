/**
 * The CSP img-src source that admits a tile template's images: its scheme and host (with the
 * port), a `{s}` subdomain placeholder becoming a wildcard (`https://{s}.tile.example.org/…` →
 * `https://*.tile.example.org`). Only that host, not "any https image".
 */
export function mapTileSource(tileUrl: string): string {
  const match = /^(https?):\/\/([^/]+)/.exec(tileUrl);
  if (!match) throw new Error(`MAP_TILE_URL is not an http(s) address: ${tileUrl}`);
  const [, scheme, host] = match;
  return `${scheme}://${host.replace("{s}", "*").toLowerCase()}`;
}
