import type { AuditLogData } from "../../../server/admin/audit-log-tab";

/** The administrators' audit log under the dashboard. */
export function AuditLogSection(_props: { log: AuditLogData }) {
  return null;
}
