import { randomBytes, randomUUID } from "node:crypto";
import type { RequestListener } from "node:http";
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import compression from "compression";
import express, { type RequestHandler } from "express";
import helmet from "helmet";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { EMBED_HOSTS } from "../shared/urls.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { checkDatabase } from "./db/health.ts";
import { mapTileSource } from "./map-tile-source.ts";
import type { PageCache } from "./page-cache/page-cache.ts";
import { createStoredPageServer } from "./page-cache/stored-page-server.ts";
import { precompressedAssets } from "./precompressed-assets.ts";
import { limitRequestBodies } from "./request-body-limit.ts";
import { s3PublicBase } from "./storage/s3-storage.ts";

type HttpOptions = {
  config: Config;
  database: Database;
  log: Logger;
  /** The React Router handler (built bundle or Vite dev). */
  appHandler: RequestHandler;
  /** Built browser assets; absent in development, where Vite serves them. */
  clientDir?: string;
  devMiddleware?: RequestHandler;
  /** Fresh stored pages are answered from here before Express (production). */
  pageCache?: PageCache;
};

/**
 * Paths whose segment after the prefix is a capability (a link from a mail that acts without a
 * sign-in, or names a private file): whoever reads the log must not be able to use it. Matched
 * anywhere in the decoded path, so that `//decyzja/…` or `/%64ecyzja/…` are redacted too.
 */
const CAPABILITY_PATH =
  /(decyzja|alerty\/wypisz|ogloszenie\/odswiez|moje-dane|zglos\/potwierdz)\/[^/]+?(\.data)?(?=\/|$)/gi;

/** A request's path as the log keeps it: no query string, capability tokens redacted. */
function loggedPath(url: string | undefined): string | undefined {
  const path = url?.split("?")[0];
  if (path === undefined) return undefined;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: matched as it came.
  }
  return decoded.replace(CAPABILITY_PATH, "$1/[ukryty]$2");
}

/**
 * The request listener: stored pages first, then the Express app (logging, security headers,
 * compression, static files, health check, pages).
 */
export function createHttpApp({
  config,
  database,
  log,
  appHandler,
  clientDir,
  devMiddleware,
  pageCache,
}: HttpOptions): RequestListener {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", false);

  app.use(
    pinoHttp({
      logger: log,
      genReqId: (_req, res) => {
        const id = randomUUID();
        res.setHeader("x-request-id", id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
      // Headers and query strings may carry tokens; the log keeps what is needed to trace a request.
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, url: loggedPath(req.url) }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    }),
  );

  // Browsers take brotli, which compression prefers. Its encoder keeps a window of 4 MB by default
  // (lgwin 22), allocated afresh for every response: with tens of pages rendering at once that
  // doubled the CPU of a page (7.8 → 18 ms at 50 connections, against 7.6 with this). A window
  // of 256 KB holds any page or script whole, so the output is the same size.
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } } }));

  // Static files come before helmet: a page's CSP, HSTS, COOP and the like mean nothing on an
  // image or a script and cost ~1 KB per response (dozens per page). Each still gets nosniff;
  // a file that is not there falls through to the pages below, with every header.
  const staticHeaders = (res: express.Response) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
  };
  // Uploaded and generated images; names are content-addressed or unique, so they may be cached
  // long. User content: never sniffed, never run as a document, not embeddable by other sites.
  app.use(
    "/uploads",
    express.static(path.join(config.dataDir, "uploads"), {
      immutable: true,
      maxAge: "30d",
      index: false,
      setHeaders: (res) => {
        staticHeaders(res);
        res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
        res.setHeader("Cross-Origin-Resource-Policy", "same-site");
      },
    }),
  );
  if (clientDir) {
    // Vite fingerprints everything under /assets.
    app.use("/assets", precompressedAssets(path.join(clientDir, "assets"), staticHeaders));
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        setHeaders: staticHeaders,
      }),
    );
    // public/'s files (favicon, images) all have an extension and pages never do (a `.data`
    // request is a page's data): a page request must not cost a failed stat and the 404 error
    // serve-static builds for it.
    const publicFiles = express.static(clientDir, {
      maxAge: "1h",
      index: false,
      setHeaders: staticHeaders,
    });
    app.use((req, res, next) => {
      const extension = path.extname(req.path);
      if (extension && extension !== ".data") publicFiles(req, res, next);
      else next();
    });
  }

  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  const https = config.baseUrl.startsWith("https:");
  const dev = !clientDir;
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "script-src": [
            "'self'",
            (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
            ...(dev ? ["'unsafe-inline'"] : []),
          ],
          "style-src": ["'self'", "'unsafe-inline'"],
          // Every picture is ours (photos given by address are re-hosted), but the map's tiles.
          "img-src": [
            "'self'",
            "data:",
            "blob:",
            ...photoStorageSources(config),
            mapTileSource(config.mapTileUrl),
          ],
          "font-src": ["'self'", "data:"],
          "connect-src": ["'self'", ...(dev ? ["ws:", "wss:"] : [])],
          // Only the players of virtual tours and videos a listing page embeds (EMBED_HOSTS).
          "frame-src": EMBED_HOSTS.map((host) => `https://${host}`),
          "frame-ancestors": ["'none'"],
          "object-src": ["'none'"],
          "base-uri": ["'self'"],
          // Chromium applies form-action to the redirect after a form post: the external
          // sign-in buttons post to us and we answer with a 302 to the provider.
          "form-action": ["'self'", ...externalSignInOrigins(config)],
          ...(https ? { "upgrade-insecure-requests": [] } : {}),
        },
      },
      strictTransportSecurity: https ? { maxAge: 31_536_000 } : false,
      frameguard: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: "same-site" },
    }),
  );
  app.get("/healthz", async (_req, res) => {
    const ok = await checkDatabase(database.db);
    res
      .status(ok ? 200 : 503)
      .json({ status: ok ? "ok" : "error", database: ok ? "ok" : "unavailable" });
  });

  if (devMiddleware) app.use(devMiddleware);

  // Every request body has a cap by route, enforced while it streams (413 in Polish).
  app.all("/{*path}", limitRequestBodies(appHandler));
  if (!pageCache) return app;
  const serveStored = createStoredPageServer(pageCache, log);
  return (req, res) => {
    if (!serveStored(req, res)) app(req, res);
  };
}

/** Where the public storage serves photos from, when not from this origin (S3: its public URL). */
function photoStorageSources(config: Config): string[] {
  return config.storage.driver === "s3" ? [`${s3PublicBase(config.storage)}/`] : [];
}

/** Origins the external sign-in form posts are redirected to (only configured providers). */
function externalSignInOrigins(config: Config): string[] {
  const origins: string[] = [];
  if (config.google) origins.push("https://accounts.google.com");
  if (config.facebook) origins.push("https://www.facebook.com");
  if (config.testOidc) origins.push(new URL(config.testOidc.issuer).origin);
  return origins;
}
