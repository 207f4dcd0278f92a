import {
  ADMIN_TAB_KEYS,
  ADMIN_TABS,
  activeAdminTab,
  activeSection,
  IMPORT_SECTIONS,
  PROMOTION_SECTIONS,
} from "@shared/admin";
import { JSON_IMPORT_INTENT, JSON_IMPORT_TEXT } from "@shared/json-import";
import type { PanelActionResult } from "@shared/panel";
import { AuditLogSection } from "~/components/admin/audit-log";
import { DashboardTab } from "~/components/admin/dashboard";
import { ImportTab } from "~/components/admin/import-tab";
import { ListingsTab } from "~/components/admin/listings-tab";
import { PromotionTab } from "~/components/admin/promotion-tab";
import { ServicesTab } from "~/components/admin/services-tab";
import { SettingsTab } from "~/components/admin/settings-tab";
import { UsersTab } from "~/components/admin/users-tab";
import { TabNav } from "~/components/ui/tab-nav";
import { reply } from "~/http/action-reply";
import { getAppContext } from "~/http/context";
import { getActor, requireRole } from "~/http/guards";
import { pageMeta } from "~/lib/meta";
import { runAdminAction } from "../../server/admin/actions";
import { loadAuditLog } from "../../server/admin/audit-log-tab";
import { getDashboard } from "../../server/admin/dashboard";
import { loadListingsTab } from "../../server/admin/listings-tab";
import { loadPlansSection } from "../../server/admin/plans-tab";
import { loadPromotionsSection } from "../../server/admin/promotions-tab";
import { loadServicesTab } from "../../server/admin/services-tab";
import { loadSettingsTab } from "../../server/admin/settings-tab";
import { loadUsersTab } from "../../server/admin/users-tab";
import { panelPhotoStore } from "../../server/images/photo-store";
import {
  BodyTooLargeError,
  MAX_FORM_BODY_BYTES,
  readFormData,
} from "../../server/images/read-form-data";
import { defaultImportPolicy } from "../../server/import/import-policy";
import { searchablePortals } from "../../server/import/portal-import";
import { getStorage } from "../../server/storage/storage";
import type { Route } from "./+types/admin";

export const meta = () => [
  ...pageMeta("Panel administratora"),
  { name: "robots", content: "noindex" },
];

// Anonymous visitors go to /auth and come back; signed-in non-administrators get 403.
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const actor = await requireRole(context, request, "administrator");
  const ctx = { db: getAppContext(context).db, actor };
  const params = url.searchParams;
  const tab = activeAdminTab(params.get("tab"));
  if (tab === "dashboard") {
    const [dashboard, auditLog] = await Promise.all([
      getDashboard(ctx.db),
      loadAuditLog(ctx, params),
    ]);
    return { tab, dashboard, auditLog };
  }
  if (tab === "listings") return { tab, listings: await loadListingsTab(ctx, params) };
  if (tab === "services") return { tab, services: await loadServicesTab(ctx, params) };
  if (tab === "users") return { tab, users: await loadUsersTab(ctx, params) };
  if (tab === "settings") return { tab, settings: await loadSettingsTab(ctx, params) };
  if (tab === "import") {
    return {
      tab,
      importSection: activeSection(IMPORT_SECTIONS, params.get("section")),
      portals: searchablePortals(),
    };
  }
  const promotionSection = activeSection(PROMOTION_SECTIONS, params.get("section"));
  return {
    tab,
    promotionSection,
    plans: promotionSection === "plans" ? await loadPlansSection(ctx, params) : null,
    promotions:
      promotionSection === "plans"
        ? null
        : await loadPromotionsSection(ctx, params, getAppContext(context).log),
  };
}

/**
 * Every administrator form posts here with an `intent` (server/admin/actions.ts). The route only
 * turns away non-administrators early; each action's domain function checks again.
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  // An import whose session has ended says so where it was sent (spec) instead of leaving the
  // page for the sign-in form, so the pasted feed is not lost.
  if (url.searchParams.get("tab") === "import" && !(await getActor(context, request))) {
    const signedOut = { intent: JSON_IMPORT_INTENT, ok: false, title: "Błąd" };
    return reply({ ...signedOut, message: JSON_IMPORT_TEXT.signedOut }, 401);
  }
  const actor = await requireRole(context, request, "administrator");
  const app = getAppContext(context);
  let form: FormData;
  try {
    form = await readFormData(request, MAX_FORM_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return reply(
      { intent: "upload", ok: false, title: "Plik za duży", message: "Wysyłane pliki są za duże." },
      413,
    );
  }
  const ctx = {
    db: app.db,
    actor,
    ...panelPhotoStore(getStorage(app.config), defaultImportPolicy(app.config), {
      siteUrl: app.config.baseUrl,
    }),
  };
  return runAdminAction(String(form.get("intent") ?? ""), form, ctx, app.log);
}

export default function AdminPage({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const result = actionData as PanelActionResult | undefined;
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
        active={data.tab}
        navLabel="Sekcje panelu administratora"
        selectLabel="Sekcja panelu administratora"
      />
      <div className="mt-6">
        {"dashboard" in data && data.dashboard ? (
          <div className="space-y-8">
            <DashboardTab dashboard={data.dashboard} />
            <AuditLogSection log={data.auditLog} />
          </div>
        ) : "listings" in data && data.listings ? (
          <ListingsTab data={data.listings} result={result} />
        ) : "services" in data && data.services ? (
          <ServicesTab data={data.services} result={result} />
        ) : "users" in data && data.users ? (
          <UsersTab data={data.users} result={result} />
        ) : "settings" in data && data.settings ? (
          <SettingsTab data={data.settings} result={result} />
        ) : "importSection" in data && data.importSection ? (
          <ImportTab section={data.importSection} portals={data.portals} result={result} />
        ) : "promotionSection" in data && data.promotionSection ? (
          <PromotionTab
            section={data.promotionSection}
            plans={data.plans}
            promotions={data.promotions}
            result={result}
          />
        ) : null}
      </div>
    </div>
  );
}
