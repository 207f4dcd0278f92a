import { readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler, Response } from "express";

/**
 * Sends the build's own compressed copies of its scripts and stylesheets (scripts/vite/
 * precompress.ts writes a `.br` and a `.gz` beside each): brotli or gzip as the request accepts,
 * nothing compressed per request. A file without the copy asked for (a font; a file so small
 * that compressing it made it larger), a request that accepts neither, or a name it does not know
 * falls through (to express.static).
 */
export function precompressedAssets(
  dir: string,
  setHeaders: (res: Response) => void,
): RequestHandler {
  const files = new Set(readdirSync(dir));
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (!files.has(name)) return next();
    res.vary("Accept-Encoding");
    const encoding = chooseEncoding(req.headers["accept-encoding"] ?? "");
    const suffix = encoding === "br" ? ".br" : ".gz";
    if (!encoding || !files.has(name + suffix)) return next();
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", encoding);
    setHeaders(res);
    res.sendFile(name + suffix, { root: dir, immutable: true, maxAge: "1y" }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}

/**
 * Brotli unless the client ranks it below gzip (browsers list "gzip, deflate, br" with equal
 * weights, which Express's negotiation would settle on gzip); none without the header.
 */
function chooseEncoding(header: string): "br" | "gzip" | null {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [coding, ...params] = part.split(";").map((piece) => piece.trim());
    const q = params.map((param) => /^q=([\d.]+)$/.exec(param)?.[1]).find(Boolean);
    if (coding) weights.set(coding, q === undefined ? 1 : Number(q) || 0);
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  const br = weight("br");
  const gzip = weight("gzip");
  if (br > 0 && br >= gzip) return "br";
  return gzip > 0 ? "gzip" : null;
}
