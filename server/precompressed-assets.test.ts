import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, get, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "./precompressed-assets.ts";

const SCRIPT = Buffer.from(`export const offers = "${"Mieszkanie w Leżajsku. ".repeat(200)}";`);
const STYLE = Buffer.from("body{color:#111}");

let server: Server;
let base: string;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "precompressed-"));
  writeFileSync(path.join(dir, "page-abc.js"), SCRIPT);
  writeFileSync(path.join(dir, "page-abc.js.gz"), gzipSync(SCRIPT, { level: 9 }));
  writeFileSync(path.join(dir, "page-abc.js.br"), brotliCompressSync(SCRIPT));
  // A file the build wrote no copies of (a font, say).
  writeFileSync(path.join(dir, "style.css"), STYLE);
  const app = express();
  // As server/http.ts: compression stays in front and must leave these alone.
  app.use(compression({ threshold: 0 }));
  const nosniff = (res: express.Response) => res.setHeader("X-Content-Type-Options", "nosniff");
  app.use("/assets", precompressedAssets(dir, nosniff));
  app.use("/assets", express.static(dir, { setHeaders: nosniff }));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

/** The raw response: status, headers and the body as sent (not decoded). */
function fetchRaw(
  file: string,
  headers: Record<string, string>,
  method = "GET",
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${base}/assets/${file}`, { headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    }).on("error", reject);
  });
}

describe("the build's compressed copies", () => {
  it("sends brotli to a browser that takes it, as the build wrote it", async () => {
    const response = await fetchRaw("page-abc.js", { "accept-encoding": "gzip, deflate, br" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(brotliDecompressSync(response.body).equals(SCRIPT)).toBe(true);
    const any = await fetchRaw("page-abc.js", { "accept-encoding": "*" });
    expect(any.headers["content-encoding"]).toBe("br");
  });

  it("sends gzip when brotli is not accepted or ranked lower", async () => {
    for (const accept of ["gzip", "br;q=0.5, gzip", "gzip, br;q=0"]) {
      const response = await fetchRaw("page-abc.js", { "accept-encoding": accept });
      expect(response.headers["content-encoding"], accept).toBe("gzip");
      expect(gunzipSync(response.body).equals(SCRIPT), accept).toBe(true);
    }
  });

  it("sends the file itself to a client that accepts no encoding", async () => {
    for (const headers of [{}, { "accept-encoding": "identity" }] as Record<string, string>[]) {
      const response = await fetchRaw("page-abc.js", headers);
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.body.equals(SCRIPT)).toBe(true);
    }
  });

  it("answers a revalidation with 304 and HEAD without a body", async () => {
    const first = await fetchRaw("page-abc.js", { "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    const again = await fetchRaw("page-abc.js", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    const gzipped = await fetchRaw("page-abc.js", { "accept-encoding": "gzip" });
    // Each encoding is its own representation: a cache must not answer one with the other.
    expect(gzipped.headers.etag).not.toBe(etag);
    const head = await fetchRaw("page-abc.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it("leaves files without copies, unknown names and the copies' own names to the static files", async () => {
    const style = await fetchRaw("style.css", { "accept-encoding": "br" });
    expect(style.status).toBe(200);
    // compression's own work (threshold 0 here), not a copy's.
    expect(style.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(style.body).equals(STYLE)).toBe(true);
    expect((await fetchRaw("missing.js", { "accept-encoding": "br" })).status).toBe(404);
    expect((await fetchRaw("../page-abc.js", { "accept-encoding": "br" })).status).toBe(404);
  });
});
