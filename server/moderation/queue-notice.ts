import { and, eq, isNull, sql } from "drizzle-orm";
import { adminPath } from "../../shared/admin.ts";
import type { ReportItemKind } from "../../shared/moderation.ts";
import { activeAdministrators } from "../admin/user-roles.ts";
import type { Db } from "../db/client.ts";
import { contentReports } from "../db/schema.ts";
import type { Tx } from "../kernel/tx.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { moderationQueueMail } from "../mail/templates.ts";
import { itemDescription } from "./statement.ts";

/**
 * Tells every active administrator that an item entered the moderation queue, in the
 * transaction that stored its entry: once, when that entry is the item's only open one (later
 * reports and signals join it quietly). `except` is the reporter when an administrator
 * reported it; `automatic` when a scam rule, not a person, raised it.
 */
export async function noticeQueueEntry(
  tx: Db | Tx,
  item: { kind: ReportItemKind; id: string; label: string },
  details: { reason: string; baseUrl: string; automatic?: boolean; except?: string; now: Date },
): Promise<void> {
  const [{ open }] = await tx
    .select({ open: sql<number>`count(*)::int` })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.itemKind, item.kind),
        eq(contentReports.itemId, item.id),
        isNull(contentReports.decisionId),
      ),
    );
  if (open !== 1) return;
  const mail = {
    what: itemDescription(item.kind, item.label),
    reason: details.reason,
    url: `${details.baseUrl}${adminPath("moderation")}`,
    automatic: details.automatic ?? false,
  };
  for (const administrator of await activeAdministrators(tx)) {
    if (administrator.id === details.except) continue;
    await enqueueMail(tx, moderationQueueMail(administrator.email, mail), details.now);
  }
}
