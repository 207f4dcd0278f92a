import { Menu } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { NavCategory } from "~/lib/navigation";
import type { ShellUser } from "~/lib/shell-data";
import { useHydrated } from "~/lib/use-hydrated";
import { deferred } from "../ui/deferred";
import { useCloseOnNavigation } from "../ui/use-close-on-navigation";

/**
 * The no-JavaScript drawer's links, rendered by the server only: the browser keeps that markup
 * (plain links) until hydration swaps the <details> for the dialog, so it never loads code for it.
 */
const ServerDrawerLinks = deferred(() =>
  import.meta.env.SSR
    ? import("./drawer-links").then((m) => m.DrawerLinks)
    : new Promise<never>(() => {}),
);
/**
 * The dialog and its accordions: not with every page's JavaScript, but from the first sign of
 * intent (a touch, a pointer over the button, focus) and rendered from the first tap on.
 */
const DrawerSheet = deferred(() => import("./drawer-links").then((m) => m.DrawerSheet));

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
  // Mounted from the first opening on (its code loads then), so that it can close and reopen.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
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
          <ServerDrawerLinks navigation={navigation} user={user} towns={false} />
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
        onPointerDown={DrawerSheet.preload}
        onPointerEnter={DrawerSheet.preload}
        onFocus={DrawerSheet.preload}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {opened ? (
        <DrawerSheet
          open={open}
          onClose={() => setOpen(false)}
          navigation={navigation}
          user={user}
        />
      ) : null}
    </>
  );
}
