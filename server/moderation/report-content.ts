import { randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import {
  MODERATION_TEXT,
  REPORT_REASONS,
  type ReportInput,
  type ReportItemKind,
} from "../../shared/moderation.ts";
import type { DomainContext } from "../auth/actor.ts";
import type { Db } from "../db/client.ts";
import { contentReports, pendingReports } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import type { Tx } from "../kernel/tx.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { reportConfirmMail, reportReceivedMail } from "../mail/templates.ts";
import { anonymousClientKey, consumeRateLimit } from "../rate-limit.ts";
import { noticeQueueEntry } from "./queue-notice.ts";
import { findReportItem, type ReportItem } from "./report-item.ts";
import { itemDescription } from "./statement.ts";

/** Reports per reporter (account, else address) per hour: enough for honest use, not for a flood. */
const REPORTS_PER_HOUR = 10;
/** Confirmation mails to one typed address per hour: a stranger's inbox is not ours to fill. */
const CONFIRMATIONS_PER_ADDRESS = 3;
/**
 * Confirmation mails of all visitors together per hour: whatever the addresses they come from,
 * the form never sends more mail than this (signed-in users are not counted).
 */
const ANONYMOUS_CONFIRMATIONS_PER_HOUR = 100;
const HOUR_MS = 60 * 60_000;
/** How long the confirmation link works (the mail says 24 hours). */
const CONFIRM_MS = 24 * HOUR_MS;

type Site = { baseUrl: string; clientIp: string };

/**
 * Someone reports content (DSA art. 16). A signed-in user's report is filed at once and answered
 * at the account's address. A visitor's is not filed yet: the address typed gets one mail with a
 * link (and nothing else: no title, no text of anyone's), and the report is filed when its page
 * is confirmed (confirmReport). Limits: 10 an hour per account or per visitor's address (an
 * IPv6 /64), 3 confirmation mails an hour per typed address and 100 an hour for all visitors.
 */
export async function reportContent(
  ctx: DomainContext,
  {
    item,
    input,
    site: { baseUrl, clientIp },
  }: { item: { kind: ReportItemKind; id: string }; input: ReportInput; site: Site },
): Promise<{ created: boolean } | { confirm: true }> {
  const reporter = ctx.actor;
  const email = reporter?.email ?? input.email;
  if (!email) throw new AppError("invalid", MODERATION_TEXT.email);
  const found = await findReportItem(ctx.db, {
    kind: item.kind,
    id: item.id,
    reporterId: reporter?.id ?? null,
  });
  if (reporter && found.ownerId === reporter.id) {
    throw new AppError("forbidden", MODERATION_TEXT.ownItem);
  }
  const key = reporter ? `report:user:${reporter.id}` : `report:ip:${anonymousClientKey(clientIp)}`;
  if (!(await consumeRateLimit(ctx.db, { key, max: REPORTS_PER_HOUR, windowMs: HOUR_MS }))) {
    throw new AppError("rate_limited", MODERATION_TEXT.reportRateLimited);
  }
  if (reporter) {
    return ctx.db.transaction((tx) =>
      fileReport(tx, found, { ...input, email, reporterId: reporter.id }, baseUrl),
    );
  }
  return askToConfirm(ctx.db, found, { ...input, email }, baseUrl);
}

async function askToConfirm(
  db: Db,
  found: ReportItem,
  input: ReportInput & { email: string },
  baseUrl: string,
): Promise<{ confirm: true }> {
  const address = input.email.trim().toLowerCase();
  if (
    !(await consumeRateLimit(db, {
      key: `report:mail:${address}`,
      max: CONFIRMATIONS_PER_ADDRESS,
      windowMs: HOUR_MS,
    }))
  ) {
    throw new AppError("rate_limited", MODERATION_TEXT.reportRateLimited);
  }
  const everyone = ANONYMOUS_CONFIRMATIONS_PER_HOUR;
  if (
    !(await consumeRateLimit(db, {
      key: "report:anonymous-mails",
      max: everyone,
      windowMs: HOUR_MS,
    }))
  ) {
    throw new AppError("rate_limited", MODERATION_TEXT.reportAnonymousBusy);
  }
  const token = randomBytes(24).toString("base64url");
  const now = new Date();
  await db.transaction(async (tx) => {
    // Expired requests go as new ones come: the table holds a day's worth at most.
    await tx.delete(pendingReports).where(lte(pendingReports.expiresAt, now));
    await tx.insert(pendingReports).values({
      token,
      itemKind: found.kind,
      itemId: found.id,
      email: input.email,
      reason: input.reason,
      explanation: input.explanation,
      expiresAt: new Date(now.getTime() + CONFIRM_MS),
    });
    await enqueueMail(
      tx,
      reportConfirmMail(input.email, { url: `${baseUrl}/zglos/potwierdz/${token}` }),
      now,
    );
  });
  return { confirm: true };
}

/** The visitor's report a confirmation link names while it works, or null. */
export async function findPendingReport(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select({ itemKind: pendingReports.itemKind, itemId: pendingReports.itemId })
    .from(pendingReports)
    .where(and(eq(pendingReports.token, token), gt(pendingReports.expiresAt, now)));
  return row ?? null;
}

/**
 * The confirmation link's page confirmed: the visitor's report is filed (once; the link then
 * stops working), with the receipt to the address now known to be theirs.
 */
export async function confirmReport(
  db: Db,
  { token, baseUrl, now = new Date() }: { token: string; baseUrl: string; now?: Date },
): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .delete(pendingReports)
      .where(and(eq(pendingReports.token, token), gt(pendingReports.expiresAt, now)))
      .returning();
    if (!pending) throw new AppError("not_found", MODERATION_TEXT.reportConfirmNotFound);
    const found = await findReportItem(tx, {
      kind: pending.itemKind,
      id: pending.itemId,
      reporterId: null,
    });
    return fileReport(tx, found, { ...pending, reporterId: null }, baseUrl);
  });
}

/**
 * Stores the report and mails its receipt to the reporter's (confirmed) address; an item's first
 * open report tells the team. A reporter reports an item once while its reports are open (a
 * second time is acknowledged, not stored twice).
 */
async function fileReport(
  tx: Tx,
  found: ReportItem,
  report: Pick<ReportInput, "reason" | "explanation"> & {
    email: string;
    reporterId: string | null;
  },
  baseUrl: string,
): Promise<{ created: boolean }> {
  const [row] = await tx
    .insert(contentReports)
    .values({
      itemKind: found.kind,
      itemId: found.id,
      itemLabel: found.label,
      ownerId: found.ownerId,
      reporterId: report.reporterId,
      reporterEmail: report.email,
      reason: report.reason,
      explanation: report.explanation,
    })
    .onConflictDoNothing()
    .returning({ id: contentReports.id });
  if (!row) return { created: false };
  const now = new Date();
  const what = itemDescription(found.kind, found.label);
  const reason = REPORT_REASONS[report.reason];
  await enqueueMail(
    tx,
    reportReceivedMail(report.email, { what, reason, url: `${baseUrl}/regulamin#dsa` }),
    now,
  );
  await noticeQueueEntry(tx, found, {
    reason,
    baseUrl,
    except: report.reporterId ?? undefined,
    now,
  });
  return { created: true };
}
