import { randomBytes } from "node:crypto";
import { crc32, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressTemplate, crc32Combine, fillTemplate, plainPage } from "./gzip-template.ts";

const nonce = () => randomBytes(16).toString("base64");

describe("gzip template", () => {
  it("combines CRC-32s as zlib computes them over the whole", () => {
    const a = randomBytes(70_001);
    const b = randomBytes(1_234);
    expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
    expect(crc32Combine(crc32(a), crc32(Buffer.alloc(0)), 0)).toBe(crc32(a));
  });

  it("answers a valid gzip body with the new nonce wherever the old one was", () => {
    const rendered = nonce();
    const page = `<html><head><link nonce="${rendered}"><link nonce="${rendered}"></head><body>${"Mieszkanie w Leżajsku, 350 000 zł. ".repeat(3000)}<script nonce="${rendered}">x()</script></body></html>`;
    const template = compressTemplate(Buffer.from(page), rendered);
    const fresh = nonce();
    const body = fillTemplate(template, fresh);
    expect(gunzipSync(body).toString()).toBe(page.replaceAll(rendered, fresh));
    expect(plainPage(template, fresh).toString()).toBe(page.replaceAll(rendered, fresh));
    // Compressed once, it stays about as small as compressing each copy would make it.
    expect(body.length).toBeLessThan(gzipSync(page).length + 200);
  });

  it("keeps a page without the nonce (a data request) whole", () => {
    const page = Buffer.from(JSON.stringify({ listings: [1, 2, 3] }));
    const template = compressTemplate(page, nonce());
    expect(gunzipSync(fillTemplate(template, nonce())).equals(page)).toBe(true);
  });

  it("refuses a nonce of another length, which would corrupt the page", () => {
    const template = compressTemplate(Buffer.from("a"), "xx");
    expect(() => fillTemplate(template, "xyz")).toThrow();
  });
});
