import { Menu, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { DRAWER_LOCATIONS, type NavCategory } from "~/lib/navigation";
import { roleLabel } from "~/lib/roles";
import type { ShellUser } from "./site-shell";
import { displayName, SIGN_OUT_PATH, UserAvatar, userMenuLinks } from "./user-menu";

const triggerClass =
  "inline-grid size-10 cursor-pointer list-none place-items-center rounded-md text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden [&::-webkit-details-marker]:hidden";

/**
 * The side drawer below 768 px. Before hydration (or without JavaScript) it is a <details>
 * element; once hydrated, a Radix dialog that traps focus, closes on Escape and on navigation.
 */
export function MobileNav({
  navigation,
  user,
}: {
  navigation: NavCategory[];
  user: ShellUser | null;
}) {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  // Someone may open the <details> before the scripts have run: carry that over to the dialog.
  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
    setHydrated(true);
  }, []);
  const { pathname, search } = useLocation();
  // Close on navigation, but not on mount: that would undo the carry-over above.
  const shownUrl = useRef(pathname + search);
  useEffect(() => {
    if (shownUrl.current === pathname + search) return;
    shownUrl.current = pathname + search;
    setOpen(false);
  }, [pathname, search]);

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
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={triggerClass} aria-label="Otwórz menu">
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[85%] max-w-sm flex-col bg-white shadow-2xl focus:outline-none md:hidden"
        >
          <div className="flex h-16 items-center justify-between border-b border-gray-200 px-4">
            <Dialog.Title className="text-lg font-bold text-brand-800">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Zamknij menu"
              className="grid size-10 place-items-center rounded-md text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-4">
            <DrawerLinks navigation={navigation} user={user} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const linkClass =
  "flex items-center justify-between rounded-md px-3 py-2 text-gray-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600";

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
              </span>
            </Link>
            <ul className="mt-1 ml-3 border-l border-gray-200 pl-2 text-sm">
              {category.locations.slice(0, DRAWER_LOCATIONS).map((loc) => (
                <li key={loc.slug}>
                  <Link to={`/${category.slug}/${loc.slug}`} className={linkClass}>
                    {loc.label}
                    <span className="text-xs text-gray-500 tabular-nums">{loc.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
        <li className="space-y-1 border-t border-gray-200 pt-4">
          <Link to="/uslugi" className={`${linkClass} font-semibold text-gray-900`}>
            Usługi
          </Link>
          <Link to="/pomoc" className={`${linkClass} font-semibold text-gray-900`}>
            Pomoc
          </Link>
          {user ? null : (
            <Link to="/auth" className={`${linkClass} font-semibold text-brand-700`}>
              Zaloguj się
            </Link>
          )}
        </li>
        {user ? <DrawerUser user={user} /> : null}
      </ul>
    </nav>
  );
}

/** The same entries as the header's user menu. */
function DrawerUser({ user }: { user: ShellUser }) {
  return (
    <li className="space-y-1 border-t border-gray-200 pt-4">
      <div className="flex items-center gap-3 px-3 pb-2">
        <UserAvatar user={user} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-gray-900">{displayName(user)}</p>
          <p className="text-xs text-gray-500">{roleLabel(user.roles)}</p>
        </div>
      </div>
      {userMenuLinks(user).map(({ to, label }) => (
        <Link key={to} to={to} className={`${linkClass} font-semibold text-gray-900`}>
          {label}
        </Link>
      ))}
      <Form method="post" action={SIGN_OUT_PATH}>
        <button type="submit" className={`${linkClass} w-full font-semibold text-gray-900`}>
          Wyloguj się
        </button>
      </Form>
    </li>
  );
}
