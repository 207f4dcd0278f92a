import { and, eq, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { conversationPath } from "../../shared/panel.ts";
import { wantsEmail } from "../accounts/email-preferences.ts";
import type { Db } from "../db/client.ts";
import { messageNotifications, profiles, users } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import { newMessageMail } from "../mail/templates.ts";
import type { EventBus } from "../realtime/bus.ts";
import type { MessageSentEvent } from "./send-message.ts";

/** At most one notification mail per conversation and recipient in this window. */
export const MAIL_INTERVAL_MS = 15 * 60_000;

export type MessageNotifier = ((event: MessageSentEvent) => Promise<void>) & {
  /** Resolves when every mail started so far is sent or given up (tests, shutdown). */
  settled(): Promise<void>;
};

export type NotifierDeps = {
  db: Db;
  bus: EventBus;
  mailer: Mailer;
  /** Public origin for the link in the mail (config.baseUrl, no trailing slash). */
  baseUrl: string;
  log: Logger;
  /** The clock (tests move it). */
  now?: () => Date;
};

/**
 * The `onSent` hook of sendMessage: tells both sides' open pages (bus) and mails the recipient,
 * at most once per conversation per 15 minutes. Runs after the message is committed, so it never
 * throws: a failure here is logged and the message stays sent. The returned promise resolves
 * once the live update is out; the mail goes on in the background, so a slow or hung SMTP
 * server never holds up the sender's request.
 */
export function createMessageNotifier(deps: NotifierDeps): MessageNotifier {
  const { bus, log } = deps;
  const pending = new Set<Promise<void>>();
  const notify = async (event: MessageSentEvent) => {
    const live = {
      type: "message",
      conversationId: event.conversationId,
      messageId: event.messageId,
    } as const;
    const targets =
      event.senderId === event.recipientId
        ? [event.recipientId]
        : [event.recipientId, event.senderId];
    await Promise.all(
      targets.map((userId) =>
        bus.publish(userId, live).catch((error: unknown) => {
          log.warn({ err: error, messageId: event.messageId }, "live update not published");
        }),
      ),
    );
    const mail = mailRecipient(deps, event).catch((error: unknown) => {
      log.error({ err: error, messageId: event.messageId }, "message notification mail failed");
    });
    pending.add(mail);
    void mail.finally(() => pending.delete(mail));
  };
  return Object.assign(notify, {
    async settled() {
      while (pending.size) await Promise.all([...pending]);
    },
  });
}

async function mailRecipient(deps: NotifierDeps, event: MessageSentEvent) {
  const { db, mailer, log } = deps;
  const [recipient] = await db
    .select({
      email: users.email,
      name: users.name,
      firstName: profiles.firstName,
      isActive: profiles.isActive,
      wantsMail: wantsEmail(users.id, "messages"),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, event.recipientId));
  // Deleted or deactivated accounts, system addresses (.invalid, e.g. Import) and those who
  // turned these mails off in their profile get none.
  if (
    !recipient ||
    recipient.isActive === false ||
    recipient.email.endsWith(".invalid") ||
    !recipient.wantsMail
  ) {
    return;
  }

  const now = (deps.now ?? (() => new Date()))();
  if (
    !(await claimMail(db, { conversationId: event.conversationId, userId: event.recipientId, now }))
  )
    return;

  const [sender] = await db
    .select({ name: users.name, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, event.senderId));
  const senderName = sender
    ? [sender.firstName, sender.lastName].filter(Boolean).join(" ") || sender.name
    : null;
  const url = `${deps.baseUrl}${conversationPath(event.conversationId)}`;
  const mail = newMessageMail(recipient.email, {
    recipientName: recipient.firstName ?? recipient.name,
    senderName,
    preview: event.preview,
    subjectTitle: event.subjectTitle,
    url,
  });
  try {
    await mailer.send(mail);
  } catch (error) {
    // Give the claim back, so the next message in this conversation tries again.
    await releaseMail(db, event.conversationId, event.recipientId, now).catch((releaseError) => {
      log.warn({ err: releaseError }, "notification claim not released");
    });
    throw error;
  }
}

/**
 * Takes the right to mail: one statement, so that of two processes (or two requests) only one
 * gets a row back. Inserts the first claim, or moves last_sent_at forward only when the last
 * mail is at least 15 minutes old.
 */
export async function claimMail(
  db: Db,
  { conversationId, userId, now }: { conversationId: string; userId: string; now: Date },
): Promise<boolean> {
  const cutoff = new Date(now.getTime() - MAIL_INTERVAL_MS);
  const rows = await db
    .insert(messageNotifications)
    .values({ conversationId, userId, lastSentAt: now })
    .onConflictDoUpdate({
      target: [messageNotifications.conversationId, messageNotifications.userId],
      set: { lastSentAt: sql`excluded.last_sent_at` },
      setWhere: lte(messageNotifications.lastSentAt, cutoff),
    })
    .returning({ userId: messageNotifications.userId });
  return rows.length > 0;
}

async function releaseMail(db: Db, conversationId: string, userId: string, claimedAt: Date) {
  await db
    .delete(messageNotifications)
    .where(
      and(
        eq(messageNotifications.conversationId, conversationId),
        eq(messageNotifications.userId, userId),
        eq(messageNotifications.lastSentAt, claimedAt),
      ),
    );
}
