import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ReceivedMail, startMailReceiver } from "../../tests/e2e/support/mail-receiver.ts";
import { TERMS_ACCEPTED } from "../auth/terms-acceptance.ts";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import { createTestAuth } from "../testing/factories.ts";
import { withTestDatabase } from "../testing/test-db.ts";
import { createMailer, type Mail } from "./mailer.ts";
import { CLAIM_LEASE_MS, deliverDueMail, enqueueMail, purgeSentMail } from "./outbox.ts";
import { createDelivery } from "./transport.ts";

const log = pino({ level: "silent" });
let database: Database;
const cleanups: (() => Promise<void> | void)[] = [];

withTestDatabase((opened) => ({ database } = opened));
beforeEach(async () => {
  await database.db.delete(mailOutbox);
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "okolica-outbox-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function mailConfig(smtpUrl: string | undefined, dataDir = tempDir()) {
  return { smtpUrl, mailFrom: "Okolica <noreply@okolica.local>", dataDir };
}

/** A real SMTP server on 127.0.0.1 and what it has received so far. */
async function smtpUp() {
  const dir = tempDir();
  const server = await startMailReceiver(dir);
  cleanups.push(server.stop);
  return {
    url: server.url,
    received: () =>
      readdirSync(dir).map(
        (name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as ReceivedMail,
      ),
  };
}

/** The address of an SMTP server that is down: a receiver's port, closed again. */
async function smtpDown() {
  const server = await startMailReceiver(tempDir());
  await server.stop();
  return server.url;
}

async function outboxRows() {
  return database.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
}

function mail(to: string): Mail {
  return { to, subject: "Próba", text: "Treść próbna", html: "<p>Treść próbna</p>" };
}

describe("the mail outbox", () => {
  it("lets a sign-up answer while SMTP is down and delivers the confirmation once it is back", async () => {
    const mailer = createMailer({ db: database.db, config: mailConfig(await smtpDown()), log });
    const auth = createTestAuth(database.db, { mailer });
    const { user } = await auth.api.signUpEmail({
      body: {
        email: "ewa@example.com",
        password: "Sosnowa-17-Lezajsk",
        name: "Ewa Nowak",
        ...TERMS_ACCEPTED,
      },
    });
    expect(user.email).toBe("ewa@example.com");

    const [pending] = await outboxRows();
    expect(pending).toMatchObject({
      recipient: "ewa@example.com",
      subject: "Potwierdź adres e-mail w Okolicy",
      attempts: 1,
      sentAt: null,
    });
    expect(pending.lastError).toMatch(/ECONNREFUSED/);
    expect(pending.nextAttemptAt?.getTime()).toBe(pending.createdAt.getTime() + 10_000);

    const smtp = await smtpUp();
    const deliver = createDelivery(mailConfig(smtp.url), log);
    // Not due yet: the back-off holds even though SMTP is back.
    const early = new Date(pending.createdAt.getTime() + 5_000);
    expect(await deliverDueMail(database.db, { deliver, log, now: early })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(smtp.received()).toHaveLength(0);

    const due = pending.nextAttemptAt as Date;
    expect(await deliverDueMail(database.db, { deliver, log, now: due })).toEqual({
      sent: 1,
      failed: 0,
    });
    const received = smtp.received();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      to: ["ewa@example.com"],
      subject: "Potwierdź adres e-mail w Okolicy",
    });
    expect(received[0].text).toMatch(/\/api\/auth\/verify-email\?token=/);
    const [sent] = await outboxRows();
    expect(sent).toMatchObject({ attempts: 2, sentAt: due, lastError: null });

    // A later run finds nothing to send.
    const later = new Date(due.getTime() + 60_000);
    expect(await deliverDueMail(database.db, { deliver, log, now: later })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(smtp.received()).toHaveLength(1);
  });

  it("delivers at once when SMTP is up, and the retry job then sends nothing", async () => {
    const smtp = await smtpUp();
    const config = mailConfig(smtp.url);
    await createMailer({ db: database.db, config, log }).send(mail("jan@example.com"));
    expect(smtp.received().map((m) => m.to)).toEqual([["jan@example.com"]]);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);

    const deliver = createDelivery(config, log);
    const later = new Date(Date.now() + 60_000);
    expect(await deliverDueMail(database.db, { deliver, log, now: later })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(smtp.received()).toHaveLength(1);
  });

  it("delivers each mail once when two runs go at the same time", async () => {
    const recipients = Array.from({ length: 8 }, (_, i) => `osoba${i}@example.com`);
    const now = new Date();
    for (const to of recipients) await enqueueMail(database.db, mail(to), now);

    const smtp = await smtpUp();
    const deliver = createDelivery(mailConfig(smtp.url), log);
    const runs = await Promise.all([
      deliverDueMail(database.db, { deliver, log, now }),
      deliverDueMail(database.db, { deliver, log, now }),
    ]);
    expect(runs[0].sent + runs[1].sent).toBe(recipients.length);
    const delivered = smtp.received().flatMap((m) => m.to);
    expect(delivered.sort()).toEqual([...recipients].sort());
    const unsent = (await outboxRows()).filter((row) => row.sentAt === null || row.attempts !== 1);
    expect(unsent).toEqual([]);
  });

  it("retries after 10 s, 30 s, 1, 2 and 5 minutes, then every 15 minutes, and gives up after 24 h", async () => {
    const lines: { level: number; msg: string }[] = [];
    const errorLog = pino(
      { level: "error" },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const config = mailConfig(await smtpDown());
    await createMailer({ db: database.db, config, log }).send(mail("adam@example.com"));
    const deliver = createDelivery(config, log);

    const [first] = await outboxRows();
    const delays = [((first.nextAttemptAt as Date).getTime() - first.createdAt.getTime()) / 1000];
    for (let attempt = 0; attempt < 6; attempt++) {
      const [row] = await outboxRows();
      const due = row.nextAttemptAt as Date;
      expect(await deliverDueMail(database.db, { deliver, log: errorLog, now: due })).toEqual({
        sent: 0,
        failed: 1,
      });
      const [after] = await outboxRows();
      delays.push(((after.nextAttemptAt as Date).getTime() - due.getTime()) / 1000);
    }
    expect(delays).toEqual([10, 30, 60, 120, 300, 900, 900]);
    expect(lines).toEqual([]);

    const [queued] = await outboxRows();
    const dayLater = new Date(queued.createdAt.getTime() + 24 * 60 * 60_000);
    expect(await deliverDueMail(database.db, { deliver, log: errorLog, now: dayLater })).toEqual({
      sent: 0,
      failed: 1,
    });
    const [givenUp] = await outboxRows();
    expect(givenUp).toMatchObject({ attempts: 8, nextAttemptAt: null, sentAt: null });
    expect(givenUp.lastError).toMatch(/ECONNREFUSED/);
    expect(lines.map((l) => l.msg)).toEqual(["mail not sent for 24 hours; giving up"]);

    // The row stays, and no later run tries it again.
    const twoDaysLater = new Date(dayLater.getTime() + 24 * 60 * 60_000);
    expect(
      await deliverDueMail(database.db, { deliver, log: errorLog, now: twoDaysLater }),
    ).toEqual({
      sent: 0,
      failed: 0,
    });
    const [still] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, givenUp.id));
    expect(still.attempts).toBe(8);
  });

  it("writes one .eml per mail to the local mail folder without SMTP_URL", async () => {
    const dataDir = tempDir();
    const config = mailConfig(undefined, dataDir);
    await createMailer({ db: database.db, config, log }).send(mail("ola@example.com"));
    await deliverDueMail(database.db, {
      deliver: createDelivery(config, log),
      log,
      now: new Date(Date.now() + 60_000),
    });

    const files = readdirSync(path.join(dataDir, "mail"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(dataDir, "mail", files[0]), "utf8");
    expect(eml).toMatch(/^To: ola@example\.com$/m);
    const [row] = await outboxRows();
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("leaves a mail being delivered to its deliverer, and takes it over once the claim has lapsed", async () => {
    const now = new Date();
    await enqueueMail(database.db, mail("piotr@example.com"), now);
    const smtp = await smtpUp();
    const deliver = createDelivery(mailConfig(smtp.url), log);
    let release = () => {};
    const stalled = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A deliverer that hangs (a process that died mid-delivery, for the other runs).
    const hanging = deliverDueMail(database.db, { deliver: () => stalled, log, now });
    await expect
      .poll(async () => (await outboxRows())[0].nextAttemptAt?.getTime())
      .toBe(now.getTime() + CLAIM_LEASE_MS);

    const duringClaim = new Date(now.getTime() + CLAIM_LEASE_MS - 1_000);
    expect(await deliverDueMail(database.db, { deliver, log, now: duringClaim })).toEqual({
      sent: 0,
      failed: 0,
    });
    const afterClaim = new Date(now.getTime() + CLAIM_LEASE_MS);
    expect(await deliverDueMail(database.db, { deliver, log, now: afterClaim })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(smtp.received()).toHaveLength(1);
    release();
    await hanging;
  });

  it("deletes sent mail after 30 days and keeps unsent mail", async () => {
    const smtp = await smtpUp();
    const config = mailConfig(smtp.url);
    await createMailer({ db: database.db, config, log }).send(mail("stary@example.com"));
    await createMailer({ db: database.db, config: mailConfig(await smtpDown()), log }).send(
      mail("czeka@example.com"),
    );
    const [sent] = (await outboxRows()).filter((row) => row.sentAt);
    const sentAt = sent.sentAt as Date;

    expect(await purgeSentMail(database.db, new Date(sentAt.getTime() + 29 * 86_400_000))).toBe(0);
    expect(await purgeSentMail(database.db, new Date(sentAt.getTime() + 31 * 86_400_000))).toBe(1);
    expect((await outboxRows()).map((row) => row.recipient)).toEqual(["czeka@example.com"]);
  });
});
