import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "./scripts/vite/precompress.ts";
import { serverDataFiles } from "./scripts/vite/server-data-files.ts";

const APP = path.resolve("app");
const SHARED = path.resolve("shared");
const IMPORT = /^import\s+(?!type\b)([\s\S]*?)\s+from\s+"([^"]+)";/gm;

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * The app modules `entry` imports statically, directly or not (type imports and the server
 * modules loaders use aside), and the lucide icons they use: for app/root.tsx, what every page
 * loads whatever it shows.
 */
function staticGraph(entry: string): { files: Set<string>; icons: Set<string> } {
  const files = new Set<string>();
  const icons = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, names, spec] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      if (spec === "lucide-react") {
        for (const name of names.replace(/[{}\s]/g, "").split(",")) if (name) icons.add(name);
        continue;
      }
      const base = spec.startsWith("~/")
        ? path.join(APP, spec.slice(2))
        : spec.startsWith("@shared/")
          ? path.join(SHARED, spec.slice(8))
          : spec.startsWith(".")
            ? path.resolve(path.dirname(file), spec)
            : null;
      const found = base && [base, `${base}.tsx`, `${base}.ts`].find(isFile);
      if (found && [APP, SHARED].some((dir) => found.startsWith(dir + path.sep))) visit(found);
    }
  };
  visit(path.resolve(entry));
  return { files, icons };
}

/** lucide-react's ESM build has one file per icon, named in kebab case. */
const iconFiles = (names: Iterable<string>) =>
  new Set(
    [...names].map((name) => `${name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase()}.mjs`),
  );
const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const isIconOf = (icons: Set<string>, id: string) =>
  LUCIDE_ICON.test(id) && icons.has(path.basename(id));

const shell = staticGraph("app/root.tsx");
// The form controls: small, and used by most pages (the search filters, the forms); in the
// shell they cost every page less than a file of their own costs the pages that use them.
shell.files.add(path.resolve("app/components/ui/input.tsx"));
// The favourite heart: on the cards of every public page but the legal ones.
shell.files.add(path.resolve("app/components/favourites/favourite-button.tsx"));
/**
 * The icons that two or more public pages draw (an icon is ~150 bytes: one file for them beats
 * one each); an icon of one page only stays in that page's own files, so the others don't load it.
 */
const PUBLIC_ROUTES = [
  "home",
  "category",
  "search",
  "listing-detail",
  "services",
  "service-param",
  "agency",
];
const iconPages = PUBLIC_ROUTES.flatMap((route) => [
  ...staticGraph(`app/routes/${route}.tsx`).icons,
]);
const publicIcons = iconFiles(
  new Set(iconPages.filter((icon, index) => iconPages.indexOf(icon) !== index)),
);

/**
 * The small parts of listing cards and offer pages (the card, its badges and price, a box, the
 * "Zgłoś" link): shared by most public pages, each was a file of its own of 0.1 to 0.5 KB, and
 * a page fetched five to eight of them. One file compresses far better (a listing page fetched
 * 1.6 KB less); a page that needs only some of them fetches the rest too, within its budget.
 */
const cardParts = new Set(
  [
    "app/components/listing/listing-card.tsx",
    "app/components/listing/card-badges.tsx",
    "app/components/listing/contact-bar-frame.tsx",
    "app/components/ui/badge.tsx",
    "app/components/ui/card.tsx",
    "app/components/ui/report-link.tsx",
    "shared/listing-price.ts",
    "shared/sources.ts",
  ].map((file) => path.resolve(file)),
);

/** The icons of a listing's and a service's page that no other public page draws (deferred parts' too). */
const offerIcons = iconFiles(["Eye", "ArrowLeft", "MessageSquare", "ExternalLink"]);

// The SSR bundle's entry is app/http/handler.server.ts, so the Express handler and the React Router build
// share one module graph (one copy of every server module).
export default defineConfig({
  environments: {
    ssr: {
      build: { rollupOptions: { input: "./app/http/handler.server.ts" } },
      resolve: { noExternal: ["lucide-react"] },
    },
    client: {
      build: {
        rollupOptions: {
          output: {
            // Every page loads React, React DOM, React Router and the root's own modules. As two
            // files instead of some fifteen small ones they compress better (4 KB less per page)
            // and cost a page far fewer requests on a slow connection. Modules root does not
            // import statically stay split by the pages that use them.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  priority: 10,
                },
                {
                  name: "shell",
                  test: (id) => shell.files.has(id),
                  priority: 5,
                },
                { name: "icons", test: (id) => isIconOf(publicIcons, id), priority: 4 },
                {
                  name: "cards",
                  test: (id) => cardParts.has(id) || isIconOf(offerIcons, id),
                  priority: 3,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter(), precompress(), serverDataFiles()],
  resolve: {
    tsconfigPaths: true,
    // Every lucide icon module builds its component with this: the site's lighter one instead
    // (app/components/ui/lucide-icon.ts), on the server too (bundled, below), so both render the same.
    alias: [
      {
        find: /^\.\.?\/createLucideIcon\.mjs$/,
        replacement: path.resolve("app/components/ui/lucide-icon.ts"),
      },
    ],
  },
});
