import { createElement, type ReactNode, type SVGProps } from "react";

/** What each `lucide-react/icons/<name>` module hands to createLucideIcon. */
type IconData = {
  name: string;
  node: [tag: string, attributes: Record<string, string>][];
  aliases?: string[];
};

const SVG_ATTRIBUTES = {
  xmlns: "http://www.w3.org/2000/svg",
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/** As lucide: an icon nothing labels is hidden from screen readers. */
const labels = (props: object, children: ReactNode) =>
  children != null ||
  Object.keys(props).some((key) => key.startsWith("aria-") || key === "role" || key === "title");

/**
 * lucide-react's createLucideIcon (vite.config.ts puts this module in its place), for what the
 * site asks of an icon: lucide's markup with a class name and any SVG attribute. Its own runs
 * every icon through a context, a builder of attributes and class merging on each render, ~2 KB
 * of every page's JavaScript and a share of every server render (seen in CPU profiles); here the
 * shapes are made once per icon. No size, colour or stroke props: nothing uses them
 * (lucide-icon.test.tsx renders the ways the site uses icons with both and compares).
 */
export default function createLucideIcon(icon: IconData) {
  const iconClass = ["lucide", icon.name, ...(icon.aliases ?? [])].join(" lucide-");
  const shapes = icon.node.map(([tag, attributes]) => createElement(tag, attributes));
  // biome-ignore lint/correctness/noComponentHookFactories: one component per icon module, made at its top level (as lucide's own)
  function LucideIcon({ className, children, ...props }: SVGProps<SVGSVGElement>) {
    return createElement(
      "svg",
      {
        ...SVG_ATTRIBUTES,
        className: className ? `${iconClass} ${className}` : iconClass,
        ...(labels(props, children) ? null : { "aria-hidden": "true" }),
        ...props,
      },
      ...shapes,
      children,
    );
  }
  return LucideIcon;
}
