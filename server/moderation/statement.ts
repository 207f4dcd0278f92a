import { and, desc, eq, gt, isNotNull, isNull, ne } from "drizzle-orm";
import { adminPath } from "../../shared/admin.ts";
import type { OpenAppeal } from "../../shared/admin-types.ts";
import {
  APPEAL_DAYS,
  APPEAL_OUTCOMES,
  type AppealOutcome,
  MODERATION_TEXT,
  REPORT_ITEMS,
  type ReportItemKind,
} from "../../shared/moderation.ts";
import { activeAdministrators } from "../admin/user-roles.ts";
import { setUserActive } from "../admin/user-status.ts";
import { type DomainContext, requireAdministrator, requireSignedIn } from "../auth/actor.ts";
import type { Db } from "../db/client.ts";
import { contentReports, moderationDecisions } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { recordAudit } from "../kernel/audit.ts";
import { isUuid } from "../kernel/ids.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { appealOutcomeMail, appealReceivedMail } from "../mail/templates.ts";
import { hideItem } from "./item-visibility.ts";

const DAY_MS = 24 * 60 * 60_000;
/** Labels in mails and the panel note are cut here (a message's excerpt is longer). */
const LABEL_CHARS = 80;

/** The statement of reasons' page: its link is the credential, so it works without a sign-in. */
export function statementPath(token: string): string {
  return `/decyzja/${token}`;
}

/** 'ogłoszenie „Mieszkanie 2 pokoje”', for mails and the panel. */
export function itemDescription(kind: ReportItemKind, label: string): string {
  const short = label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label;
  return `${REPORT_ITEMS[kind].noun} „${short}”`;
}

type Decision = typeof moderationDecisions.$inferSelect;

/** Whether the owner may still appeal: a restricting decision, not appealed, within the term. */
function appealState(decision: Decision, now: Date) {
  if (decision.decision === "none") return "none" as const;
  if (decision.appealedAt) return "taken" as const;
  if (now.getTime() - decision.decidedAt.getTime() > APPEAL_DAYS * DAY_MS) return "closed" as const;
  return "open" as const;
}

async function findByToken(db: Db, token: string): Promise<Decision> {
  const [decision] =
    token.length >= 20 && token.length <= 64
      ? await db.select().from(moderationDecisions).where(eq(moderationDecisions.token, token))
      : [];
  if (!decision) throw new AppError("not_found", MODERATION_TEXT.decisionNotFound);
  return decision;
}

/** The statement of reasons (DSA art. 17) as its page shows it. */
export async function getStatement(db: Db, token: string, now = new Date()) {
  const decision = await findByToken(db, token);
  // Own initiative: found by an automated rule (a scam signal) or by an administrator.
  const [signal] = await db
    .select({ id: contentReports.id })
    .from(contentReports)
    .where(and(eq(contentReports.decisionId, decision.id), isNotNull(contentReports.signal)))
    .limit(1);
  return {
    automated: Boolean(signal),
    kind: decision.itemKind,
    label: decision.itemLabel,
    decision: decision.decision,
    ground: decision.ground,
    explanation: decision.explanation,
    fromReports: decision.fromReports,
    decidedAt: decision.decidedAt,
    appeal: appealState(decision, now),
    appealText: decision.appealText,
    appealedAt: decision.appealedAt,
    appealOutcome: decision.appealOutcome,
    appealExplanation: decision.appealExplanation,
    appealDecidedAt: decision.appealDecidedAt,
  };
}

/**
 * The owner appeals once (DSA art. 20), from the statement's link: the link is the credential, so
 * an owner whose account was restricted, and cannot sign in, can appeal too.
 */
export async function appealDecision(
  db: Db,
  {
    token,
    text,
    baseUrl,
    now = new Date(),
  }: { token: string; text: string; baseUrl: string; now?: Date },
) {
  const decision = await findByToken(db, token);
  const state = appealState(decision, now);
  if (state === "none") throw new AppError("invalid", MODERATION_TEXT.appealNotPossible);
  if (state === "closed") throw new AppError("conflict", MODERATION_TEXT.appealClosed);
  await db.transaction(async (tx) => {
    const [appealed] = await tx
      .update(moderationDecisions)
      .set({ appealText: text, appealedAt: now })
      .where(and(eq(moderationDecisions.id, decision.id), isNull(moderationDecisions.appealedAt)))
      .returning({ id: moderationDecisions.id });
    if (!appealed) throw new AppError("conflict", MODERATION_TEXT.appealTaken);
    // The administrators who may decide it: all but the one who decided, unless they are alone.
    const administrators = await activeAdministrators(tx);
    const others = administrators.filter(({ id }) => id !== decision.decidedBy);
    const what = itemDescription(decision.itemKind, decision.itemLabel);
    const url = `${baseUrl}${adminPath("moderation")}`;
    for (const { email } of others.length ? others : administrators) {
      await enqueueMail(tx, appealReceivedMail(email, { what, url }), now);
    }
  });
}

/** The appeals waiting for a decision, oldest first (the moderation screen's second list). */
export async function listOpenAppeals(ctx: DomainContext): Promise<OpenAppeal[]> {
  requireAdministrator(ctx);
  return ctx.db
    .select({
      id: moderationDecisions.id,
      kind: moderationDecisions.itemKind,
      itemId: moderationDecisions.itemId,
      label: moderationDecisions.itemLabel,
      ownerEmail: moderationDecisions.ownerEmail,
      decision: moderationDecisions.decision,
      ground: moderationDecisions.ground,
      explanation: moderationDecisions.explanation,
      decidedBy: moderationDecisions.decidedBy,
      decidedAt: moderationDecisions.decidedAt,
      appealText: moderationDecisions.appealText,
      appealedAt: moderationDecisions.appealedAt,
    })
    .from(moderationDecisions)
    .where(
      and(isNotNull(moderationDecisions.appealedAt), isNull(moderationDecisions.appealDecidedAt)),
    )
    .orderBy(moderationDecisions.appealedAt)
    .limit(50);
}

/**
 * An administrator decides an appeal: another than the one who decided, where another exists.
 * Reversed, a hidden item is shown again and a restricted account reactivated (a removed item is
 * gone: its owner may publish it again). The outcome goes to the owner by mail, and the
 * statement's page shows it.
 */
export async function decideAppeal(
  ctx: DomainContext,
  {
    id,
    input,
    baseUrl,
  }: { id: string; input: { outcome: AppealOutcome; explanation: string }; baseUrl: string },
) {
  const actor = requireAdministrator(ctx);
  if (!isUuid(id)) throw new AppError("not_found", MODERATION_TEXT.appealNotFound);
  const [decision] = await ctx.db
    .select()
    .from(moderationDecisions)
    .where(
      and(
        eq(moderationDecisions.id, id),
        isNotNull(moderationDecisions.appealedAt),
        isNull(moderationDecisions.appealDecidedAt),
      ),
    );
  if (!decision) throw new AppError("not_found", MODERATION_TEXT.appealNotFound);
  const administrators = await activeAdministrators(ctx.db);
  if (decision.decidedBy === actor.id && administrators.some(({ id }) => id !== actor.id)) {
    throw new AppError("forbidden", MODERATION_TEXT.appealSameAdministrator);
  }
  const reversed = input.outcome === "reversed";
  if (reversed && decision.decision === "restrict" && decision.ownerId) {
    await setUserActive(ctx, decision.ownerId, true);
  }
  await ctx.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(moderationDecisions)
      .set({
        appealOutcome: input.outcome,
        appealExplanation: input.explanation,
        appealDecidedBy: actor.id,
        appealDecidedAt: new Date(),
      })
      .where(and(eq(moderationDecisions.id, id), isNull(moderationDecisions.appealDecidedAt)))
      .returning({ id: moderationDecisions.id });
    if (!closed) throw new AppError("conflict", MODERATION_TEXT.appealNotFound);
    if (reversed && decision.decision === "hide") {
      await hideItem(tx, { kind: decision.itemKind, id: decision.itemId, hidden: false });
    }
    await recordAudit(tx, actor, {
      action: "moderation-appeal",
      targetType: decision.itemKind,
      targetId: decision.itemId,
      targetLabel: decision.itemLabel.slice(0, 200),
      before: { decision: decision.decision },
      after: { outcome: input.outcome },
    });
    if (decision.ownerEmail) {
      const removed = reversed && decision.decision === "remove";
      const outcome = `${APPEAL_OUTCOMES[input.outcome]}.${removed ? " Usuniętej treści nie da się przywrócić, ale możesz ją opublikować ponownie." : ""} ${input.explanation}`;
      const mail = appealOutcomeMail(decision.ownerEmail, {
        what: itemDescription(decision.itemKind, decision.itemLabel),
        outcome,
        url: `${baseUrl}${statementPath(decision.token)}`,
      });
      await enqueueMail(tx, mail, new Date());
    }
  });
  return { outcome: APPEAL_OUTCOMES[input.outcome] };
}

/** The signed-in owner's decisions of the appeal term, newest first: the panel's notice. */
export async function listOwnDecisions(ctx: DomainContext, now = new Date()) {
  const actor = requireSignedIn(ctx);
  const rows = await ctx.db
    .select({
      kind: moderationDecisions.itemKind,
      label: moderationDecisions.itemLabel,
      decision: moderationDecisions.decision,
      decidedAt: moderationDecisions.decidedAt,
      token: moderationDecisions.token,
      appealedAt: moderationDecisions.appealedAt,
      appealOutcome: moderationDecisions.appealOutcome,
    })
    .from(moderationDecisions)
    .where(
      and(
        eq(moderationDecisions.ownerId, actor.id),
        ne(moderationDecisions.decision, "none"),
        gt(moderationDecisions.decidedAt, new Date(now.getTime() - APPEAL_DAYS * DAY_MS)),
      ),
    )
    .orderBy(desc(moderationDecisions.decidedAt))
    .limit(5);
  return rows.map(({ token, label, kind, ...row }) => ({
    ...row,
    what: itemDescription(kind, label),
    path: statementPath(token),
  }));
}
