"""
Builds app/fonts/inter-pl-wght.woff2: Inter's variable font (weights 100-900) cut to what Polish
pages use, in one file instead of @fontsource-variable/inter's two subsets (Latin 48 KB and Latin
Extended 85 KB, both fetched on a first visit because every Polish page has a letter of each).

Run after updating @fontsource-variable/inter, and commit the result (CI does not need fonttools):
    apt-get install -y python3-fonttools python3-brotli
    /usr/bin/python3 scripts/subset-font.py

The package ships no file with both ranges, and fontTools cannot merge variable fonts, so the
Latin file is cut to its range and the glyphs of Latin Extended-A (with the accents they are
built from) are copied in from the Latin Extended file: both are cut from the same Inter, so a
glyph name means the same outline in each. The copied letters keep their outlines, widths and
weight variations; kerning classes are the Latin file's (a pair with ą or ł is not kerned).
"""

from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
FILES = ROOT / "node_modules/@fontsource-variable/inter/files"
OUT = ROOT / "app/fonts/inter-pl-wght.woff2"

# Basic Latin, Latin-1, Latin Extended-A, and the punctuation and signs the pages print
# (app.css's unicode-range says the same).
UNICODES = [
    *range(0x0000, 0x0180),
    0x2013, 0x2014, *range(0x2018, 0x201F), 0x2022, 0x2026, 0x2039, 0x203A, 0x20AC, 0x2122,
]
# Kerning, marks, contextual forms, and tabular figures (Tailwind's tabular-nums).
FEATURES = ["kern", "mark", "mkmk", "ccmp", "locl", "calt", "tnum", "pnum"]


def cut(name: str, unicodes: list[int]) -> TTFont:
    font = TTFont(FILES / f"inter-{name}-wght-normal.woff2")
    options = subset.Options()
    options.layout_features = FEATURES
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[u for u in unicodes if u in font.getBestCmap()])
    subsetter.subset(font)
    return font


def main() -> None:
    font = cut("latin", UNICODES)
    extra = cut("latin-ext", list(range(0x0100, 0x0180)))
    have = set(font.getGlyphOrder())
    added = [g for g in extra.getGlyphOrder() if g not in have]

    font.setGlyphOrder(font.getGlyphOrder() + added)
    glyf, hmtx, gvar = font["glyf"], font["hmtx"], font["gvar"]
    glyf.glyphOrder = font.getGlyphOrder()
    classes = font["GDEF"].table.GlyphClassDef.classDefs
    extra_classes = extra["GDEF"].table.GlyphClassDef.classDefs
    for name in added:
        glyf.glyphs[name] = extra["glyf"][name]
        hmtx.metrics[name] = extra["hmtx"].metrics[name]
        if name in extra["gvar"].variations:
            gvar.variations[name] = extra["gvar"].variations[name]
        if name in extra_classes:
            classes[name] = extra_classes[name]
    mapping = extra.getBestCmap()
    for table in font["cmap"].tables:
        if table.isUnicode():
            for code, name in mapping.items():
                table.cmap.setdefault(code, name)
    # Advance-width variations come from the glyphs' own phantom points once HVAR is gone: its
    # index map does not cover the copied glyphs.
    del font["HVAR"]

    font.flavor = "woff2"
    OUT.parent.mkdir(parents=True, exist_ok=True)
    font.save(OUT)
    print(f"{OUT.relative_to(ROOT)}: {OUT.stat().st_size} bytes, {len(font.getGlyphOrder())} glyphs")


if __name__ == "__main__":
    main()
