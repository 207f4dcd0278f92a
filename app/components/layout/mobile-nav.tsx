import { NOUNS, pluralize } from "@shared/format";
import { ADD_LISTING_PATH } from "@shared/panel";
import { ChevronDown, Menu, Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { type NavCategory, townsWithOffers } from "~/lib/navigation";
import { useHydrated } from "~/lib/use-hydrated";
import { ButtonLink } from "../ui/button";
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
          <DrawerLinks navigation={navigation} user={user} towns={false} />
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
      {/* Its content only while open: the towns' links are in no page's DOM until then. */}
      <Sheet
        open={open}
        onClose={() => setOpen(false)}
        title="Menu"
        closeLabel="Zamknij menu"
        className="md:hidden"
      >
        <DrawerLinks navigation={navigation} user={user} towns />
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

const sectionClass = "space-y-1 border-t border-gray-200 pt-4";

/**
 * The drawer, phone-first: the account (or sign in and add a listing), the categories, then the
 * other pages. `towns`: each category as an accordion of its towns with offers, shown only in
 * the opened dialog; the markup every page carries (before hydration, without JavaScript) links
 * each category's page instead, so the towns' links are never in a page's HTML twice.
 */
function DrawerLinks({
  navigation,
  user,
  towns,
}: {
  navigation: NavCategory[];
  user: ShellUser | null;
  towns: boolean;
}) {
  return (
    <nav aria-label="Menu mobilne">
      <ul className="space-y-4">
        {user ? (
          <DrawerUser user={user} />
        ) : (
          <li className="space-y-2">
            <Link to="/auth" className={`${drawerLinkClass} font-semibold text-brand-700`}>
              Zaloguj się
            </Link>
            <ButtonLink to={ADD_LISTING_PATH} block>
              <Plus aria-hidden="true" className="size-5" />
              Dodaj ogłoszenie
            </ButtonLink>
          </li>
        )}
        <li className={sectionClass}>
          <ul className="space-y-1">
            {navigation.map((category) => (
              <li key={category.slug}>
                {towns ? (
                  <CategoryAccordion category={category} />
                ) : (
                  <Link
                    to={`/${category.slug}`}
                    className={`${drawerLinkClass} font-semibold text-gray-900`}
                  >
                    {category.label}
                    <OfferCount count={category.total} />
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </li>
        <li className={sectionClass}>
          {EXTRA_PAGES.map(({ to, label }) => (
            <Link key={to} to={to} className={`${drawerLinkClass} font-semibold text-gray-900`}>
              {label}
            </Link>
          ))}
        </li>
      </ul>
    </nav>
  );
}

const EXTRA_PAGES = [
  { to: "/uslugi", label: "Usługi" },
  { to: "/cennik", label: "Cennik" },
  { to: "/pomoc", label: "Pomoc" },
];

function OfferCount({ count }: { count: number }) {
  return (
    <span className="text-sm font-normal text-gray-500 tabular-nums">
      {count}
      <span className="sr-only"> {pluralize(count, NOUNS.offer)}</span>
    </span>
  );
}

/** A native <details>: opening it costs no JavaScript. Towns without offers are left out. */
function CategoryAccordion({ category }: { category: NavCategory }) {
  return (
    <details className="group">
      <summary
        className={`${drawerLinkClass} cursor-pointer list-none font-semibold text-gray-900 [&::-webkit-details-marker]:hidden`}
      >
        <span className="inline-flex items-center gap-2">
          <ChevronDown
            aria-hidden="true"
            className="size-4 text-gray-400 transition group-open:rotate-180"
          />
          {category.label}
        </span>
        <OfferCount count={category.total} />
      </summary>
      <ul className="mt-1 ml-5 border-l border-gray-200 pl-2 text-sm">
        {townsWithOffers(category).map((town) => (
          <li key={town.slug}>
            <Link
              to={`/${category.slug}/${town.slug}`}
              className={`${drawerLinkClass} text-gray-700`}
            >
              {town.label}
              <OfferCount count={town.count} />
            </Link>
          </li>
        ))}
        <li>
          <Link
            to={`/${category.slug}`}
            className={`${drawerLinkClass} font-semibold text-brand-700`}
          >
            Wszystkie: {category.label.toLowerCase()} ({category.total})
          </Link>
        </li>
      </ul>
    </details>
  );
}
