/**
 * Just enough HTML reading for portal pages: their listing data sits in <script> and <meta>
 * elements, so a small tokenizer over those (no DOM) is all the import needs.
 */

type Attributes = Record<string, string>;

export type ScannedPage = {
  scripts: { attrs: Attributes; text: string }[];
  metas: Attributes[];
  links: Attributes[];
};

// Comments, scripts and styles are consumed whole, so markup inside them is never mistaken
// for an element (a fixture's comment may well mention <script id="__NEXT_DATA__">).
const TOKEN =
  /<!--[\s\S]*?-->|<script\b([^>]*)>([\s\S]*?)<\/script\s*>|<style\b[^>]*>[\s\S]*?<\/style\s*>|<(meta|link)\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

export function scanHtml(html: string): ScannedPage {
  const page: ScannedPage = { scripts: [], metas: [], links: [] };
  for (const match of html.matchAll(TOKEN)) {
    if (match[2] !== undefined) {
      page.scripts.push({ attrs: parseAttributes(match[1]), text: match[2] });
    } else if (match[3]) {
      const list = match[3].toLowerCase() === "meta" ? page.metas : page.links;
      list.push(parseAttributes(match[4]));
    }
  }
  return page;
}

function parseAttributes(source: string): Attributes {
  const attrs: Attributes = {};
  for (const [, name, double, single, bare] of source.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (!(key in attrs)) attrs[key] = decodeEntities(double ?? single ?? bare ?? "");
  }
  return attrs;
}

/** The contents of every <meta property|name="key">, in page order. */
export function metaValues(page: ScannedPage, key: string): string[] {
  return page.metas
    .filter((m) => m.property === key || m.name === key)
    .map((m) => m.content?.trim() ?? "")
    .filter(Boolean);
}

export function metaValue(page: ScannedPage, key: string): string | undefined {
  return metaValues(page, key)[0];
}

export function canonicalHref(page: ScannedPage): string | undefined {
  return page.links.find((l) => l.rel?.toLowerCase().split(/\s+/).includes("canonical"))?.href;
}

// Latin-1 names in code point order from U+00A0, as the HTML spec lists them.
const LATIN1 =
  "nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml".split(
    " ",
  );

const NAMED: Record<string, string> = {
  ...Object.fromEntries(LATIN1.map((name, i) => [name, String.fromCodePoint(0xa0 + i)])),
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  // Polish letters outside Latin-1.
  Aogon: "Ą",
  aogon: "ą",
  Cacute: "Ć",
  cacute: "ć",
  Eogon: "Ę",
  eogon: "ę",
  Lstrok: "Ł",
  lstrok: "ł",
  Nacute: "Ń",
  nacute: "ń",
  Sacute: "Ś",
  sacute: "ś",
  Zacute: "Ź",
  zacute: "ź",
  Zdot: "Ż",
  zdot: "ż",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  sbquo: "‚",
  ldquo: "“",
  rdquo: "”",
  bdquo: "„",
  bull: "•",
  euro: "€",
  trade: "™",
  thinsp: "\u2009",
  ensp: "\u2002",
  emsp: "\u2003",
  zwnj: "\u200c",
  zwj: "\u200d",
};

// Numeric references 0x80–0x9F mean Windows-1252 characters (HTML spec), which older Polish
// pages still produce for dashes and quotes.
const WINDOWS_1252: Record<number, number> = {
  128: 0x20ac,
  130: 0x201a,
  131: 0x0192,
  132: 0x201e,
  133: 0x2026,
  134: 0x2020,
  135: 0x2021,
  136: 0x02c6,
  137: 0x2030,
  138: 0x0160,
  139: 0x2039,
  140: 0x0152,
  142: 0x017d,
  145: 0x2018,
  146: 0x2019,
  147: 0x201c,
  148: 0x201d,
  149: 0x2022,
  150: 0x2013,
  151: 0x2014,
  152: 0x02dc,
  153: 0x2122,
  154: 0x0161,
  155: 0x203a,
  156: 0x0153,
  158: 0x017e,
  159: 0x0178,
};

/** Decodes character references; an unknown name stays as written, as browsers leave it. */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z][a-z0-9]*));?/gi, (whole, hex, dec, name) => {
    if (name !== undefined) {
      return whole.endsWith(";") && Object.hasOwn(NAMED, name) ? NAMED[name] : whole;
    }
    const code = Number.parseInt(hex ?? dec, hex ? 16 : 10);
    if (WINDOWS_1252[code]) return String.fromCodePoint(WINDOWS_1252[code]);
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\ufffd";
    return String.fromCodePoint(code);
  });
}

const LINE_BREAK = /<\/(div|li|h[1-6]|tr|ul|ol|section|article|blockquote)\s*>|<(br|hr)\b[^>]*>/gi;

/**
 * Readable plain text from a description: paragraphs become blank lines, <br> and other blocks
 * line breaks, list items bullets; entities are decoded. Text without tags keeps its own lines.
 */
export function htmlToText(source: string): string {
  let text = source;
  if (/<\/?[a-z][^>]*>/i.test(text)) {
    text = text
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, "")
      .replace(/<!--[\s\S]*?-->/g, "")
      // In HTML a line break in the source is only a space; the tags say where lines end.
      .replace(/\s+/g, " ")
      .replace(/<\/p\s*>/gi, "\n\n")
      .replace(LINE_BREAK, "\n")
      .replace(/<li\b[^>]*>/gi, "• ")
      .replace(/<[^>]*>/g, "");
  }
  return decodeEntities(text)
    .replace(/\r\n?/g, "\n")
    .replace(/[^\S\n]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
