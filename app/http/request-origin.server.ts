import { escapeHtml } from "@server/mail/templates.ts";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { Logger } from "pino";

/** The names of this machine: `npm start` prints one, a newcomer may well type another. */
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The origins taken as BASE_URL's own besides itself: in development on a loopback BASE_URL,
 * the other loopback names with its scheme and port (http://127.0.0.1:3000 for
 * http://localhost:3000). None in production, where the site has one public address.
 */
export function loopbackAliases(baseUrl: string, production: boolean): ReadonlySet<string> {
  const base = new URL(baseUrl);
  if (production || !LOOPBACK_HOSTS.includes(base.hostname)) return new Set();
  return new Set(
    LOOPBACK_HOSTS.filter((host) => host !== base.hostname).map((host) => {
      const alias = new URL(base.href);
      alias.hostname = host;
      return alias.origin;
    }),
  );
}

/**
 * The Origin a page's form was posted from when it is not the site's (nor an alias of it), else
 * null. Only pages and their `.data` twins: an /api route answers for itself (better-auth checks
 * Origin on its own, the cookie APIs with requireSiteRequest, the import API takes programs'
 * tokens), and a request without Origin is no browser form's (React Router lets it through too).
 */
export function foreignOrigin(
  req: ExpressRequest,
  origin: string,
  aliases: ReadonlySet<string>,
): string | null {
  if (!MUTATIONS.has(req.method) || req.path.startsWith("/api/")) return null;
  const sent = req.headers.origin;
  if (sent === undefined || sent === origin || aliases.has(sent)) return null;
  return sent;
}

/**
 * 403 with what happened and where to go, where React Router would answer its CSRF check's bare
 * 400 ('Coś poszło nie tak'); the log names both origins, which is all an operator needs to see
 * a BASE_URL that is not the address people use.
 */
export function refuseForeignOrigin(
  req: ExpressRequest,
  res: ExpressResponse,
  origin: string,
  received: string,
): void {
  (req as ExpressRequest & { log: Logger }).log.warn(
    { expectedOrigin: origin, receivedOrigin: received },
    `form refused: posted from ${received}, the site's origin (BASE_URL) is ${origin}`,
  );
  const message = `Formularz wysłano z innego adresu niż ${origin}. Otwórz stronę pod adresem ${origin} i wyślij formularz ponownie.`;
  res.status(403).set("Cache-Control", "no-store");
  // React Router's client shows a fetcher's or navigation's plain-text error in the boundary.
  if (req.path.endsWith(".data")) {
    res.type("text/plain").send(message);
    return;
  }
  res.type("html").send(`<!doctype html>
<html lang="pl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Formularz wysłano z innego adresu</title></head>
<body><h1>Formularz wysłano z innego adresu</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(origin)}/">Przejdź do ${escapeHtml(origin)}</a></p></body>
</html>
`);
}
