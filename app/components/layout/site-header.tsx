import { NOUNS, pluralize } from "@shared/format";
import { ADD_LISTING_PATH } from "@shared/panel";
import { ChevronDown, LogIn, Plus } from "lucide-react";
import { useEffect } from "react";
import { Link, NavLink, useLocation, useRouteLoaderData } from "react-router";
import { cn } from "~/lib/cn";
import { useInAppLinks } from "~/lib/in-app-links";
import type { NavCategory } from "~/lib/navigation";
import type { ShellUser } from "~/lib/shell-data";
import { ButtonLink } from "../ui/button";
import { deferred } from "../ui/deferred";
import { Glyph } from "../ui/glyph";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

type Props = { navigation: NavCategory[]; logoUrl: string | null; user: ShellUser | null };

/**
 * The signed-in user's menu is loaded only for signed-in visitors: most visitors of public pages
 * never need its code (the public pages' budget: at most 130 KB of JavaScript). The server renders it in full,
 * and until its chunk arrives the server's markup (a working <details>) stays in place.
 */
const UserMenu = deferred(() => import("./user-menu").then((m) => m.UserMenu), {
  fallback: <span aria-hidden="true" className="size-9 rounded-full bg-gray-100" />,
});

/** The messages bell: also only for signed-in visitors, so also loaded only for them. */
const HeaderBell = deferred(() => import("../messages/header-bell").then((m) => m.HeaderBell), {
  fallback: <span aria-hidden="true" className="size-10" />,
});

const topLink =
  "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export function SiteHeader({ navigation, logoUrl, user }: Props) {
  const location = useLocation();
  // The root loader's unread-message count for the bell (0 when signed out) and when it was taken.
  const root = useRouteLoaderData<{ unreadCount?: number; unreadAt?: number }>("root");
  const unreadCount = root?.unreadCount ?? 0;
  const unreadAt = root?.unreadAt ?? 0;
  // After a client-side navigation the clicked submenu link keeps focus, which would keep its
  // :focus-within dropdown open; drop the focus so the menu closes like on a full page load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.closest("[data-nav-dropdown]")) active.blur();
  }, [location.pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <MobileNav navigation={navigation} user={user} />
        <Link
          to="/"
          className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <Logo src={logoUrl} />
          <span className="sr-only"> — strona główna</span>
        </Link>

        <nav aria-label="Główna nawigacja" className="hidden flex-1 md:block">
          <ul className="flex items-center gap-1">
            {navigation.map((category) => (
              <CategoryDropdown key={category.slug} category={category} />
            ))}
            <li>
              <NavLink
                to="/uslugi"
                className={({ isActive }) =>
                  cn(topLink, isActive ? "text-brand-700" : "text-gray-700")
                }
              >
                Usługi
              </NavLink>
            </li>
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <Link
            to="/obserwowane"
            aria-label="Obserwowane"
            title="Obserwowane"
            // A signed-in phone has the bell here and the same link in its drawer: no room.
            className={cn(
              "size-10 shrink-0 place-items-center rounded-full text-gray-700 hover:bg-brand-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-600",
              user ? "hidden sm:grid" : "grid",
            )}
          >
            <Glyph name="heart" className="size-5 fill-none" />
          </Link>
          {/* For visitors too: /dodaj-ogloszenie signs them in and brings them back to the form. */}
          <ButtonLink to={ADD_LISTING_PATH} size="sm">
            <Plus aria-hidden="true" className="size-4" />
            <span>
              Dodaj<span className="sr-only sm:not-sr-only"> ogłoszenie</span>
            </span>
          </ButtonLink>
          {user ? (
            <>
              <HeaderBell initialCount={unreadCount} loadedAt={unreadAt} />
              {/* Phones have no room for it: their drawer starts with the same menu. */}
              <div className="hidden sm:block">
                <UserMenu user={user} />
              </div>
            </>
          ) : (
            <ButtonLink to="/auth" size="sm" variant="ghost">
              <LogIn aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">Zaloguj się</span>
            </ButtonLink>
          )}
        </div>
      </div>
    </header>
  );
}

/**
 * A category link whose submenu opens on hover and on keyboard focus (CSS :focus-within), so it
 * works before hydration and without JavaScript; on touch screens the link opens the category.
 */
function CategoryDropdown({ category }: { category: NavCategory }) {
  const menuId = `menu-${category.slug}`;
  const followInApp = useInAppLinks();
  return (
    <li className="group relative" data-nav-dropdown>
      <NavLink
        to={`/${category.slug}`}
        className={({ isActive }) => cn(topLink, isActive ? "text-brand-700" : "text-gray-700")}
      >
        {category.label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 text-gray-400 transition group-focus-within:rotate-180 group-hover:rotate-180"
        />
      </NavLink>
      <div
        id={menuId}
        className="invisible absolute top-full left-0 z-50 pt-2 opacity-0 transition duration-150 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        <div className="w-[30rem] rounded-xl border border-gray-200 bg-white p-3 shadow-xl">
          <p className="px-2 pb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">
            {category.label} według miejscowości
          </p>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: only forwards its links' clicks (Enter on a link is a click too) */}
          <ul className="grid grid-cols-2 gap-0.5" onClick={followInApp}>
            {category.locations.map((loc) => (
              <li key={loc.slug}>
                <a href={`/${category.slug}/${loc.slug}`} className="nav-town">
                  <span>{loc.label}</span>
                  <span className={loc.count ? "nav-town-count" : "nav-town-count nav-town-none"}>
                    {loc.count}
                    <span className="sr-only"> {pluralize(loc.count, NOUNS.offer)}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <Link
            to={`/${category.slug}`}
            className="mt-2 block rounded-md border-t border-gray-100 px-2 pt-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            Wszystkie: {category.label.toLowerCase()} ({category.total})
          </Link>
        </div>
      </div>
    </li>
  );
}
