import { listFavouriteKeys } from "@server/favourites/list-favourites";
import { countActiveListings } from "@server/listings/count-active-listings";
import { countUnread } from "@server/messages/conversations";
import { listServiceCategoriesInUse } from "@server/services/list-service-categories-in-use";
import { getSiteSettings } from "@server/site-settings/get-site-settings";
import { polishDay } from "@shared/format";
import { faviconLink } from "@shared/site-settings";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { boundaryHeaders } from "~/http/cache-headers.server";
import { getAppContext } from "~/http/context.server";
import { getActor } from "~/http/guards.server";
import type { Route } from "./+types/root";
import { RouteError, routeErrorMeta } from "./components/layout/route-error";
import { SiteShell } from "./components/layout/site-shell";
import { Toaster } from "./components/ui/toast";
import interFont from "./fonts/inter-pl-wght.woff2?url";
import { canonicalUrl, pageMeta } from "./lib/meta";
import { buildNavigation } from "./lib/navigation";
import { useNonce } from "./lib/nonce";
import type { ShellData } from "./lib/shell-data";
import { SiteStylesheet } from "./lib/site-stylesheet";

/** Navigation counts and branding for the header and footer of every page. */
export async function loader({
  context,
  request,
}: Route.LoaderArgs): Promise<
  ShellData & { baseUrl: string; unreadCount: number; unreadAt: number }
> {
  const { db, config, contentMemo } = getAppContext(context);
  // The same for every page and visitor until public content changes.
  const [counts, settings, serviceCategories, actor] = await Promise.all([
    contentMemo.remember(countActiveListings),
    contentMemo.remember(getSiteSettings),
    contentMemo.remember(listServiceCategoriesInUse),
    getActor(context, request),
  ]);
  // The header bell's badge; live updates keep it current between loads. `unreadAt` (server time,
  // taken before counting) tells the bell whether a pushed count is newer (unread-store.ts).
  const unreadAt = actor ? Date.now() : 0;
  const [unreadCount, favourites] = actor
    ? await Promise.all([countUnread({ db, actor }), listFavouriteKeys(db, actor.id)])
    : [0, []];
  return {
    navigation: buildNavigation(counts),
    settings,
    serviceCategories,
    year: Number(polishDay().slice(0, 4)),
    operator: config.operator,
    // For the canonical link of every page (BASE_URL: the address people and crawlers use).
    baseUrl: config.baseUrl,
    unreadCount,
    unreadAt,
    favourites,
    // Only what the header shows: nothing else about the session reaches the browser.
    user: actor
      ? {
          id: actor.id,
          email: actor.email,
          firstName: actor.profile?.firstName ?? null,
          lastName: actor.profile?.lastName ?? null,
          avatarUrl: actor.profile?.avatarUrl ?? null,
          accountType: actor.profile?.accountType ?? null,
          roles: actor.roles,
        }
      : null,
  };
}

/**
 * An error page's headers are those its error was thrown with (a token page's no-store, the 503's
 * Retry-After) when the root is the boundary (a layout's or the listing page's passes them
 * itself). A page without its own `headers` gets none of the root's otherwise.
 */
export const headers = boundaryHeaders;

export const meta: Route.MetaFunction = ({ error }) =>
  error ? routeErrorMeta(error) : pageMeta(null);

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const favicon = faviconLink(data?.settings.favicon_url);
  const { pathname, search } = useLocation();
  const error = useRouteError();
  // Error pages (404, 403) are not canonical anything; they also say noindex.
  const canonical = data && !error ? canonicalUrl(data.baseUrl, pathname, search) : null;
  return (
    <html lang="pl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#047857" />
        {/* The text's typeface (app.css), asked for with the page rather than after its styles. */}
        <link rel="preload" href={interFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="icon" href={favicon.href} type={favicon.type} />
        <Meta />
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        <SiteStylesheet />
        <Links />
      </head>
      {/* An open modal <dialog> (drawer, gallery) keeps the page behind it from scrolling. */}
      <body className="min-h-screen bg-gray-50 text-gray-900 antialiased has-[dialog:modal]:overflow-hidden">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell data={loaderData}>
      <Outlet />
      <Toaster />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  const content = <RouteError error={error} />;
  // Inside the normal header and footer when the root data loaded; bare if that is what failed.
  return data ? <SiteShell data={data}>{content}</SiteShell> : <main id="main">{content}</main>;
}
