import { ADMIN_TAB_KEYS, ADMIN_TABS, activeAdminTab, adminPath } from "@shared/admin";
import { Outlet, redirect, useLocation } from "react-router";
import { TabNav } from "~/components/ui/tab-nav";
import { requireRole } from "~/http/guards";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin";
import { legacyAdminUrl } from "./admin/legacy-url";

export const meta = () => [
  ...pageMeta("Panel administratora"),
  { name: "robots", content: "noindex" },
];

/**
 * The administrator's panel: one child route per screen (app/routes.ts). Anonymous visitors go
 * to /auth and come back; signed-in non-administrators get 403. The old addresses
 * (`/admin?tab=…&section=…`) move to the screens' own.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  if (url.pathname.replace(/\/$/, "") === "/admin") {
    const moved = legacyAdminUrl(url.searchParams);
    if (moved) throw redirect(moved);
  }
  await requireRole(context, request, "administrator");
  return null;
}

export default function AdminLayout() {
  const tab = activeAdminTab(useLocation().pathname.split("/")[2] ?? null);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">Panel administratora</h1>
        <p className="mt-1 text-gray-600">Ogłoszenia, usługi, użytkownicy i ustawienia serwisu</p>
      </header>
      <TabNav
        path="/admin"
        tabs={ADMIN_TAB_KEYS}
        labels={ADMIN_TABS}
        active={tab}
        tabHref={(key) => adminPath(key)}
        navLabel="Sekcje panelu administratora"
        selectLabel="Sekcja panelu administratora"
      />
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
