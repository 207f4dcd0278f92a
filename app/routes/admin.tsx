import { DashboardTab } from "~/components/admin/dashboard";
import { TabNav } from "~/components/ui/tab-nav";
import { ADMIN_TAB_KEYS, ADMIN_TABS, activeAdminTab } from "~/lib/admin";
import { pageMeta } from "~/lib/meta";
import { getDashboard } from "../../server/admin/dashboard";
import { requireRole } from "../../server/auth/actor";
import { getAppContext } from "../../server/context";
import type { Route } from "./+types/admin";

export const meta = () => [
  ...pageMeta("Panel administratora"),
  { name: "robots", content: "noindex" },
];

// Anonymous visitors go to /auth and come back; signed-in non-administrators get 403.
export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireRole(context, request, "administrator");
  const tab = activeAdminTab(url.searchParams.get("tab"));
  if (tab === "dashboard") {
    return { tab, dashboard: await getDashboard(getAppContext(context).db) };
  }
  return { tab };
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
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
        active={loaderData.tab}
        navLabel="Sekcje panelu administratora"
        selectLabel="Sekcja panelu administratora"
      />
      <div className="mt-6">
        {loaderData.dashboard ? (
          <DashboardTab dashboard={loaderData.dashboard} />
        ) : (
          <p className="rounded-2xl border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700">
            Sekcja „{ADMIN_TABS[loaderData.tab]}” jest w przygotowaniu.
          </p>
        )}
      </div>
    </div>
  );
}
