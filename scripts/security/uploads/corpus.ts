/**
 * Hostile files for the upload endpoints, each made here (nothing downloaded): polyglots,
 * files whose name or declared type lies, a decompression bomb, scriptable SVG, empty and
 * truncated images. `marker` is a payload that must never come back from an image endpoint.
 */
import { deflateSync } from "node:zlib";
import sharp from "sharp";

/** What an endpoint may do with a sample: refuse it, or keep it only in a safe form. */
export type Verdict = "refuse" | "accept" | "either";

export type Sample = {
  label: string;
  fileName: string;
  type: string;
  bytes: Uint8Array;
  marker?: string;
  /** Listing and service photos, avatar, logos (re-encoded images). */
  image: Verdict;
  /** Message attachments (kept as sent when their bytes are an allowed type). */
  attachment: Verdict;
  /** The favicon, which also keeps an .ico as sent; the image verdict when not given. */
  favicon?: Verdict;
};

const SCRIPT = "<html><body><script>alert(document.cookie)</script></body></html>";
const text = (value: string) => new TextEncoder().encode(value);

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

async function png(width: number, height: number, noise = false): Promise<Uint8Array> {
  const image = noise
    ? sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919) % 251)), {
        raw: { width, height, channels: 3 },
      })
    : sharp({ create: { width, height, channels: 3, background: "#047857" } });
  return new Uint8Array(await image.png().toBuffer());
}

/** A JPEG carrying HTML in a comment segment (read by sniffers) and again after its end. */
async function jpegHtmlPolyglot(): Promise<Uint8Array> {
  const jpeg = new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: "#b45309" } })
      .jpeg()
      .toBuffer(),
  );
  const payload = text(SCRIPT);
  const comment = concat(
    new Uint8Array([0xff, 0xfe, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]),
    payload,
  );
  return concat(jpeg.subarray(0, 2), comment, jpeg.subarray(2), payload);
}

/** GIFAR-like: a valid PNG followed by a ZIP (a JAR's container) holding a script. */
async function pngWithArchive(): Promise<Uint8Array> {
  const name = text("META-INF/MANIFEST.MF");
  const content = text(SCRIPT);
  const local = new Uint8Array(30);
  const view = new DataView(local.buffer);
  view.setUint32(0, 0x04034b50, true);
  view.setUint32(18, content.length, true);
  view.setUint32(22, content.length, true);
  view.setUint16(26, name.length, true);
  return concat(await png(32, 32), local, name, content);
}

/** A PDF that runs JavaScript when opened. */
function pdfWithJavaScript(): Uint8Array {
  return text(
    [
      "%PDF-1.4",
      "1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >> endobj",
      "2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj",
      "3 0 obj << /S /JavaScript /JS (app.alert('okolica')) >> endobj",
      "trailer << /Root 1 0 R >>",
      "%%EOF",
    ].join("\n"),
  );
}

/** A DOS/Windows executable's start. */
function executable(): Uint8Array {
  const header = new Uint8Array(128);
  header.set([0x4d, 0x5a, 0x90, 0x00, 0x03]);
  return concat(header, text("This program cannot be run in DOS mode.\r\n"));
}

/**
 * 20 000 × 20 000 pixels (400 Mpx) in about 50 kB: one bit per pixel, every row zero, so zlib
 * squeezes 50 MB of image data to almost nothing. Written by hand: sharp would have to hold
 * the decoded image to encode it.
 */
function pngBomb(side = 20_000): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const head = new Uint8Array(8);
    new DataView(head.buffer).setUint32(0, data.length);
    head.set(text(type), 4);
    const crc = new Uint8Array(4);
    new DataView(crc.buffer).setUint32(0, crc32(concat(text(type), data)));
    return concat(head, data, crc);
  };
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, side);
  view.setUint32(4, side);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale
  const rows = new Uint8Array((1 + Math.ceil(side / 8)) * side);
  return concat(
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", new Uint8Array(deflateSync(rows, { level: 9 }))),
    chunk("IEND", new Uint8Array()),
  );
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** An .ico whose one directory entry points at HTML instead of an image. */
function icoWithHtml(): Uint8Array {
  const payload = text(SCRIPT);
  const header = new Uint8Array(22);
  const view = new DataView(header.buffer);
  view.setUint16(2, 1, true);
  view.setUint16(4, 1, true);
  header.set([16, 16], 6);
  view.setUint32(6 + 8, payload.length, true);
  view.setUint32(6 + 12, 22, true);
  return concat(header, payload);
}

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.domain)</script><rect width="10" height="10"/></svg>`;

export async function buildCorpus(): Promise<Sample[]> {
  const valid = await png(64, 48);
  const large = await png(256, 256, true);
  const jpeg = new Uint8Array(await sharp(Buffer.from(large)).jpeg({ quality: 90 }).toBuffer());
  return [
    {
      label: "valid PNG (control)",
      fileName: "zdjecie.png",
      type: "image/png",
      bytes: valid,
      image: "accept",
      attachment: "accept",
    },
    {
      label: "JPEG + HTML polyglot",
      fileName: "zdjecie.jpg",
      type: "image/jpeg",
      bytes: await jpegHtmlPolyglot(),
      marker: "<script>",
      image: "accept",
      attachment: "accept",
    },
    {
      label: "PNG + ZIP (GIFAR-like)",
      fileName: "zdjecie.png",
      type: "image/png",
      bytes: await pngWithArchive(),
      marker: "META-INF",
      image: "accept",
      attachment: "accept",
    },
    {
      label: "PDF with JavaScript",
      fileName: "oferta.pdf",
      type: "application/pdf",
      bytes: pdfWithJavaScript(),
      image: "refuse",
      attachment: "accept",
    },
    {
      label: "HTML named .jpg",
      fileName: "zdjecie.jpg",
      type: "image/jpeg",
      bytes: text(SCRIPT),
      image: "refuse",
      attachment: "refuse",
    },
    {
      label: "EXE named .pdf",
      fileName: "faktura.pdf",
      type: "application/pdf",
      bytes: executable(),
      image: "refuse",
      attachment: "refuse",
    },
    {
      label: "PNG named .pdf",
      fileName: "plan.pdf",
      type: "application/pdf",
      bytes: valid,
      image: "accept",
      attachment: "accept",
    },
    {
      label: "PNG bomb 20000×20000",
      fileName: "bomba.png",
      type: "image/png",
      bytes: pngBomb(),
      image: "refuse",
      attachment: "accept",
    },
    {
      label: "SVG with script",
      fileName: "logo.svg",
      type: "image/svg+xml",
      bytes: text(SVG),
      image: "refuse",
      attachment: "refuse",
    },
    {
      label: "SVG named .png",
      fileName: "logo.png",
      type: "image/png",
      bytes: text(SVG),
      image: "refuse",
      attachment: "refuse",
    },
    {
      label: "ICO pointing at HTML",
      fileName: "favicon.ico",
      type: "image/x-icon",
      bytes: icoWithHtml(),
      marker: "<script>",
      image: "refuse",
      attachment: "refuse",
      favicon: "accept",
    },
    {
      label: "zero bytes",
      fileName: "pusty.jpg",
      type: "image/jpeg",
      bytes: new Uint8Array(),
      image: "refuse",
      attachment: "refuse",
    },
    {
      label: "truncated PNG",
      fileName: "uciety.png",
      type: "image/png",
      bytes: large.subarray(0, large.length >> 1),
      image: "either",
      attachment: "accept",
    },
    {
      label: "truncated JPEG",
      fileName: "uciety.jpg",
      type: "image/jpeg",
      bytes: jpeg.subarray(0, jpeg.length >> 1),
      image: "either",
      attachment: "accept",
    },
  ];
}
