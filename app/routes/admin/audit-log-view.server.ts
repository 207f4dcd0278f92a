import { listAuditLog } from "@server/admin/audit-log.ts";
import type { DomainContext } from "@server/auth/actor.ts";
import type { AuditLogView } from "@shared/admin-types";
import { ADMIN_ACTIONS, adminActionLabel, OTHER_AUDIT_LABELS } from "./actions.server.ts";

/** The audit log under the dashboard: `?action=`, `?target=`, `?q=`, `?page=`, each action named. */
export async function loadAuditLogView(
  ctx: DomainContext,
  params: URLSearchParams,
): Promise<AuditLogView> {
  const action = params.get("action") || null;
  const targetType = params.get("target") || null;
  const q = params.get("q")?.slice(0, 200) || null;
  const page = Math.min(Number(params.get("page")) || 1, 10_000);
  const log = await listAuditLog(ctx, { action, targetType, q, page });
  return {
    ...log,
    entries: log.entries.map((entry) => ({ ...entry, label: adminActionLabel(entry.action) })),
    filters: { action, targetType, q },
    actions: [
      ...Object.entries(ADMIN_ACTIONS).map(([key, a]) => ({ key, label: a.label })),
      ...Object.entries(OTHER_AUDIT_LABELS).map(([key, label]) => ({ key, label })),
    ],
  };
}
