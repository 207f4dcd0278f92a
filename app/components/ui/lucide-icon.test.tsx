import * as chevronIcon from "lucide-react/icons/chevron-down";
import * as circleAlertIcon from "lucide-react/icons/circle-exclamation-point";
import * as menuIcon from "lucide-react/icons/menu";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon from "./lucide-icon";

// Vitest does not read vite.config.ts: lucide-react here is lucide's own, to compare with.
type IconModule = { default: (props: object) => ReactElement; __iconData: never };
const both = (module: unknown) => {
  const { default: theirs, __iconData } = module as IconModule;
  return { theirs, ours: createLucideIcon(__iconData) };
};

/** The <svg> tag's attributes as a sorted list, and what is inside it. */
function parts(markup: string) {
  const match = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(markup);
  if (!match) throw new Error(`not an svg: ${markup}`);
  const attributes = [...match[1].matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) =>
    name === "class" ? `class=${value.split(" ").sort().join(" ")}` : `${name}=${value}`,
  );
  return { attributes: attributes.sort(), inner: match[2] };
}

describe("the site's createLucideIcon", () => {
  const cases: [string, unknown, object][] = [
    ["a decorative icon with a class", menuIcon, { "aria-hidden": "true", className: "size-6" }],
    ["an icon without any prop (hidden, as lucide does)", chevronIcon, {}],
    [
      "a labelled icon with aliases (not hidden)",
      circleAlertIcon,
      { "aria-label": "Błąd", role: "img" },
    ],
    ["an icon with an id and a style", menuIcon, { id: "m", style: { color: "red" } }],
  ];
  for (const [name, module, props] of cases) {
    it(`renders what lucide renders: ${name}`, () => {
      const { theirs: Theirs, ours: Ours } = both(module);
      const expected = parts(renderToStaticMarkup(<Theirs {...props} />));
      const actual = parts(renderToStaticMarkup(<Ours {...props} />));
      expect(actual).toEqual(expected);
    });
  }
});
