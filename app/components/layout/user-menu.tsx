import { roleLabel } from "@shared/roles";
import { safeImageSrc } from "@shared/urls";
import { ChevronDown, LayoutDashboard, LogOut, ShieldCheck, UserRound } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { cn } from "~/lib/cn";
import type { ShellUser } from "~/lib/shell-data";
import { useHydrated } from "~/lib/use-hydrated";
import { useDismiss } from "../ui/use-dismiss";
import { drawerLinkClass } from "./drawer-links";

const SIGN_OUT_PATH = "/wyloguj";

/** What the menu lists for a user; the drawer lists the same. */
function userMenuLinks(user: ShellUser) {
  return [
    { to: "/profil", label: "Mój profil", icon: UserRound },
    { to: "/panel", label: "Panel", icon: LayoutDashboard },
    ...(user.roles.includes("administrator")
      ? [{ to: "/admin", label: "Panel administratora", icon: ShieldCheck }]
      : []),
  ];
}

function displayName(user: ShellUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
}

function UserAvatar({ user, className }: { user: ShellUser; className?: string }) {
  const src = safeImageSrc(user.avatarUrl);
  const initials =
    [user.firstName, user.lastName]
      .filter(Boolean)
      .map((part) => part?.trim()[0] ?? "")
      .join("")
      .toUpperCase() || user.email[0]?.toUpperCase();
  return src ? (
    <img src={src} alt="" className={cn("size-9 rounded-full object-cover", className)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        "grid size-9 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-800",
        className,
      )}
    >
      {initials}
    </span>
  );
}

const triggerClass =
  "flex cursor-pointer list-none items-center gap-2 rounded-full py-1 pr-2 pl-1 text-left hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden";
const itemClass =
  "flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600";

function TriggerContent({ user }: { user: ShellUser }) {
  return (
    <>
      <UserAvatar user={user} />
      {/* The button's name is what it shows (WCAG 2.5.3); phones show the initials only. */}
      <span className="sr-only max-w-40 flex-col leading-tight lg:not-sr-only lg:flex">
        <span className="truncate text-sm font-semibold text-gray-900">{displayName(user)}</span>
        <span className="text-xs text-gray-500">{roleLabel(user.roles)}</span>
      </span>
      <span className="sr-only">, menu użytkownika</span>
      <ChevronDown aria-hidden="true" className="size-4 text-gray-400" />
    </>
  );
}

function MenuHeader({ user }: { user: ShellUser }) {
  return (
    <div className="border-b border-gray-100 px-3 pt-2 pb-3">
      <p className="truncate font-semibold text-gray-900">{displayName(user)}</p>
      <p className="truncate text-xs text-gray-500">{user.email}</p>
      <p className="mt-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
        {roleLabel(user.roles)}
      </p>
    </div>
  );
}

/** The menu's links and the sign-out form: the same before and after hydration. */
function MenuPanel({ user, id }: { user: ShellUser; id?: string }) {
  return (
    <div
      id={id}
      className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-gray-200 bg-white p-1 shadow-xl"
    >
      <MenuHeader user={user} />
      <ul className="py-1">
        {userMenuLinks(user).map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={itemClass}>
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <Form method="post" action={SIGN_OUT_PATH} className="border-t border-gray-100 pt-1">
        <button type="submit" className={itemClass}>
          <LogOut aria-hidden="true" className="size-4" />
          Wyloguj się
        </button>
      </Form>
    </div>
  );
}

/**
 * The signed-in user's menu in the header. Before hydration (or without JavaScript) a <details>;
 * afterwards a disclosure button (aria-expanded, aria-controls) over the same links, closing on
 * Escape, an outside click, focus leaving it and navigation. No Radix: it is on public pages.
 */
export function UserMenu({ user }: { user: ShellUser }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // Opened before the scripts ran: keep it open.
  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);
  useDismiss({ open, onClose: () => setOpen(false), containerRef, triggerRef });

  if (!hydrated) {
    return (
      <details ref={detailsRef} className="relative">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is natively interactive; Enter and Space fire click too */}
        <summary
          className={triggerClass}
          // A click after hydration but before the swap to the button would open a <details>
          // that is about to disappear: open the menu instead.
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          <TriggerContent user={user} />
        </summary>
        <MenuPanel user={user} />
      </details>
    );
  }

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        className={triggerClass}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <TriggerContent user={user} />
      </button>
      {/* Rendered only while open, so its links and texts are not in the page twice. */}
      {open ? <MenuPanel user={user} id={panelId} /> : null}
    </div>
  );
}

/**
 * The drawer's first part for a signed-in user: who they are and the same entries as the
 * header's user menu (which phones do not show: the drawer is their account menu).
 */
export function DrawerUser({ user }: { user: ShellUser }) {
  return (
    <li className="space-y-1">
      <div className="flex items-center gap-3 px-3 pb-2">
        <UserAvatar user={user} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-gray-900">{displayName(user)}</p>
          <p className="text-xs text-gray-500">{roleLabel(user.roles)}</p>
        </div>
      </div>
      {userMenuLinks(user).map(({ to, label }) => (
        <Link key={to} to={to} className={`${drawerLinkClass} font-semibold text-gray-900`}>
          {label}
        </Link>
      ))}
      <Form method="post" action={SIGN_OUT_PATH}>
        <button type="submit" className={`${drawerLinkClass} w-full font-semibold text-gray-900`}>
          Wyloguj się
        </button>
      </Form>
    </li>
  );
}
