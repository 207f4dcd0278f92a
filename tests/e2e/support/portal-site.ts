import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { OTODOM_SEARCH_URL, otodomSearchPages } from "../../../server/import/test-portal.ts";
import { startTestSite } from "../../../server/import/test-site.ts";
import { ROOT } from "./server.ts";

/** The Otodom fixture's page, as a user would paste it. */
export const OTODOM_FIXTURE_URL =
  "https://www.otodom.pl/pl/oferta/mieszkanie-3-pokojowe-z-balkonem-ul-mickiewicza-ID4qWxY";

/** The Otodom search-results fixture's page, for the import from a portal. */
export { OTODOM_SEARCH_URL };

const HOSTS = ["www.otodom.pl", "ireland.apollo.olxcdn.com"];

/**
 * A local HTTPS stand-in for Otodom and its photo CDN, so the imports by URL and from a search
 * page run end to end without the internet: the app reaches it through IMPORT_TEST_HOSTS and
 * trusts its throwaway certificate through NODE_EXTRA_CA_CERTS (both returned as `env`).
 */
export async function startPortalSite(dataDir: string) {
  const page = readFileSync(path.join(ROOT, "tests/fixtures/import/otodom.html"));
  const search = otodomSearchPages();
  const photo = await sharp({
    create: { width: 1280, height: 960, channels: 3, background: "#c84" },
  })
    .jpeg()
    .toBuffer();
  const site = await startTestSite(HOSTS, (request, response) => {
    const url = new URL(request.url ?? "/", `https://${request.headers.host}`);
    if (url.hostname === "ireland.apollo.olxcdn.com" && url.pathname.startsWith("/v1/files/")) {
      response.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
    } else if (`${url.origin}${url.pathname}` === OTODOM_SEARCH_URL) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(search.search);
    } else if (url.hostname === "www.otodom.pl" && url.pathname.startsWith("/pl/oferta/")) {
      const listing = search.listing(url.pathname.slice("/pl/oferta/".length)) ?? page;
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(listing);
    } else {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
    }
  });
  const caFile = path.join(dataDir, "portal-ca.pem");
  writeFileSync(caFile, site.ca);
  return {
    stop: site.close,
    env: {
      IMPORT_TEST_HOSTS: HOSTS.map((h) => `${h}=127.0.0.1:${site.port}`).join(","),
      NODE_EXTRA_CA_CERTS: caFile,
    },
  };
}
