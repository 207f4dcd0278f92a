import { NOUNS, pluralize } from "@shared/format";
import { ADD_LISTING_PATH } from "@shared/panel";
import { ChevronDown, Plus } from "lucide-react";
import { Link } from "react-router";
import { type NavCategory, townsWithOffers } from "~/lib/navigation";
import type { ShellUser } from "~/lib/shell-data";
import { ButtonLink } from "../ui/button";
import { deferred } from "../ui/deferred";
import { Sheet } from "../ui/sheet";

/** Signed-in visitors only: not in the JavaScript every visitor loads (see site-header.tsx). */
const DrawerUser = deferred(() => import("./user-menu").then((m) => m.DrawerUser));

/** A drawer link without its text colour: each use adds exactly one (no merging of classes). */
export const drawerLinkClass =
  "flex items-center justify-between rounded-md px-3 py-2 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600";

/** The drawer once hydrated: a modal sheet with its content only while open. */
export function DrawerSheet({
  open,
  onClose,
  navigation,
  user,
}: {
  open: boolean;
  onClose: () => void;
  navigation: NavCategory[];
  user: ShellUser | null;
}) {
  return (
    // Its content only while open: the towns' links are in no page's DOM until then.
    <Sheet
      open={open}
      onClose={onClose}
      title="Menu"
      closeLabel="Zamknij menu"
      className="md:hidden"
    >
      <DrawerLinks navigation={navigation} user={user} towns />
    </Sheet>
  );
}

const sectionClass = "space-y-1 border-t border-gray-200 pt-4";

/**
 * The drawer, phone-first: the account (or sign in and add a listing), the categories, then the
 * other pages. `towns`: each category as an accordion of its towns with offers, shown only in
 * the opened dialog; the markup every page carries (before hydration, without JavaScript) links
 * each category's page instead, so the towns' links are never in a page's HTML twice.
 */
export function DrawerLinks({
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
  { to: "/obserwowane", label: "Obserwowane" },
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
