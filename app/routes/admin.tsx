import {
  ADMIN_TAB_KEYS,
  ADMIN_TABS,
  type AdminTab,
  activeAdminTab,
  adminPath,
} from "@shared/admin";
import { Outlet, redirect, useLocation } from "react-router";
import { RouteError, routeErrorMeta } from "~/components/layout/route-error";
import { TabNav } from "~/components/ui/tab-nav";
import { boundaryHeaders } from "~/http/cache-headers.server";
import { requireRole } from "~/http/guards.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin";
import { legacyAdminUrl } from "./admin/legacy-url.server";

export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? routeErrorMeta(error)
    : [...pageMeta("Panel administratora"), { name: "robots", content: "noindex" }];

export const headers = boundaryHeaders;

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
  // What the boundary checks: a screen's error keeps the tabs, but a refused visitor sees none.
  return { tabs: ADMIN_TAB_KEYS };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame tabs={loaderData.tabs}>
      <Outlet />
    </AdminFrame>
  );
}

/** A screen's error (403, 404, 503) shows under the header and tabs; a non-administrator's 403 alone. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const content = <RouteError error={error} />;
  return loaderData ? <AdminFrame tabs={loaderData.tabs}>{content}</AdminFrame> : content;
}

function AdminFrame({ tabs, children }: { tabs: readonly AdminTab[]; children: React.ReactNode }) {
  const tab = activeAdminTab(useLocation().pathname.split("/")[2] ?? null);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">Panel administratora</h1>
        <p className="mt-1 text-gray-600">Ogłoszenia, usługi, użytkownicy i ustawienia serwisu</p>
      </header>
      <TabNav
        path="/admin"
        tabs={tabs}
        labels={ADMIN_TABS}
        active={tab}
        tabHref={(key) => adminPath(key)}
        navLabel="Sekcje panelu administratora"
        selectLabel="Sekcja panelu administratora"
      />
      <div className="mt-6">{children}</div>
    </div>
  );
}
