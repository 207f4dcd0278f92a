import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { formatDate } from "../../shared/format.ts";
import { wantsEmail } from "../accounts/email-preferences.ts";
import type { Db } from "../db/client.ts";
import { profiles, subscriptionPlans, userPlans, users } from "../db/schema.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { planEndingMail } from "../mail/templates.ts";

const DAY_MS = 24 * 60 * 60_000;
/** The reminder goes this long before a plan ends. */
const REMIND_BEFORE_MS = 7 * DAY_MS;
/** Plans claimed per transaction (FOR UPDATE SKIP LOCKED: other processes take others). */
const BATCH = 200;

/**
 * Mails each account whose plan ends within seven days, once per plan, unless another plan of
 * theirs takes over by then (a renewal already assigned). The mail is queued in the transaction
 * that marks the plan reminded: once-only, also with several processes.
 */
export async function remindEndingPlans(deps: { db: Db; baseUrl: string }, now = new Date()) {
  let reminded = 0;
  for (;;) {
    const count = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: userPlans.id,
          endsAt: userPlans.endsAt,
          plan: subscriptionPlans.name,
          email: users.email,
          name: sql<string | null>`coalesce(${profiles.firstName}, ${users.name})`,
          // Off in the profile, a deactivated account, or a plan that follows: no mail.
          wantsMail: sql<boolean>`${wantsEmail(userPlans.userId, "reminders")}
            and coalesce(${profiles.isActive}, true)
            and not exists (
              select 1 from ${userPlans} next
              where next.user_id = ${userPlans.userId} and next.id <> ${userPlans.id}
                and next.starts_at <= ${userPlans.endsAt} and next.ends_at > ${userPlans.endsAt})`,
        })
        .from(userPlans)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userPlans.planId))
        .innerJoin(users, eq(users.id, userPlans.userId))
        .leftJoin(profiles, eq(profiles.id, userPlans.userId))
        .where(
          and(
            isNull(userPlans.endRemindedAt),
            gt(userPlans.endsAt, now),
            lte(userPlans.endsAt, new Date(now.getTime() + REMIND_BEFORE_MS)),
            lte(userPlans.startsAt, now),
          ),
        )
        .orderBy(userPlans.endsAt)
        .limit(BATCH)
        .for("update", { of: userPlans, skipLocked: true });
      for (const plan of due) {
        await tx.update(userPlans).set({ endRemindedAt: now }).where(eq(userPlans.id, plan.id));
        if (!plan.wantsMail || plan.email.endsWith(".invalid")) continue;
        const mail = planEndingMail(plan.email, {
          name: plan.name,
          plan: plan.plan,
          endsOn: formatDate(plan.endsAt),
          url: `${deps.baseUrl}/cennik`,
        });
        await enqueueMail(tx, mail, now);
        reminded += 1;
      }
      return due.length;
    });
    if (count < BATCH) return reminded;
  }
}
