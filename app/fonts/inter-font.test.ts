import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";

const FONT = path.join(import.meta.dirname, "inter-pl-wght.woff2");

// WOFF2's known table tags, by their index in a table directory entry's flags.
const KNOWN_TAGS =
  "cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill"
    .match(/.{4}\s?/g)
    ?.map((tag) => tag.slice(0, 4)) ?? [];

/** The font's tables by tag, as the WOFF2 file stores them (cmap is never transformed). */
function woff2Tables(file: Buffer): Map<string, Buffer> {
  expect(file.toString("latin1", 0, 4)).toBe("wOF2");
  const numTables = file.readUInt16BE(12);
  const compressedSize = file.readUInt32BE(20);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = file[at++] as number;
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error("bad UIntBase128");
  };
  const entries: { tag: string; length: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = file[at++] as number;
    let tag = KNOWN_TAGS[flags & 0x3f];
    if ((flags & 0x3f) === 63) {
      tag = file.toString("latin1", at, at + 4);
      at += 4;
    }
    const version = flags >> 6;
    const origLength = base128();
    // glyf and loca are transformed unless version 3; other tables only when version is not 0.
    const transformed = tag === "glyf" || tag === "loca" ? version !== 3 : version !== 0;
    entries.push({ tag: tag as string, length: transformed ? base128() : origLength });
  }
  const data = brotliDecompressSync(file.subarray(at, at + compressedSize));
  const tables = new Map<string, Buffer>();
  let offset = 0;
  for (const { tag, length } of entries) {
    tables.set(tag, data.subarray(offset, offset + length));
    offset += length;
  }
  return tables;
}

/** The characters a cmap table maps to a glyph (its Unicode BMP subtable, format 4). */
function mappedCharacters(cmap: Buffer): Set<number> {
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const record = 4 + i * 8;
    const [platform, encoding] = [cmap.readUInt16BE(record), cmap.readUInt16BE(record + 2)];
    const sub = cmap.readUInt32BE(record + 4);
    if (platform !== 3 || encoding !== 1 || cmap.readUInt16BE(sub) !== 4) continue;
    const segments = cmap.readUInt16BE(sub + 6) / 2;
    const ends = sub + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    const mapped = new Set<number>();
    for (let s = 0; s < segments; s++) {
      const [start, end] = [cmap.readUInt16BE(starts + s * 2), cmap.readUInt16BE(ends + s * 2)];
      const delta = cmap.readInt16BE(deltas + s * 2);
      const rangeAt = rangeOffsets + s * 2;
      const rangeOffset = cmap.readUInt16BE(rangeAt);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        const glyph = rangeOffset
          ? cmap.readUInt16BE(rangeAt + rangeOffset + (c - start) * 2)
          : (c + delta) & 0xffff;
        if (glyph) mapped.add(c);
      }
    }
    return mapped;
  }
  throw new Error("no Unicode BMP cmap");
}

describe("the typeface file (scripts/subset-font.py)", () => {
  const file = readFileSync(FONT);

  it("is one small file", () => {
    expect(file.length).toBeLessThan(60 * 1024);
  });

  it("has every Polish letter, the site's punctuation and its weight axis", () => {
    const tables = woff2Tables(file);
    const mapped = mappedCharacters(tables.get("cmap") as Buffer);
    const missing = [..."ąćęłńóśźżĄĆĘŁŃÓŚŹŻ AZaz09–—‘’‚“”„•…‹›€™²×"].filter(
      (c) => !mapped.has(c.codePointAt(0) as number),
    );
    expect(missing).toEqual([]);
    // Only those: no Cyrillic, Greek or Vietnamese.
    expect(["Ж", "Ω", "ạ"].some((c) => mapped.has(c.codePointAt(0) as number))).toBe(false);
    expect(tables.get("fvar")?.includes(Buffer.from("wght"))).toBe(true);
    expect(tables.has("gvar")).toBe(true);
  });
});
