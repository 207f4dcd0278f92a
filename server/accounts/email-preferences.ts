import { eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import {
  type EmailKind,
  type EmailPreferences,
  emailPreferencesSchema,
} from "../../shared/email-preferences.ts";
import type { z } from "../../shared/zod.ts";
import { type DomainContext, requireSignedIn } from "../auth/actor.ts";
import type { Db } from "../db/client.ts";
import { emailPreferences } from "../db/schema.ts";
import { AppError } from "../errors.ts";

const ALL_ON: EmailPreferences = { messages: true, alerts: true, reminders: true };

/** The user's switches; every kind on until they change one. */
export async function getEmailPreferences(db: Db, userId: string): Promise<EmailPreferences> {
  const [row] = await db
    .select({
      messages: emailPreferences.messages,
      alerts: emailPreferences.alerts,
      reminders: emailPreferences.reminders,
    })
    .from(emailPreferences)
    .where(eq(emailPreferences.userId, userId));
  return row ?? ALL_ON;
}

/** Whether the user (a user id column or value) takes mails of this kind, for a query. */
export function wantsEmail(userId: SQLWrapper, kind: EmailKind): SQL<boolean> {
  return sql<boolean>`coalesce((select ${sql.identifier(kind)} from ${emailPreferences}
    where ${emailPreferences.userId} = ${userId}), true)`;
}

/** The profile's "Powiadomienia e-mail": the signed-in user's own switches, nobody else's. */
export async function setEmailPreferences(
  ctx: DomainContext,
  input: z.input<typeof emailPreferencesSchema>,
): Promise<EmailPreferences> {
  const actor = requireSignedIn(ctx);
  const parsed = emailPreferencesSchema.safeParse(input);
  if (!parsed.success) throw new AppError("invalid", parsed.error.issues[0]?.message);
  const values = parsed.data;
  await ctx.db
    .insert(emailPreferences)
    .values({ userId: actor.id, ...values })
    .onConflictDoUpdate({
      target: emailPreferences.userId,
      set: { ...values, updatedAt: new Date() },
    });
  return values;
}
