import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MODERATION_TEXT, reportSchema } from "../../shared/moderation.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { contentReports, mailOutbox, properties, rateLimits } from "../db/schema.ts";
import { anonymousClientKey } from "../rate-limit.ts";
import { createTestUser } from "../testing/factories.ts";
import { refusal } from "../testing/refusal.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { confirmReport, reportContent } from "./report-content.ts";

const BASE = "https://okolica.example";
const TITLE = "Mieszkanie z tytułem ogłoszenia";
const EXPLANATION = "Kup tanie leki na stronie apteka-podejrzana.example — to nie jest zgłoszenie.";
let database: Database;
let owner: Actor;
let listingId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await createTestUser(database.db, { roles: ["administrator"] });
  owner = await createTestUser(database.db);
  const [row] = await database.db
    .insert(properties)
    .values({
      userId: owner.id,
      title: TITLE,
      price: 300_000,
      type: "mieszkanie",
      location: "lezajsk",
    })
    .returning({ id: properties.id });
  listingId = row.id;
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  await database.db.delete(rateLimits);
  await database.db.delete(contentReports);
});

const input = (email: string) =>
  reportSchema.parse({ reason: "spam", explanation: EXPLANATION, email, goodFaith: "on" });
const visitor = (email: string, clientIp: string) =>
  reportContent(
    { db: database.db, actor: null },
    {
      item: { kind: "listing", id: listingId },
      input: input(email),
      site: { baseUrl: BASE, clientIp },
    },
  );
const mailsTo = (email: string) =>
  database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

describe("a visitor's report", () => {
  it("is filed only from the link mailed to the address given, and that mail carries no text of anyone's", async () => {
    expect(await visitor("ofiara@example.com", "198.51.100.20")).toEqual({ confirm: true });
    expect(await database.db.select().from(contentReports)).toEqual([]);
    const [mail, ...more] = await mailsTo("ofiara@example.com");
    expect(more).toEqual([]);
    expect(mail.subject).toBe("Potwierdź zgłoszenie w Okolicy");
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain(TITLE);
      expect(body).not.toContain("apteka-podejrzana");
    }
    const token = mail.text.match(/https:\/\/okolica\.example\/zglos\/potwierdz\/([\w-]+)/)?.[1];
    expect(token).toBeTruthy();

    await database.db.delete(mailOutbox);
    expect(await confirmReport(database.db, { token: token ?? "", baseUrl: BASE })).toEqual({
      created: true,
    });
    const [filed] = await database.db.select().from(contentReports);
    expect(filed).toMatchObject({
      itemId: listingId,
      reporterEmail: "ofiara@example.com",
      explanation: EXPLANATION,
    });
    // The receipt goes to the address now known to be the reporter's.
    expect((await mailsTo("ofiara@example.com")).map((m) => m.subject)).toEqual([
      "Otrzymaliśmy Twoje zgłoszenie",
    ]);
    // The link files once.
    expect(
      (await refusal(confirmReport(database.db, { token: token ?? "", baseUrl: BASE }))).message,
    ).toBe(MODERATION_TEXT.reportConfirmNotFound);
  });

  it("is limited per IPv6 /64, not per address of it", async () => {
    for (let i = 1; i <= 10; i++) {
      await visitor(`a${i}@example.com`, `2001:db8:1:2::${i.toString(16)}`);
    }
    const refused = await refusal(visitor("a11@example.com", "2001:db8:1:2:ffff:ffff:ffff:fffe"));
    expect(refused.message).toBe(MODERATION_TEXT.reportRateLimited);
    // Another /64 and another IPv4 address are counted on their own.
    expect(await visitor("b@example.com", "2001:db8:1:3::1")).toEqual({ confirm: true });
    expect(await visitor("c@example.com", "198.51.100.21")).toEqual({ confirm: true });
  });

  it("mails one address at most 3 times an hour, and all visitors 100 times an hour", async () => {
    for (let i = 1; i <= 3; i++) await visitor("cel@example.com", `203.0.113.${i}`);
    expect((await refusal(visitor("cel@example.com", "203.0.113.4"))).message).toBe(
      MODERATION_TEXT.reportRateLimited,
    );
    expect(await mailsTo("cel@example.com")).toHaveLength(3);

    await database.db.delete(rateLimits);
    for (let i = 0; i < 100; i++) {
      await visitor(`k${i}@example.com`, `192.0.2.${i + 1}`);
    }
    expect((await refusal(visitor("k100@example.com", "192.0.2.200"))).message).toBe(
      MODERATION_TEXT.reportAnonymousBusy,
    );
    // A signed-in reporter is not held by the visitors' cap.
    const reporter = await createTestUser(database.db);
    expect(
      await reportContent(
        { db: database.db, actor: reporter },
        {
          item: { kind: "listing", id: listingId },
          input: input(""),
          site: { baseUrl: BASE, clientIp: "192.0.2.201" },
        },
      ),
    ).toEqual({ created: true });
  });
});

describe("anonymousClientKey", () => {
  it("keeps an IPv4 address whole and an IPv6 one to its /64", () => {
    expect(anonymousClientKey("198.51.100.7")).toBe("198.51.100.7");
    expect(anonymousClientKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(anonymousClientKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(anonymousClientKey("2001:DB8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(anonymousClientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(anonymousClientKey("::1")).toBe("0:0:0:0::/64");
    expect(anonymousClientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});
