import * as bedDoubleIcon from "lucide-react/icons/bed-double";
import * as heartIcon from "lucide-react/icons/heart";
import * as mapPinIcon from "lucide-react/icons/map-pin";
import * as rulerIcon from "lucide-react/icons/ruler";
import { createElement } from "react";

/**
 * Icons repeated on every listing card (and the favourite heart on every card), drawn once per page: the shell writes lucide's shapes
 * for them into one hidden sprite (GlyphSprite) and each card refers to it (`<use>`). Each card
 * carried three whole lucide icons (1.2 KB, 14 elements), and lucide's component rebuilt each on
 * every render: a twentieth of an uncached results page's CPU (measured in a CPU profile).
 * Decorative only (aria-hidden).
 */
type GlyphData = { name: string; node: [tag: string, attributes: Record<string, string>][] };

/** The icon data that each `lucide-react/icons/<name>` module exports (its types omit it). */
const dataOf = (iconModule: unknown) => (iconModule as { __iconData: GlyphData }).__iconData;

const GLYPHS = {
  "map-pin": dataOf(mapPinIcon),
  ruler: dataOf(rulerIcon),
  "bed-double": dataOf(bedDoubleIcon),
  heart: dataOf(heartIcon),
} as const;

/**
 * Glyphs whose fill the page sets (`fill-current` on the Glyph: a saved favourite's heart);
 * the others are outlines. A symbol's own fill would win over the one it inherits.
 */
const FILLABLE: ReadonlySet<GlyphName> = new Set(["heart"]);

export type GlyphName = keyof typeof GLYPHS;

const idOf = (name: GlyphName) => `glyph-${name}`;

export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  return (
    <svg className={`lucide lucide-${name}${className ? ` ${className}` : ""}`} aria-hidden="true">
      <use href={`#${idOf(name)}`} />
    </svg>
  );
}

/** The shapes every Glyph on the page refers to; rendered once, by the site shell. */
export function GlyphSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      {(Object.keys(GLYPHS) as GlyphName[]).map((name) => (
        <symbol
          key={name}
          id={idOf(name)}
          viewBox="0 0 24 24"
          fill={FILLABLE.has(name) ? undefined : "none"}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {GLYPHS[name].node.map(([tag, attributes]) => createElement(tag, attributes))}
        </symbol>
      ))}
    </svg>
  );
}
