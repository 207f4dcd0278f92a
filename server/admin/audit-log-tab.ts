import type { DomainContext } from "../auth/actor.ts";
import { ADMIN_ACTIONS, adminActionLabel } from "./actions.ts";
import { listAuditLog } from "./audit-log.ts";

/** The audit log under the dashboard: `?log_action=`, `?log_target=`, `?log_q=`, `?log_page=`. */
export async function loadAuditLog(ctx: DomainContext, params: URLSearchParams) {
  const action = params.get("log_action") || null;
  const targetType = params.get("log_target") || null;
  const q = params.get("log_q") || null;
  const page = Number(params.get("log_page")) || 1;
  const log = await listAuditLog(ctx, { action, targetType, q, page });
  return {
    ...log,
    entries: log.entries.map((entry) => ({ ...entry, label: adminActionLabel(entry.action) })),
    filters: { action, targetType, q },
    actions: Object.entries(ADMIN_ACTIONS).map(([key, a]) => ({ key, label: a.label })),
  };
}
export type AuditLogData = Awaited<ReturnType<typeof loadAuditLog>>;
