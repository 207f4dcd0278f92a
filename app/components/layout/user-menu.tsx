import { ChevronDown, LayoutDashboard, LogOut, ShieldCheck, UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { cn } from "~/lib/cn";
import { roleLabel } from "~/lib/roles";
import { safeImageSrc } from "~/lib/urls";
import { useHydrated } from "~/lib/use-hydrated";
import type { ShellUser } from "./site-shell";

export const SIGN_OUT_PATH = "/wyloguj";

/** What the menu lists for a user; the drawer lists the same. */
export function userMenuLinks(user: ShellUser) {
  return [
    { to: "/profil", label: "Mój profil", icon: UserRound },
    { to: "/panel", label: "Panel", icon: LayoutDashboard },
    ...(user.roles.includes("administrator")
      ? [{ to: "/admin", label: "Panel administratora", icon: ShieldCheck }]
      : []),
  ];
}

export function displayName(user: ShellUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
}

export function UserAvatar({ user, className }: { user: ShellUser; className?: string }) {
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
  "flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-gray-700 outline-none hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

function TriggerContent({ user }: { user: ShellUser }) {
  return (
    <>
      <UserAvatar user={user} />
      <span className="hidden max-w-40 flex-col leading-tight lg:flex">
        <span className="truncate text-sm font-semibold text-gray-900">{displayName(user)}</span>
        <span className="text-xs text-gray-500">{roleLabel(user.roles)}</span>
      </span>
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

/**
 * The signed-in user's menu in the header. Before hydration (or without JavaScript) a <details>
 * with plain links and a sign-out form; afterwards a Radix dropdown (keyboard, Escape, focus).
 */
export function UserMenu({ user }: { user: ShellUser }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [open, setOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  // Opened before the scripts ran: keep it open as the dropdown.
  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);
  const label = `Menu użytkownika: ${displayName(user)}`;

  if (!hydrated) {
    return (
      <details ref={detailsRef} className="relative">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is natively interactive; Enter and Space fire click too */}
        <summary
          className={triggerClass}
          aria-label={label}
          // A click after hydration but before the swap to the dropdown would open a <details>
          // that is about to disappear: open the dropdown instead.
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          <TriggerContent user={user} />
        </summary>
        <div className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-gray-200 bg-white p-1 shadow-xl">
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
      </details>
    );
  }

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger className={triggerClass} aria-label={label}>
        <TriggerContent user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-gray-200 bg-white p-1 shadow-xl"
        >
          <MenuHeader user={user} />
          <div className="py-1">
            {userMenuLinks(user).map(({ to, label, icon: Icon }) => (
              <DropdownMenu.Item key={to} asChild className={itemClass}>
                <Link to={to}>
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </Link>
              </DropdownMenu.Item>
            ))}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => submit(null, { method: "post", action: SIGN_OUT_PATH })}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Wyloguj się
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
