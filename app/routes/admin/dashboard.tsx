import { AuditLogSection } from "~/components/admin/audit-log";
import { DashboardTab } from "~/components/admin/dashboard";
import { getDashboard } from "../../../server/admin/dashboard.ts";
import type { Route } from "./+types/dashboard";
import { adminContext } from "./admin-context";
import { loadAuditLogView } from "./audit-log-view";

/** /admin: the figures, and the audit log below them. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = await adminContext(context, request);
  const [dashboard, auditLog] = await Promise.all([
    getDashboard(ctx.db),
    loadAuditLogView(ctx, url.searchParams),
  ]);
  return { dashboard, auditLog };
}
export type DashboardData = Route.ComponentProps["loaderData"];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-8">
      <DashboardTab dashboard={loaderData.dashboard} />
      <AuditLogSection log={loaderData.auditLog} />
    </div>
  );
}
