import {
  MODERATION_TEXT,
  REPORT_REASONS,
  type ReportInput,
  type ReportItemKind,
} from "../../shared/moderation.ts";
import type { DomainContext } from "../auth/actor.ts";
import { contentReports } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { reportReceivedMail } from "../mail/templates.ts";
import { consumeRateLimit } from "../rate-limit.ts";
import { noticeQueueEntry } from "./queue-notice.ts";
import { findReportItem } from "./report-item.ts";
import { itemDescription } from "./statement.ts";

/** Reports per reporter (account, else address) per hour: enough for honest use, not for a flood. */
const REPORTS_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;

/**
 * Someone reports content (DSA art. 16): a visitor gives an e-mail, a signed-in user is answered at
 * the account's address. A reporter reports an item once while its reports are open (a second
 * time is acknowledged, not stored twice); the receipt is mailed in the report's transaction.
 */
export async function reportContent(
  ctx: DomainContext,
  item: { kind: ReportItemKind; id: string },
  input: ReportInput,
  { baseUrl, clientIp }: { baseUrl: string; clientIp: string },
): Promise<{ created: boolean }> {
  const reporter = ctx.actor;
  const email = reporter?.email ?? input.email;
  if (!email) throw new AppError("invalid", MODERATION_TEXT.email);
  const found = await findReportItem(ctx.db, item.kind, item.id, reporter?.id ?? null);
  if (reporter && found.ownerId === reporter.id) {
    throw new AppError("forbidden", MODERATION_TEXT.ownItem);
  }
  const key = reporter ? `report:user:${reporter.id}` : `report:ip:${clientIp}`;
  if (!(await consumeRateLimit(ctx.db, key, REPORTS_PER_HOUR, HOUR_MS))) {
    throw new AppError("rate_limited", MODERATION_TEXT.reportRateLimited);
  }
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentReports)
      .values({
        itemKind: found.kind,
        itemId: found.id,
        itemLabel: found.label,
        ownerId: found.ownerId,
        reporterId: reporter?.id ?? null,
        reporterEmail: email,
        reason: input.reason,
        explanation: input.explanation,
      })
      .onConflictDoNothing()
      .returning({ id: contentReports.id });
    if (!row) return { created: false };
    const now = new Date();
    const what = itemDescription(found.kind, found.label);
    const reason = REPORT_REASONS[input.reason];
    await enqueueMail(
      tx,
      reportReceivedMail(email, { what, reason, url: `${baseUrl}/regulamin#dsa` }),
      now,
    );
    await noticeQueueEntry(tx, found, { reason, baseUrl, except: reporter?.id, now });
    return { created: true };
  });
}
