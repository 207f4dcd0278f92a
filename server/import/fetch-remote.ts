import { lookup as dnsLookup } from "node:dns/promises";
import type { IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { pipeline, type Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { AppError } from "../errors.ts";

export const FETCH_TIMEOUT_MS = 10_000;
/**
 * How long reaching a portal may take (lookup, TCP and TLS): one that does not answer by then is
 * unreachable, said as soon as this, whether a listing's page or a search page was asked for.
 */
export const CONNECT_TIMEOUT_MS = 5_000;
export const MAX_REMOTE_BYTES = 5 * 1024 * 1024;
export const MAX_REDIRECTS = 5;

/** The allowedHosts entry for "any host on the public internet". */
export const ANY_PUBLIC_HOST = "*";

export type ResolvedAddress = { address: string; family: number };

/**
 * Where the server may fetch from. Everything but `allowedHosts` exists for tests: production
 * uses the system resolver and trust store.
 */
export type ImportPolicy = {
  /**
   * Exact hosts or registrable domains; a domain also allows its subdomains. ANY_PUBLIC_HOST
   * allows every host whose addresses are public (images people link to).
   */
  allowedHosts: readonly string[];
  /** DNS in place of the system resolver; its answers are checked like the system's. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /**
   * Tests only: connect to this IP and port instead of resolving the hostname. Trusted, so they
   * skip the private-address check; the TLS server name and Host header stay the real ones.
   */
  hostOverrides?: Readonly<Record<string, { host: string; port: number }>>;
  /** Tests only: the CA to trust instead of the system store (a PEM). */
  ca?: string | Buffer;
};

export type RemoteResponse = {
  /** After redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
};

export type RemoteFetchFailure =
  | "not_https"
  | "host_not_allowed"
  | "private_address"
  | "too_many_redirects"
  | "http_status"
  | "too_large"
  | "timeout"
  | "network";

/** A refused or failed fetch; `reason` lets callers word it for what they fetched. */
export class RemoteFetchError extends AppError {
  readonly reason: RemoteFetchFailure;
  readonly httpStatus: number | undefined;

  constructor(
    reason: RemoteFetchFailure,
    message: string,
    options?: { cause?: unknown; httpStatus?: number },
  ) {
    const notFound = options?.httpStatus === 404 || options?.httpStatus === 410;
    super(notFound ? "not_found" : "invalid", message, options);
    this.name = "RemoteFetchError";
    this.reason = reason;
    this.httpStatus = options?.httpStatus;
  }
}

export const HTML_ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8";

const BASE_HEADERS = {
  // Portals answer bots with a captcha page; a plain browser gets the listing.
  "user-agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  "accept-language": "pl-PL,pl;q=0.9,en;q=0.5",
  "accept-encoding": "gzip, deflate, br",
  connection: "close",
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * GETs a URL on an allowed host over https without letting it reach the server's own network:
 * every hop (up to 5 redirects) is checked again, and the addresses a name resolves to are
 * checked inside the connection's own lookup, so a DNS answer that changes between a check and
 * the connect (rebinding) cannot slip through. No cookies are sent or kept; 5 s to connect to
 * each hop ('Nie udało się połączyć z portalem.') and 10 s for the whole exchange; the body is capped (5 MB by default) while it streams. Non-2xx answers throw.
 */
export async function fetchRemote(
  url: string,
  policy: ImportPolicy,
  opts: { accept?: string; maxBytes?: number; timeoutMs?: number } = {},
): Promise<RemoteResponse> {
  const maxBytes = opts.maxBytes ?? MAX_REMOTE_BYTES;
  const deadline = AbortSignal.timeout(opts.timeoutMs ?? FETCH_TIMEOUT_MS);
  try {
    let current = checkUrl(url, policy);
    for (let redirects = 0; ; redirects++) {
      const response = await send(current, policy, opts.accept ?? HTML_ACCEPT, deadline);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(status) && location) {
        response.destroy();
        if (redirects === MAX_REDIRECTS) {
          throw new RemoteFetchError("too_many_redirects", "Portal przekierowuje zbyt wiele razy.");
        }
        current = checkUrl(resolveLocation(location, current), policy);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw httpStatusError(status);
      }
      return {
        url: current.href,
        status,
        contentType: response.headers["content-type"] ?? "",
        body: await readBody(response, maxBytes),
      };
    }
  } catch (error) {
    if (error instanceof RemoteFetchError) throw error;
    if (deadline.aborted && !(error instanceof NotConnectedError)) {
      throw new RemoteFetchError("timeout", "Przekroczono czas oczekiwania na odpowiedź portalu.", {
        cause: error,
      });
    }
    throw new RemoteFetchError("network", "Nie udało się połączyć z portalem.", { cause: error });
  }
}

/** True when `hostname` is an allowed host or a subdomain of one. */
export function isAllowedHost(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return allowedHosts.some(
    (allowed) => allowed === ANY_PUBLIC_HOST || host === allowed || host.endsWith(`.${allowed}`),
  );
}

function checkUrl(raw: string, policy: ImportPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch (error) {
    throw new RemoteFetchError("not_https", "Nieprawidłowy adres URL.", { cause: error });
  }
  if (url.protocol !== "https:") {
    throw new RemoteFetchError("not_https", "Adres URL musi zaczynać się od https://.", {
      cause: raw,
    });
  }
  // Credentials or another port are never part of a portal's page or image address.
  if (
    url.username ||
    url.password ||
    url.port ||
    !isAllowedHost(url.hostname, policy.allowedHosts)
  ) {
    throw new RemoteFetchError("host_not_allowed", "Ten portal nie jest obsługiwany.", {
      cause: raw,
    });
  }
  // An address written as an IP is connected to without a lookup, so checkedLookup never sees
  // it: with any host allowed, https://127.0.0.1/ must be refused here.
  if (isIP(url.hostname.replace(/^\[|\]$/g, "")) && !isPublicAddress(url.hostname)) {
    throw new RemoteFetchError("private_address", "Adres prowadzi do sieci wewnętrznej.", {
      cause: raw,
    });
  }
  url.hash = "";
  return url;
}

function resolveLocation(location: string, base: URL): string {
  try {
    return new URL(location, base).href;
  } catch (error) {
    throw new RemoteFetchError("network", "Portal przekierowuje pod nieprawidłowy adres.", {
      cause: error,
    });
  }
}

function httpStatusError(status: number): RemoteFetchError {
  const message =
    status === 404 || status === 410
      ? `Nie znaleziono strony ogłoszenia (HTTP ${status}).`
      : status === 403 || status === 429
        ? `Portal odmówił dostępu (HTTP ${status}). Spróbuj ponownie później.`
        : `Portal odpowiedział błędem (HTTP ${status}).`;
  return new RemoteFetchError("http_status", message, { httpStatus: status });
}

/** The portal was not reached in CONNECT_TIMEOUT_MS: told as a failed connection. */
class NotConnectedError extends Error {}

function send(
  url: URL,
  policy: ImportPolicy,
  accept: string,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const override = policy.hostOverrides?.[url.hostname];
  return new Promise((resolve, reject) => {
    const request = https.request({
      host: url.hostname,
      servername: url.hostname,
      port: override?.port ?? 443,
      path: `${url.pathname}${url.search}`,
      method: "GET",
      headers: { ...BASE_HEADERS, accept, host: url.host },
      // A fresh agent per request: no keep-alive socket can carry one hop's checks to the next.
      agent: false,
      ...(policy.ca ? { ca: policy.ca } : {}),
      lookup: override ? fixedLookup(override.host) : checkedLookup(policy),
      signal,
    });
    const connecting = setTimeout(() => {
      request.destroy(new NotConnectedError(`no TLS connection in ${CONNECT_TIMEOUT_MS} ms`));
    }, CONNECT_TIMEOUT_MS);
    request.once("socket", (socket) => {
      socket.once("secureConnect", () => clearTimeout(connecting));
    });
    request.once("close", () => clearTimeout(connecting));
    request.once("response", resolve);
    request.once("error", reject);
    request.end();
  });
}

/** Resolves like the system would, but fails the connection when any answer is not public. */
function checkedLookup(policy: ImportPolicy): LookupFunction {
  const resolve =
    policy.resolve ?? ((hostname: string) => dnsLookup(hostname, { all: true, verbatim: true }));
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const refused = found.find((a) => !isPublicAddress(a.address));
        if (refused || found.length === 0) {
          const error = new RemoteFetchError(
            "private_address",
            "Adres prowadzi do sieci wewnętrznej.",
            { cause: `${hostname} → ${refused?.address ?? "no address"}` },
          );
          callback(error, "", 0);
          return;
        }
        answer(found, options, callback);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}

function fixedLookup(address: string): LookupFunction {
  return (_hostname, options, callback) =>
    answer([{ address, family: isIP(address) }], options, callback);
}

function answer(
  addresses: ResolvedAddress[],
  options: { all?: boolean; family?: number | string },
  callback: Parameters<LookupFunction>[2],
) {
  const family = options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : options.family;
  const usable =
    family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
  if (usable.length === 0) {
    const error: NodeJS.ErrnoException = new Error(`No IPv${family} address`);
    error.code = "ENOTFOUND";
    callback(error, "", 0);
  } else if (options.all) {
    callback(null, usable);
  } else {
    callback(null, usable[0].address, usable[0].family);
  }
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => {
    response.destroy();
    return new RemoteFetchError("too_large", "Strona jest za duża.", {
      cause: `more than ${maxBytes} bytes`,
    });
  };
  if (Number(response.headers["content-length"]) > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let total = 0;
  // The cap counts decoded bytes, so a small gzip bomb is stopped as well.
  for await (const chunk of decode(response)) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, total);
}

function decode(response: IncomingMessage): Readable {
  const encoding = (response.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  if (encoding === "identity" || encoding === "") return response;
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? createGunzip()
      : encoding === "deflate"
        ? createInflate()
        : encoding === "br"
          ? createBrotliDecompress()
          : undefined;
  if (!decoder) {
    response.destroy();
    throw new RemoteFetchError("network", "Portal odpowiedział w nieobsługiwanym formacie.", {
      cause: `content-encoding: ${encoding}`,
    });
  }
  // pipeline hands errors and early destruction on in both directions.
  return pipeline(response, decoder, () => {});
}

/**
 * False for every address a fetch must not reach. IPv4: private (10/8, 172.16/12, 192.168/16),
 * carrier-grade NAT (100.64/10), loopback, link-local, "this network" (0/8), benchmarking
 * (198.18/15), IETF protocol (192.0.0/24), multicast and reserved (224/3). IPv6 is allowed only
 * in global unicast (2000::/3; so no loopback, unique-local fc00::/7, link-local fe80::/10,
 * site-local fec0::/10, multicast, local-use NAT64 64:ff9b:1::/48), less the blocks that tunnel
 * to or stand for other addresses: IETF protocol assignments 2001::/23 (Teredo 2001::/32 among
 * them), documentation 2001:db8::/32 and 3fff::/20, 6to4 2002::/16 (which wraps any IPv4
 * address, 2002:7f00:1:: is 127.0.0.1). IPv4 addresses written in IPv6 (mapped ::ffff:0:0/96,
 * compatible ::/96, NAT64's well-known 64:ff9b::/96) are judged as the IPv4 address they hold.
 */
export function isPublicAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const version = isIP(plain);
  if (version === 4) return isPublicIPv4(ipv4Octets(plain));
  if (version !== 6) return false;
  const words = ipv6Words(plain);
  const embedsIPv4 =
    words.slice(0, 5).every((w) => w === 0) && (words[5] === 0xffff || words[5] === 0);
  const nat64 = words[0] === 0x64 && words[1] === 0xff9b && words.slice(2, 6).every((w) => w === 0);
  if (embedsIPv4 || nat64) {
    if (embedsIPv4 && words[5] === 0 && words[6] === 0 && words[7] <= 1) return false; // :: and ::1
    return isPublicIPv4([words[6] >> 8, words[6] & 0xff, words[7] >> 8, words[7] & 0xff]);
  }
  const [first, second] = words;
  if ((first & 0xe000) !== 0x2000) return false; // outside 2000::/3
  if (first === 0x2001 && second < 0x200) return false; // 2001::/23
  if (first === 0x2001 && second === 0xdb8) return false; // 2001:db8::/32
  if (first === 0x2002) return false; // 2002::/16
  if (first === 0x3fff && second < 0x1000) return false; // 3fff::/20
  return true;
}

function isPublicIPv4([a, b, c]: number[]): boolean {
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
  if (a === 100 && b >= 64 && b <= 127) return false;
  if (a === 169 && b === 254) return false;
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && (b === 168 || (b === 0 && c === 0))) return false;
  if (a === 198 && (b === 18 || b === 19)) return false;
  return true;
}

function ipv4Octets(address: string): number[] {
  return address.split(".").map(Number);
}

/** The eight 16-bit words of a valid IPv6 address (isIP already said it is one). */
function ipv6Words(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = ipv4Octets(dotted[1]);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const parse = (part: string | undefined) =>
    part ? part.split(":").map((w) => Number.parseInt(w, 16)) : [];
  const left = parse(head);
  const right = parse(tail);
  if (tail === undefined) return left;
  return [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
}
