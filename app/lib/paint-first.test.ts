import { describe, expect, it } from "vitest";
import { paintFirst } from "./paint-first";

const NONCE = "bm9uY2Utb2YtdGhlLXBhZ2U=";
const page = (boot: string) =>
  `<!DOCTYPE html><html><head><link rel="preload" href="/assets/inter.woff2" as="font"/>` +
  `<link rel="modulepreload" href="/assets/entry.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/framework.js" nonce="${NONCE}"/></head>` +
  `<body><main>Oferty</main><script nonce="${NONCE}">window.ctx = {};</script>${boot}</body></html>`;
const BOOT = `<script nonce="${NONCE}" type="module" async="">import "/assets/entry.js";</script>`;

describe("paintFirst", () => {
  it("takes the module preloads and the module script out and starts them after the first paint", () => {
    const html = paintFirst(page(BOOT), NONCE);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module" async=""');
    // The font preload and the page's own inline script stay where they were.
    expect(html).toContain('<link rel="preload" href="/assets/inter.woff2" as="font"/>');
    expect(html).toContain(`<main>Oferty</main><script nonce="${NONCE}">window.ctx = {};</script>`);
    const starter = html.match(
      new RegExp(`<script nonce="${NONCE}">\\((function startAfterPaint[\\s\\S]*)</script></body>`),
    );
    expect(starter?.[1]).toContain('["/assets/entry.js","/assets/framework.js"]');
    expect(starter?.[1]).toContain(JSON.stringify('import "/assets/entry.js";'));
    expect(starter?.[1]).toContain("requestAnimationFrame");
  });

  it("leaves a page without the module script as it is", () => {
    const html = page("");
    expect(paintFirst(html, NONCE)).toBe(html);
    // Another nonce's script is not this page's.
    expect(paintFirst(page(BOOT), "b3RoZXItbm9uY2UtMTIzNDU=")).toBe(page(BOOT));
  });
});
