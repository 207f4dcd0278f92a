import type { ImportPolicy } from "../import/fetch-remote.ts";
import { fetchImportedImage } from "../import/import-from-url.ts";
import type { Storage } from "../storage/storage.ts";
import { linkedImageBytes } from "./linked-image.ts";

/**
 * The photo store of panel forms: portal photos and linked images are fetched through the
 * SSRF-safe fetcher (portal photos from the portals' hosts only), a link to one of our own
 * photos is copied from the storage (linkedImageBytes). `siteUrl` is the site's base URL;
 * `linkTimeoutMs` is for tests.
 */
export function panelPhotoStore(
  storage: Storage,
  importPolicy: ImportPolicy,
  options: { siteUrl?: string; linkTimeoutMs?: number } = {},
) {
  return {
    storage,
    importPolicy,
    fetchImage: async (url: string) => new Uint8Array(await fetchImportedImage(url, importPolicy)),
    fetchLink: (url: string) =>
      linkedImageBytes(url, {
        storage,
        policy: importPolicy,
        siteUrl: options.siteUrl,
        timeoutMs: options.linkTimeoutMs,
      }),
  };
}
