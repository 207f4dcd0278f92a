import {
  ANY_PUBLIC_HOST,
  fetchRemote,
  type ImportPolicy,
  RemoteFetchError,
} from "../import/fetch-remote.ts";
import { isValidKey } from "../storage/keys.ts";
import { S3_PRIVATE_PREFIX } from "../storage/s3-storage.ts";
import type { Storage } from "../storage/storage.ts";
import { ImageRejectedError, MAX_IMAGE_BYTES } from "./process-image.ts";

/**
 * One linked image may take this long: a save fetches at most LISTING_LIMITS.fetchedPhotosMax
 * of them, LINKED_IMAGE_CONCURRENCY at a time, so a save waits at most about 40 s for them.
 */
export const LINKED_IMAGE_TIMEOUT_MS = 8_000;
export const LINKED_IMAGE_CONCURRENCY = 4;

export const IMAGE_ACCEPT = "image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8";

/**
 * The fetcher's policy for images people link to: any host, as long as every address it
 * resolves to is public (the fetcher's own checks); the tests' overrides and CA are kept.
 */
export function linkedImagePolicy(policy: ImportPolicy): ImportPolicy {
  return { ...policy, allowedHosts: [ANY_PUBLIC_HOST] };
}

/**
 * Fetches an image someone gave by its address, once, through the SSRF-safe fetcher: over
 * https, 5 MB and LINKED_IMAGE_TIMEOUT_MS at most. Its content is checked afterwards like an
 * upload's. A failure throws ImageRejectedError 'unreachable' naming the address and the reason.
 */
export async function fetchLinkedImage(
  url: string,
  policy: ImportPolicy,
  timeoutMs = LINKED_IMAGE_TIMEOUT_MS,
): Promise<Uint8Array> {
  try {
    const response = await fetchRemote(url, linkedImagePolicy(policy), {
      accept: IMAGE_ACCEPT,
      maxBytes: MAX_IMAGE_BYTES,
      timeoutMs,
    });
    return new Uint8Array(response.body);
  } catch (error) {
    if (!(error instanceof RemoteFetchError)) throw error;
    throw new ImageRejectedError(
      "unreachable",
      `Nie udało się pobrać zdjęcia z adresu ${shownUrl(url)}: ${why(error, timeoutMs)}.`,
      { cause: error },
    );
  }
}

/** An address as messages show it: a long one is cut, so the message stays readable. */
export function shownUrl(url: string): string {
  return url.length > 80 ? `${url.slice(0, 79)}…` : url;
}

/**
 * The bytes of a linked image. A photo already in our public storage (its public URL, or its
 * address on this site, `siteUrl`) is read from the storage: it may be on a private network or
 * plain http, which the fetcher rightly refuses. Anything else is fetched (fetchLinkedImage).
 * Either way the caller stores it as the linking row's own copy.
 */
export async function linkedImageBytes(
  url: string,
  deps: { storage: Storage; policy: ImportPolicy; siteUrl?: string; timeoutMs?: number },
): Promise<Uint8Array> {
  const key = ownStorageKey(url, deps.storage, deps.siteUrl);
  if (key) {
    const file = await deps.storage.get(key);
    if (file) return file.body;
    throw new ImageRejectedError(
      "unreachable",
      `Nie udało się pobrać zdjęcia z adresu ${shownUrl(url)}: nie ma tam pliku.`,
    );
  }
  return fetchLinkedImage(url, deps.policy, deps.timeoutMs);
}

/**
 * The storage key behind one of our public photos' URLs, or null for any other address. Only
 * WebP pictures outside the private prefix (message attachments share an S3 bucket) qualify.
 */
function ownStorageKey(url: string, storage: Storage, siteUrl?: string): string | null {
  const base = storage.publicUrl("k").slice(0, -1);
  let absoluteBase: string;
  try {
    absoluteBase = new URL(base, siteUrl).href;
  } catch {
    return null;
  }
  if (!url.startsWith(absoluteBase)) return null;
  const key = url.slice(absoluteBase.length);
  return isValidKey(key) && key.endsWith(".webp") && !key.startsWith(S3_PRIVATE_PREFIX)
    ? key
    : null;
}

function why(error: RemoteFetchError, timeoutMs: number): string {
  switch (error.reason) {
    case "not_https":
      return "adres musi zaczynać się od https://";
    case "host_not_allowed":
      return "adres nie może zawierać loginu, hasła ani numeru portu";
    case "private_address":
      return "adres prowadzi do sieci wewnętrznej";
    case "too_many_redirects":
      return "serwer przekierowuje zbyt wiele razy";
    case "http_status":
      return error.httpStatus === 404 || error.httpStatus === 410
        ? `nie ma tam pliku (HTTP ${error.httpStatus})`
        : `serwer odpowiedział błędem (HTTP ${error.httpStatus})`;
    case "too_large":
      return "plik jest większy niż 5 MB";
    case "timeout":
      return `serwer nie odpowiedział w ciągu ${Math.round(timeoutMs / 1000)} s`;
    case "network":
      return "nie udało się połączyć z serwerem";
  }
}
