import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setEmailPreferences } from "../accounts/email-preferences.ts";
import type { Database } from "../db/client.ts";
import { conversations, messageNotifications, profiles } from "../db/schema.ts";
import type { Mail, Mailer } from "../mail/mailer.ts";
import { createMemoryBus, type EventBus, type RealtimeEvent } from "../realtime/bus.ts";
import { createTestMailer, createTestUser, TEST_BASE_URL } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { claimMail, createMessageNotifier, MAIL_INTERVAL_MS } from "./notify.ts";
import type { MessageSentEvent } from "./send-message.ts";

const log = pino({ level: "silent" });
let database: Database;
let bus: EventBus;

beforeAll(async () => {
  database = await createTestDatabase();
  bus = createMemoryBus();
});
afterAll(async () => {
  await bus.close();
  await database.close();
});

async function conversationBetween() {
  const sender = await createTestUser(database.db, { firstName: "Anna", lastName: "Nowak" });
  const recipient = await createTestUser(database.db, { firstName: "Tomasz" });
  const [a, b] = [sender.id, recipient.id].sort();
  const [conversation] = await database.db
    .insert(conversations)
    .values({ userAId: a, userBId: b, subjectTitle: "Dom w Giedlarowej" })
    .returning();
  const event = (preview = "Czy oferta jest aktualna?"): MessageSentEvent => ({
    messageId: randomUUID(),
    conversationId: conversation.id,
    recipientId: recipient.id,
    senderId: sender.id,
    preview,
    subjectTitle: "Dom w Giedlarowej",
  });
  return { sender, recipient, conversation, event };
}

/** The notifier, called as sendMessage calls it, waiting for its background mail too. */
function notifierAt(clock: { now: Date }, mailer: Mailer) {
  const notify = createMessageNotifier({
    db: database.db,
    bus,
    mailer,
    baseUrl: TEST_BASE_URL,
    log,
    now: () => clock.now,
  });
  return async (event: MessageSentEvent) => {
    await notify(event);
    await notify.settled();
  };
}

const minutes = (n: number) => n * 60_000;

describe("createMessageNotifier", () => {
  it("tells both sides' open pages, with ids only", async () => {
    const { sender, recipient, event } = await conversationBetween();
    const got: Record<string, RealtimeEvent[]> = { [sender.id]: [], [recipient.id]: [] };
    const stops = [sender.id, recipient.id].map((id) => bus.subscribe(id, (e) => got[id].push(e)));
    const { mailer } = createTestMailer();
    const sent = event("Poufna treść");
    await notifierAt({ now: new Date() }, mailer)(sent);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const expected = {
      type: "message",
      conversationId: sent.conversationId,
      messageId: sent.messageId,
    };
    expect(got[recipient.id]).toEqual([expected]);
    expect(got[sender.id]).toEqual([expected]);
    for (const stop of stops) stop();
  });

  it("mails the recipient at most once per conversation per 15 minutes", async () => {
    const { recipient, event } = await conversationBetween();
    const other = await conversationBetween();
    const { mailer, sent } = createTestMailer();
    const clock = { now: new Date("2026-03-02T10:00:00Z") };
    const notify = notifierAt(clock, mailer);

    await notify(event());
    expect(sent.map((m) => m.to)).toEqual([recipient.email]);
    clock.now = new Date(clock.now.getTime() + minutes(5));
    await notify(event());
    clock.now = new Date(clock.now.getTime() + minutes(9));
    await notify(event());
    expect(sent).toHaveLength(1);
    // Another conversation has its own window.
    await notify(other.event());
    expect(sent).toHaveLength(2);
    // 15 minutes after the first mail: another one.
    clock.now = new Date("2026-03-02T10:15:00Z");
    await notify(event());
    expect(sent).toHaveLength(3);
    expect(sent[2].to).toBe(recipient.email);
  });

  it("sends once when several messages (processes) claim at the same time", async () => {
    const { event } = await conversationBetween();
    const { mailer, sent } = createTestMailer();
    const notify = notifierAt({ now: new Date("2026-03-02T12:00:00Z") }, mailer);
    await Promise.all(Array.from({ length: 8 }, () => notify(event())));
    expect(sent).toHaveLength(1);
  });

  it("claims atomically: of concurrent claims exactly one wins", async () => {
    const { recipient, conversation } = await conversationBetween();
    const at = new Date("2026-03-02T13:00:00Z");
    const first = await Promise.all(
      Array.from({ length: 6 }, () =>
        claimMail(database.db, { conversationId: conversation.id, userId: recipient.id, now: at }),
      ),
    );
    expect(first.filter(Boolean)).toHaveLength(1);
    const later = new Date(at.getTime() + MAIL_INTERVAL_MS);
    const second = await Promise.all(
      Array.from({ length: 6 }, () =>
        claimMail(database.db, {
          conversationId: conversation.id,
          userId: recipient.id,
          now: later,
        }),
      ),
    );
    expect(second.filter(Boolean)).toHaveLength(1);
  });

  it("links to the conversation and quotes at most 200 characters, escaped", async () => {
    const { recipient, conversation, event } = await conversationBetween();
    const { mailer, sent } = createTestMailer();
    const content = `<b>Dzień dobry</b> ${"ż".repeat(300)}KONIEC`;
    await notifierAt({ now: new Date() }, mailer)(event(content));
    expect(sent).toHaveLength(1);
    const [mail] = sent as Mail[];
    const url = `${TEST_BASE_URL}/panel/messages?c=${conversation.id}`;
    expect(mail.to).toBe(recipient.email);
    expect(mail.subject).toBe("Nowa wiadomość od: Anna Nowak");
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(url.replace("&", "&#38;"));
    expect(mail.text).toContain("Dzień dobry, Tomasz!");
    expect(mail.text).toContain("Anna Nowak napisał(a) do Ciebie w sprawie „Dom w Giedlarowej”:");
    const quoted = content.slice(0, 200);
    expect(mail.text).toContain(`> ${quoted}…`);
    expect(mail.text).not.toContain(content.slice(0, 201));
    expect(mail.text).not.toContain("KONIEC");
    expect(mail.html).not.toContain("KONIEC");
    expect(mail.html).not.toContain("<b>Dzień");
    expect(mail.html).toContain("&#60;b&#62;Dzień dobry");
  });

  it("never throws on a failing mailer and lets the next message try again", async () => {
    const { recipient, conversation, event } = await conversationBetween();
    const failing: Mailer = {
      async send() {
        throw new Error("SMTP down");
      },
    };
    const clock = { now: new Date("2026-03-02T14:00:00Z") };
    await expect(notifierAt(clock, failing)(event())).resolves.toBeUndefined();
    const rows = await database.db
      .select()
      .from(messageNotifications)
      .where(
        and(
          eq(messageNotifications.conversationId, conversation.id),
          eq(messageNotifications.userId, recipient.id),
        ),
      );
    expect(rows).toEqual([]);
    const { mailer, sent } = createTestMailer();
    clock.now = new Date(clock.now.getTime() + minutes(1));
    await notifierAt(clock, mailer)(event());
    expect(sent).toHaveLength(1);
  });

  it("does not hold up the sender's request while the mail server hangs", async () => {
    const { event } = await conversationBetween();
    let release: (() => void) | undefined;
    const hanging: Mailer = {
      send: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    };
    const notify = createMessageNotifier({
      db: database.db,
      bus,
      mailer: hanging,
      baseUrl: TEST_BASE_URL,
      log,
    });
    await notify(event()); // resolves with the mail still pending
    const settled = notify.settled();
    while (!release) await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await settled;
  });

  it("mails no deactivated account, but still updates its pages", async () => {
    const { recipient, event } = await conversationBetween();
    await database.db
      .update(profiles)
      .set({ isActive: false })
      .where(eq(profiles.id, recipient.id));
    const got: RealtimeEvent[] = [];
    const stop = bus.subscribe(recipient.id, (e) => got.push(e));
    const { mailer, sent } = createTestMailer();
    await notifierAt({ now: new Date() }, mailer)(event());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual([]);
    expect(got).toHaveLength(1);
    stop();
  });

  it("mails nobody who turned message mails off in the profile, and mails again once on", async () => {
    const { recipient, event } = await conversationBetween();
    const ctx = { db: database.db, actor: recipient };
    await setEmailPreferences(ctx, { messages: undefined, alerts: "on", reminders: "on" });
    const { mailer, sent } = createTestMailer();
    const clock = { now: new Date() };
    await notifierAt(clock, mailer)(event());
    expect(sent).toEqual([]);
    await setEmailPreferences(ctx, { messages: "on" });
    await notifierAt(clock, mailer)(event());
    expect(sent.map((m) => m.to)).toEqual([recipient.email]);
  });
});
