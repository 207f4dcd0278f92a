import { getDashboard } from "@server/admin/dashboard.ts";
import { moderationFigures } from "@server/moderation/transparency.ts";
import type { DashboardData } from "@shared/admin-types";
import { AuditLogSection } from "~/components/admin/audit-log";
import { DashboardTab } from "~/components/admin/dashboard";
import { ModerationFiguresSection } from "~/components/admin/moderation-figures";
import type { Route } from "./+types/dashboard";
import { adminContext } from "./admin-context.server";
import { loadAuditLogView } from "./audit-log-view.server";

/** /admin: the figures, the notice-and-action figures, and the audit log below them. */
export async function loader({ context, request, url }: Route.LoaderArgs): Promise<DashboardData> {
  const ctx = await adminContext(context, request);
  const [dashboard, moderation, auditLog] = await Promise.all([
    getDashboard(ctx.db),
    moderationFigures(ctx),
    loadAuditLogView(ctx, url.searchParams),
  ]);
  return { dashboard, moderation, auditLog };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-8">
      <DashboardTab dashboard={loaderData.dashboard} />
      <ModerationFiguresSection figures={loaderData.moderation} />
      <AuditLogSection log={loaderData.auditLog} />
    </div>
  );
}
