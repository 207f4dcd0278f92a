import { useLocalFavourites } from "~/lib/favourites";
import type { ShellData } from "~/lib/shell-data";
import { deferred } from "../ui/deferred";
import { GlyphSprite } from "../ui/glyph";
import { staticPart } from "../ui/static-part";
import { SiteHeader } from "./site-header";

/** Links and text only: the browser keeps the server's footer and loads no code for it. */
const SiteFooter = staticPart(() => import("./site-footer").then((m) => m.SiteFooter), "footer");

/** Shown only to a signed-in user whose browser still keeps a visitor's favourites. */
const FavouritesOffer = deferred(() =>
  import("../favourites/favourites-offer").then((m) => m.FavouritesOffer),
);

/** Header, main content and footer; used by pages and by the error boundary alike. */
export function SiteShell({ data, children }: { data: ShellData; children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Przejdź do treści
      </a>
      <GlyphSprite />
      <SiteHeader
        navigation={data.navigation}
        logoUrl={data.settings.header_logo_url}
        user={data.user}
      />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter
        className="mt-16 bg-gray-900 text-gray-300"
        logoUrl={data.settings.footer_logo_url}
        serviceCategories={data.serviceCategories}
        year={data.year}
        operator={data.operator}
      />
      {data.user ? <OfferLocalFavourites /> : null}
    </div>
  );
}

function OfferLocalFavourites() {
  return useLocalFavourites().length ? <FavouritesOffer /> : null;
}
