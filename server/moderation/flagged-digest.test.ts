import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { contentReports, mailOutbox } from "../db/schema.ts";
import { createTestMessage, createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { sendFlaggedMessageDigest } from "./flagged-digest.ts";
import { checkMessageSignal } from "./scam-signals.ts";

const BASE = "https://okolica.example";
const HOUR_MS = 3_600_000;
let database: Database;
let admins: Actor[];

beforeAll(async () => {
  database = await createTestDatabase();
  admins = [
    await createTestUser(database.db, { roles: ["administrator"] }),
    await createTestUser(database.db, { roles: ["administrator"] }),
  ];
});
afterAll(() => database.close());

const mailsTo = (email: string, subject: string) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.subject, subject)));

/** A message as sending it stores it, judged by the payment rule as the messages API does. */
async function flaggedMessage(content: string) {
  const { sender, message } = await createTestMessage(database.db, content);
  const raised = await database.db.transaction((tx) =>
    checkMessageSignal(tx, { id: message.id, senderId: sender.id, content }, BASE),
  );
  expect(raised).toBe(true);
  return message.id;
}

describe("flagged messages", () => {
  it("reach the administrators as one digest an hour, not one mail per message", async () => {
    for (const content of [
      "Proszę o przelew kaucji przed oglądaniem mieszkania.",
      "Klucze wyślę kurierem po wpłacie zaliczki, BLIK na numer telefonu.",
      "Najpierw zaliczka 500 zł przelewem, adres podam po wpłacie.",
    ]) {
      await flaggedMessage(content);
    }
    const flagged = await database.db
      .select()
      .from(contentReports)
      .where(eq(contentReports.signal, "payment"));
    expect(flagged).toHaveLength(3);
    for (const admin of admins) {
      expect(await mailsTo(admin.email, "Nowe zgłoszenie w kolejce moderacji")).toEqual([]);
    }

    // The next hour: one digest each, counting the three, with none of their text.
    const nextHour = new Date(Date.now() + HOUR_MS);
    expect(await sendFlaggedMessageDigest(database.db, BASE, nextHour)).toBe(3);
    for (const admin of admins) {
      const [digest, ...more] = await mailsTo(
        admin.email,
        "Oznaczone wiadomości w kolejce moderacji",
      );
      expect(more).toEqual([]);
      expect(digest.text.replaceAll("\u00a0", " ")).toContain(
        "oznaczyła w ostatnim czasie 3 wiadomości",
      );
      expect(digest.text).toContain(`${BASE}/admin/moderation`);
      expect(digest.text).not.toContain("zaliczk");
    }
    // Another process in the same hour sends nothing; nor does a later hour with nothing new.
    expect(await sendFlaggedMessageDigest(database.db, BASE, nextHour)).toBe(0);
    expect(
      await sendFlaggedMessageDigest(database.db, BASE, new Date(Date.now() + 2 * HOUR_MS)),
    ).toBe(0);
    for (const admin of admins) {
      expect(await mailsTo(admin.email, "Oznaczone wiadomości w kolejce moderacji")).toHaveLength(
        1,
      );
    }
  });
});
