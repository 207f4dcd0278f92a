import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { ModerationQueue, ModerationQueueItem } from "../../shared/admin-types.ts";
import {
  DECISIONS_FOR,
  type DecisionInput,
  decisionSummary,
  MODERATION_DECISIONS,
  MODERATION_GROUNDS,
  MODERATION_TEXT,
  type ReportItemKind,
  type ReportReason,
  type ScamSignal,
} from "../../shared/moderation.ts";
import { deleteListingAsAdministrator } from "../admin/delete-listings.ts";
import { setUserActive } from "../admin/user-status.ts";
import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import {
  contentReports,
  messageAttachments,
  messages,
  moderationDecisions,
  properties,
  serviceReviews,
  userRoles,
  users,
} from "../db/schema.ts";
import { AppError, isAppError } from "../errors.ts";
import { recordAudit } from "../kernel/audit.ts";
import { isUuid } from "../kernel/ids.ts";
import type { Tx } from "../kernel/tx.ts";
import type { ListingWriteContext } from "../listings/save-listing.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { moderationStatementMail, reportOutcomeMail } from "../mail/templates.ts";
import { deleteReview } from "../services/reviews.ts";
import { deleteService } from "../services/save-service.ts";
import { hideItem } from "./item-visibility.ts";
import { itemDescription, statementPath } from "./statement.ts";

/** The queue shows this many items at once, oldest report first. */
const QUEUE_PAGE = 50;
/** Explanations quoted per item: the first few tell the story, the count says the rest. */
const QUOTED_EXPLANATIONS = 5;

/**
 * The open reports grouped by item, oldest first, with how many, for what reasons, the scam
 * signals among them and the first explanations: the administrator's moderation queue.
 */
export async function listModerationQueue(ctx: DomainContext): Promise<ModerationQueue> {
  requireAdministrator(ctx);
  const open = sql`${contentReports.decisionId} is null`;
  const result = await ctx.db.execute<{
    kind: ReportItemKind;
    id: string;
    label: string;
    owner_id: string | null;
    owner_email: string | null;
    reports: number;
    user_reports: number;
    reasons: ReportReason[];
    signals: ScamSignal[] | null;
    explanations: string[];
    first_at: string | Date;
    warning_shown: boolean | null;
  }>(sql`
    select g.*, ${users.email} as owner_email,
      (select ${properties.scamSignal} is not null from ${properties}
        where g.kind = 'listing' and ${properties.id} = g.id) as warning_shown
    from (
      select ${contentReports.itemKind} as kind, ${contentReports.itemId} as id,
        max(${contentReports.itemLabel}) as label, max(${contentReports.ownerId}) as owner_id,
        count(*)::int as reports,
        (count(*) filter (where ${contentReports.signal} is null))::int as user_reports,
        array_agg(distinct ${contentReports.reason}) as reasons,
        array_agg(distinct ${contentReports.signal}) filter (where ${contentReports.signal} is not null) as signals,
        (array_agg(${contentReports.explanation} order by ${contentReports.createdAt}))[1:${QUOTED_EXPLANATIONS}] as explanations,
        min(${contentReports.createdAt}) as first_at
      from ${contentReports} where ${open}
      group by 1, 2
      order by first_at, 1, 2
      limit ${QUEUE_PAGE}
    ) g left join ${users} on ${users.id} = g.owner_id
    order by g.first_at, g.kind, g.id`);
  const [{ total }] = await ctx.db
    .select({
      total: sql<number>`count(distinct (${contentReports.itemKind}, ${contentReports.itemId}))::int`,
    })
    .from(contentReports)
    .where(open);
  const items: ModerationQueueItem[] = result.rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    label: row.label,
    ownerId: row.owner_id,
    ownerEmail: row.owner_email,
    reports: row.reports,
    userReports: row.user_reports,
    reasons: row.reasons,
    signals: row.signals ?? [],
    explanations: row.explanations,
    firstAt: new Date(row.first_at),
    warningShown: row.warning_shown === true,
  }));
  return { items, total };
}

/**
 * An administrator decides on an item's open reports: no action, hide, remove or restrict its
 * owner's account. The change comes first (removal and restriction through the same operations
 * as the admin panel's, audited there); then, in one transaction, the decision with its
 * statement link, the reports closed, the audit row, the statement of reasons to the owner and
 * the outcome to every reporter. A failed change leaves the reports open.
 */
export async function decideReports(
  ctx: ListingWriteContext,
  input: DecisionInput,
  { baseUrl }: { baseUrl: string },
) {
  const actor = requireAdministrator(ctx);
  const { kind, itemId: id } = input;
  if (!isUuid(id)) throw new AppError("not_found", MODERATION_TEXT.nothingOpen);
  if (!DECISIONS_FOR[kind].includes(input.decision)) {
    throw new AppError("invalid", MODERATION_TEXT.decisionNotAllowed);
  }
  const openReports = and(
    eq(contentReports.itemKind, kind),
    eq(contentReports.itemId, id),
    isNull(contentReports.decisionId),
  );
  const [group] = await ctx.db
    .select({
      open: sql<number>`count(*)::int`,
      ownerId: sql<string | null>`max(${contentReports.ownerId})`,
    })
    .from(contentReports)
    .where(openReports);
  if (!group?.open) throw new AppError("not_found", MODERATION_TEXT.nothingOpen);
  if (input.decision === "remove") await removeItem(ctx, kind, id);
  if (input.decision === "restrict") {
    if (!group.ownerId) throw new AppError("invalid", MODERATION_TEXT.decisionNotAllowed);
    await setUserActive(ctx, group.ownerId, false);
  }
  return ctx.db.transaction(async (tx) => {
    const reports = await tx
      .select({
        id: contentReports.id,
        label: contentReports.itemLabel,
        ownerId: contentReports.ownerId,
        reporterEmail: contentReports.reporterEmail,
        // An administrator's own report is the team's own finding, not someone's notice.
        byAdministrator: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${contentReports.reporterId} and ${userRoles.role} = 'administrator')`,
        createdAt: contentReports.createdAt,
      })
      .from(contentReports)
      .where(openReports)
      .orderBy(contentReports.createdAt)
      .for("update");
    // Another administrator decided in the meantime: theirs stands.
    if (!reports.length) throw new AppError("conflict", MODERATION_TEXT.nothingOpen);
    const [first] = reports;
    if (input.decision === "hide") await hideItem(tx, { kind, id, hidden: true });
    if (input.decision === "none") await clearSignal(tx, kind, id);
    const owner = first.ownerId
      ? await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, first.ownerId))
          .then(([row]) => row)
      : undefined;
    const userReports = reports.filter((report) => report.reporterEmail && !report.byAdministrator);
    const [decision] = await tx
      .insert(moderationDecisions)
      .values({
        itemKind: kind,
        itemId: id,
        itemLabel: first.label,
        ownerId: first.ownerId,
        ownerEmail: owner?.email ?? null,
        decision: input.decision,
        ground: input.decision === "none" ? null : (input.ground ?? null),
        explanation: input.explanation,
        fromReports: userReports.length > 0,
        reportCount: reports.length,
        firstReportAt: first.createdAt,
        decidedBy: actor.id,
        token: randomBytes(24).toString("base64url"),
      })
      .returning();
    await tx
      .update(contentReports)
      .set({ decisionId: decision.id })
      .where(
        inArray(
          contentReports.id,
          reports.map((report) => report.id),
        ),
      );
    await recordAudit(tx, actor, {
      action: "moderation-decision",
      targetType: kind,
      targetId: id,
      targetLabel: first.label.slice(0, 200),
      before: { reports: reports.length },
      after: { decision: input.decision, ground: decision.ground },
    });
    const what = itemDescription(kind, first.label);
    const now = new Date();
    if (input.decision !== "none" && decision.ownerEmail) {
      const mail = moderationStatementMail(decision.ownerEmail, {
        what,
        summary: decisionSummary(input.decision, kind),
        ground: decision.ground ? MODERATION_GROUNDS[decision.ground] : "",
        url: `${baseUrl}${statementPath(decision.token)}`,
      });
      await enqueueMail(tx, mail, now);
    }
    const outcome =
      input.decision === "none"
        ? "nie stwierdziliśmy naruszenia, treść pozostaje bez zmian."
        : `${decisionSummary(input.decision, kind)} Podstawa: ${decision.ground ? MODERATION_GROUNDS[decision.ground] : ""}.`;
    const addresses = new Set(userReports.map((report) => report.reporterEmail?.toLowerCase()));
    for (const address of addresses) {
      if (!address) continue;
      const mail = reportOutcomeMail(address, { what, outcome, url: `${baseUrl}/regulamin#dsa` });
      await enqueueMail(tx, mail, now);
    }
    return { decision: MODERATION_DECISIONS[input.decision], reports: reports.length };
  });
}

/** Removes the item through the operation an administrator uses elsewhere; already gone is fine. */
async function removeItem(ctx: ListingWriteContext, kind: ReportItemKind, id: string) {
  try {
    if (kind === "listing") await deleteListingAsAdministrator(ctx, id);
    if (kind === "service") await deleteService(ctx, id, { fromAdmin: true });
    if (kind === "review") {
      const [review] = await ctx.db
        .select({ serviceId: serviceReviews.serviceId, userId: serviceReviews.userId })
        .from(serviceReviews)
        .where(eq(serviceReviews.id, id));
      if (review) await deleteReview(ctx, review.serviceId, review.userId);
    }
    if (kind === "message") await removeMessage(ctx, id);
  } catch (error) {
    if (!(isAppError(error) && error.code === "not_found")) throw error;
  }
}

/** The text a removed message shows its recipient instead of what it said. */
const REMOVED_MESSAGE = "Wiadomość usunięta przez administratora (naruszenie Regulaminu).";

/**
 * A message stays in the recipient's conversation, its text replaced and its attachments expired
 * (the attachment job deletes their files, as for any expired attachment).
 */
async function removeMessage(ctx: DomainContext, id: string) {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(messages)
      .set({ content: REMOVED_MESSAGE, scamSignal: null })
      .where(eq(messages.id, id));
    await tx
      .update(messageAttachments)
      .set({ expiresAt: new Date() })
      .where(and(eq(messageAttachments.messageId, id), isNull(messageAttachments.expiredAt)));
  });
}

/** "Bez działań" on a scam signal: the item's calm notice goes. */
async function clearSignal(tx: Tx, kind: ReportItemKind, id: string) {
  if (kind === "listing") {
    await tx.update(properties).set({ scamSignal: null }).where(eq(properties.id, id));
  }
  if (kind === "message") {
    await tx.update(messages).set({ scamSignal: null }).where(eq(messages.id, id));
  }
}
