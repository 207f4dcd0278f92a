import { NOUNS, pluralize } from "@shared/format";
import { Menu } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { DRAWER_LOCATIONS, type NavCategory } from "~/lib/navigation";
import { useHydrated } from "~/lib/use-hydrated";
import { deferred } from "../ui/deferred";
import { Sheet } from "../ui/sheet";
import { useCloseOnNavigation } from "../ui/use-close-on-navigation";
import type { ShellUser } from "./site-shell";

/** Signed-in visitors only: not in the JavaScript every visitor loads (see site-header.tsx). */
const DrawerUser = deferred(() => import("./user-menu").then((m) => m.DrawerUser));

const triggerClass =
  "inline-grid size-10 cursor-pointer list-none place-items-center rounded-md text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden [&::-webkit-details-marker]:hidden";

/**
 * The side drawer below 768 px. Before hydration (or without JavaScript) it is a <details>
 * element; once hydrated, a native <dialog> opened with showModal(): the browser traps focus,
 * makes the page behind inert, closes it on Escape and gives the focus back. It also closes on
 * a click on the backdrop and on navigation.
 */
export function MobileNav({
  navigation,
  user,
}: {
  navigation: NavCategory[];
  user: ShellUser | null;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  // Someone may open the <details> before the scripts have run: carry that over to the dialog.
  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);
  useCloseOnNavigation(() => setOpen(false));
  // The drawer is hidden from `md` up: a phone turned to a wide screen must not keep an
  // invisible modal (and an inert page).
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia("(min-width: 48rem)");
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [open]);

  if (!hydrated) {
    return (
      <details ref={detailsRef} className="md:hidden">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is natively interactive; Enter and Space fire click too */}
        <summary
          className={triggerClass}
          aria-label="Otwórz menu"
          // A click after hydration but before the swap to the dialog would open a <details>
          // that is about to disappear: open the dialog instead.
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          <Menu aria-hidden="true" className="size-6" />
        </summary>
        <div className="fixed inset-x-0 top-16 bottom-0 z-50 overflow-y-auto bg-white p-4 shadow-xl">
          <DrawerLinks navigation={navigation} user={user} />
        </div>
      </details>
    );
  }

  return (
    <>
      <button
        type="button"
        className={triggerClass}
        aria-label="Otwórz menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {/* Its content only while open: ~40 links fewer in every page's DOM. */}
      <Sheet
        open={open}
        onClose={() => setOpen(false)}
        title="Menu"
        closeLabel="Zamknij menu"
        className="md:hidden"
      >
        <DrawerLinks navigation={navigation} user={user} />
      </Sheet>
    </>
  );
}

/**
 * A drawer link without its text colour: each use adds exactly one (no merging of classes).
 * user-menu.tsx has a copy for the signed-in part.
 */
const drawerLinkClass =
  "flex items-center justify-between rounded-md px-3 py-2 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600";

function DrawerLinks({ navigation, user }: { navigation: NavCategory[]; user: ShellUser | null }) {
  return (
    <nav aria-label="Menu mobilne">
      <ul className="space-y-4">
        {navigation.map((category) => (
          <li key={category.slug}>
            <Link
              to={`/${category.slug}`}
              className="flex items-center justify-between rounded-md px-3 py-2 font-semibold text-gray-900 hover:bg-brand-50"
            >
              {category.label}
              <span className="text-sm font-normal text-gray-500 tabular-nums">
                {category.total}
                <span className="sr-only"> {pluralize(category.total, NOUNS.offer)}</span>
              </span>
            </Link>
            <ul className="mt-1 ml-3 border-l border-gray-200 pl-2 text-sm">
              {category.locations.slice(0, DRAWER_LOCATIONS).map((loc) => (
                <li key={loc.slug}>
                  <Link
                    to={`/${category.slug}/${loc.slug}`}
                    className={`${drawerLinkClass} text-gray-700`}
                  >
                    {loc.label}
                    <span className="text-xs text-gray-500 tabular-nums">
                      {loc.count}
                      <span className="sr-only"> {pluralize(loc.count, NOUNS.offer)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
        <li className="space-y-1 border-t border-gray-200 pt-4">
          <Link to="/uslugi" className={`${drawerLinkClass} font-semibold text-gray-900`}>
            Usługi
          </Link>
          <Link to="/pomoc" className={`${drawerLinkClass} font-semibold text-gray-900`}>
            Pomoc
          </Link>
          {user ? null : (
            <Link to="/auth" className={`${drawerLinkClass} font-semibold text-brand-700`}>
              Zaloguj się
            </Link>
          )}
        </li>
        {user ? <DrawerUser user={user} /> : null}
      </ul>
    </nav>
  );
}
