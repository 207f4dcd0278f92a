import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { decisionSchema, MODERATION_TEXT, reportSchema } from "../../shared/moderation.ts";
import { getAgencyPage } from "../agencies/agency-page.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import {
  agencies,
  auditLog,
  contentReports,
  mailOutbox,
  messageAttachments,
  messages,
  moderationDecisions,
  profiles,
  properties,
  rateLimits,
  serviceReviews,
  services,
} from "../db/schema.ts";
import { getListing } from "../listings/get-listing.ts";
import { getService } from "../services/get-service.ts";
import { createStorage, type Storage } from "../storage/storage.ts";
import { createTestMessage, createTestUser } from "../testing/factories.ts";
import { refusal } from "../testing/refusal.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { decideReports, listModerationQueue } from "./moderation-queue.ts";
import { reportContent } from "./report-content.ts";
import {
  appealDecision,
  decideAppeal,
  getStatement,
  listOpenAppeals,
  listOwnDecisions,
} from "./statement.ts";
import { reportAsVisitor } from "./test-helpers.ts";

const SITE = { baseUrl: "https://okolica.example", clientIp: "198.51.100.7" };
let database: Database;
let dataDir: string;
let storage: Storage;
let admin: Actor;
let secondAdmin: Actor;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "okolica-moderation-"));
  storage = createStorage({ dataDir, storage: { driver: "local" } });
  admin = await createTestUser(database.db, { roles: ["administrator"] });
  secondAdmin = await createTestUser(database.db, { roles: ["administrator"] });
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  await database.db.delete(rateLimits);
});

const as = (actor: Actor | null) => ({ db: database.db, actor, storage });
const report = (fields: Record<string, string>) =>
  reportSchema.parse({
    reason: "oszustwo",
    explanation: "Prosi o zaliczkę przed oglądaniem.",
    goodFaith: "on",
    ...fields,
  });
const decision = (fields: Record<string, string>) =>
  decisionSchema.parse({
    ground: "regulamin-6-1",
    explanation: "Ogłoszenie podaje nieprawdziwą cenę, by wyłudzić zaliczkę.",
    ...fields,
  });

async function newListing(owner: Actor, title = "Mieszkanie 2 pokoje") {
  const [row] = await database.db
    .insert(properties)
    .values({ userId: owner.id, title, price: 300_000, type: "mieszkanie", location: "lezajsk" })
    .returning({ id: properties.id });
  return row.id;
}

/** A message between two new users, in a conversation of their own. */
function receivedMessage(content: string, extra: { scamSignal?: "payment" } = {}) {
  return createTestMessage(database.db, content, extra);
}

async function mails() {
  return database.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
}

describe("reporting content", () => {
  it("takes a visitor's report with an e-mail, mails the receipt, and acknowledges a repeat without storing it", async () => {
    const owner = await createTestUser(database.db);
    const id = await newListing(owner);
    const first = await reportAsVisitor(
      database.db,
      { kind: "listing", id },
      report({ email: "Jan@Example.com" }),
      SITE,
    );
    const again = await reportAsVisitor(
      database.db,
      { kind: "listing", id },
      report({ email: "jan@example.com", reason: "spam" }),
      SITE,
    );
    expect(first).toEqual({ created: true });
    expect(again).toEqual({ created: false });
    const rows = await database.db
      .select()
      .from(contentReports)
      .where(eq(contentReports.itemId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ownerId: owner.id,
      reporterEmail: "Jan@Example.com",
      reason: "oszustwo",
      itemLabel: "Mieszkanie 2 pokoje",
    });
    const sent = await mails();
    // The receipt, and each administrator told once that the item entered the queue.
    expect(sent.map((m) => [m.recipient, m.subject]).sort()).toEqual(
      [
        ["Jan@Example.com", "Otrzymaliśmy Twoje zgłoszenie"],
        [admin.email, "Nowe zgłoszenie w kolejce moderacji"],
        [secondAdmin.email, "Nowe zgłoszenie w kolejce moderacji"],
      ].sort(),
    );
    expect(sent.find((m) => m.recipient === "Jan@Example.com")?.text).toContain(
      "ogłoszenie „Mieszkanie 2 pokoje”, powód: Oszustwo",
    );
    expect(sent.find((m) => m.recipient === admin.email)?.text).toContain(
      "https://okolica.example/admin/moderation",
    );
    // A second reporter's report joins the item quietly: a receipt, no new mail to the team.
    await database.db.delete(mailOutbox);
    await reportAsVisitor(
      database.db,
      { kind: "listing", id },
      report({ email: "ewa@example.com" }),
      SITE,
    );
    expect((await mails()).map((m) => m.recipient)).toEqual(["ewa@example.com"]);
  });

  it("needs a visitor's e-mail, refuses one's own content, and does not find what the reporter cannot see", async () => {
    const owner = await createTestUser(database.db);
    const id = await newListing(owner);
    expect(
      (await refusal(reportAsVisitor(database.db, { kind: "listing", id }, report({}), SITE)))
        .message,
    ).toBe(MODERATION_TEXT.email);
    expect(
      (
        await refusal(
          reportContent(as(owner), {
            item: { kind: "listing", id },
            input: report({}),
            site: SITE,
          }),
        )
      ).message,
    ).toBe(MODERATION_TEXT.ownItem);
    await database.db.update(properties).set({ isArchived: true }).where(eq(properties.id, id));
    const gone = await refusal(
      reportAsVisitor(
        database.db,
        { kind: "listing", id },
        report({ email: "a@example.com" }),
        SITE,
      ),
    );
    expect(gone.code).toBe("not_found");
    const notUuid = await refusal(
      reportAsVisitor(
        database.db,
        { kind: "service", id: "x" },
        report({ email: "a@example.com" }),
        SITE,
      ),
    );
    expect(notUuid.code).toBe("not_found");
  });

  it("lets only a message's recipient report it", async () => {
    const { sender, recipient, message } = await receivedMessage(
      "Proszę o przelew kaucji przed oglądaniem.",
    );
    const stranger = await createTestUser(database.db);
    const item = { kind: "message" as const, id: message.id };
    for (const who of [null, stranger, sender]) {
      expect(
        (
          await refusal(
            reportContent(as(who), { item, input: report({ email: "x@example.com" }), site: SITE }),
          )
        ).code,
      ).toBe("not_found");
    }
    expect(await reportContent(as(recipient), { item, input: report({}), site: SITE })).toEqual({
      created: true,
    });
    const [row] = await database.db
      .select()
      .from(contentReports)
      .where(eq(contentReports.itemId, message.id));
    expect(row).toMatchObject({
      ownerId: sender.id,
      reporterId: recipient.id,
      reporterEmail: recipient.email,
    });
  });

  it("refuses the eleventh report of an hour from one address", async () => {
    const owner = await createTestUser(database.db);
    const ip = { ...SITE, clientIp: "203.0.113.99" };
    for (let i = 0; i < 10; i++) {
      const id = await newListing(owner, `Oferta ${i}`);
      await reportAsVisitor(
        database.db,
        { kind: "listing", id },
        report({ email: `r${i}@example.com` }),
        ip,
      );
    }
    const id = await newListing(owner, "Jedenasta");
    const refused = await refusal(
      reportAsVisitor(database.db, { kind: "listing", id }, report({ email: "r@example.com" }), ip),
    );
    expect(refused.message).toBe(MODERATION_TEXT.reportRateLimited);
  });
});

describe("deciding on reports", () => {
  it("groups open reports by item, oldest first, with counts and reasons", async () => {
    const owner = await createTestUser(database.db);
    const older = await newListing(owner, "Starsze zgłoszenie");
    const newer = await newListing(owner, "Nowsze zgłoszenie");
    await reportAsVisitor(
      database.db,
      { kind: "listing", id: older },
      report({ email: "a@example.com" }),
      SITE,
    );
    await reportAsVisitor(
      database.db,
      { kind: "listing", id: newer },
      report({ email: "b@example.com" }),
      SITE,
    );
    await reportAsVisitor(
      database.db,
      { kind: "listing", id: older },
      report({ email: "c@example.com", reason: "duplikat" }),
      SITE,
    );
    const { items } = await listModerationQueue(as(admin));
    const mine = items.filter((item) => item.id === older || item.id === newer);
    expect(mine.map((item) => [item.label, item.reports, [...item.reasons].sort()])).toEqual([
      ["Starsze zgłoszenie", 2, ["duplikat", "oszustwo"]],
      ["Nowsze zgłoszenie", 1, ["oszustwo"]],
    ]);
    expect(mine[0].ownerEmail).toBe(owner.email);
    expect((await refusal(listModerationQueue(as(owner)))).code).toBe("forbidden");
  });

  it("hides a listing: archived for good, the statement to its owner, the outcome to each reporter, audited", async () => {
    const owner = await createTestUser(database.db);
    const reporter = await createTestUser(database.db);
    const id = await newListing(owner, "Kawalerka za pół ceny");
    await database.db
      .update(properties)
      .set({ expiredAt: new Date() })
      .where(eq(properties.id, id));
    await reportContent(as(reporter), {
      item: { kind: "listing", id },
      input: report({}),
      site: SITE,
    });
    await reportAsVisitor(
      database.db,
      { kind: "listing", id },
      report({ email: "gosc@example.com" }),
      SITE,
    );
    await database.db.delete(mailOutbox);

    await decideReports(
      as(admin),
      decision({ kind: "listing", itemId: id, decision: "hide" }),
      SITE,
    );

    const [row] = await database.db.select().from(properties).where(eq(properties.id, id));
    expect(row).toMatchObject({ isArchived: true, expiredAt: null });
    expect(await getListing(database.db, id)).toBeNull();
    const [made] = await database.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.itemId, id));
    expect(made).toMatchObject({
      decision: "hide",
      ground: "regulamin-6-1",
      fromReports: true,
      reportCount: 2,
      ownerEmail: owner.email,
      decidedBy: admin.id,
    });
    const open = await database.db
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.itemId, id)));
    expect(open.every((r) => r.decisionId === made.id)).toBe(true);
    const sent = await mails();
    expect(sent.map((m) => m.recipient).sort()).toEqual(
      [owner.email, reporter.email, "gosc@example.com"].sort(),
    );
    const statement = sent.find((m) => m.recipient === owner.email);
    expect(statement?.subject).toBe("Decyzja moderacji dotycząca Twojej treści w Okolicy");
    expect(statement?.text).toContain(`https://okolica.example/decyzja/${made.token}`);
    expect(statement?.text).toContain("§ 6 ust. 1 Regulaminu");
    // Another administrator decides the appeal only where there is one: the mail says so.
    expect(statement?.text).toContain(
      "Odwołanie rozpatrzy inny administrator niż ten, który podjął decyzję, jeśli taki jest.",
    );
    const outcome = sent.find((m) => m.recipient === "gosc@example.com");
    expect(outcome?.text).toContain("Ukryto ogłoszenie");
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toMatchObject({ action: "moderation-decision", actorId: admin.id });
    // Nothing is left to decide, and the owner's panel shows the decision.
    expect(
      (
        await refusal(
          decideReports(
            as(admin),
            decision({ kind: "listing", itemId: id, decision: "remove" }),
            SITE,
          ),
        )
      ).code,
    ).toBe("not_found");
    const notices = await listOwnDecisions(as(owner));
    expect(notices).toEqual([
      expect.objectContaining({
        decision: "hide",
        path: `/decyzja/${made.token}`,
        what: "ogłoszenie „Kawalerka za pół ceny”",
      }),
    ]);
  });

  it("'no action' changes nothing, tells the reporter and clears a scam signal; the owner gets no statement", async () => {
    const owner = await createTestUser(database.db);
    const id = await newListing(owner);
    await database.db.update(properties).set({ scamSignal: "price" }).where(eq(properties.id, id));
    await reportAsVisitor(
      database.db,
      { kind: "listing", id },
      report({ email: "z@example.com" }),
      SITE,
    );
    await database.db.delete(mailOutbox);
    await decideReports(
      as(admin),
      decisionSchema.parse({ kind: "listing", itemId: id, decision: "none" }),
      SITE,
    );
    const [row] = await database.db.select().from(properties).where(eq(properties.id, id));
    expect(row).toMatchObject({ isArchived: false, scamSignal: null });
    expect((await mails()).map((m) => m.recipient)).toEqual(["z@example.com"]);
    expect(await listOwnDecisions(as(owner))).toEqual([]);
  });

  it("restricts the owner's account, removes a review, and refuses a decision the kind does not allow", async () => {
    const owner = await createTestUser(database.db);
    const firm = await createTestUser(database.db);
    const id = await newListing(owner);
    await reportAsVisitor(
      database.db,
      { kind: "listing", id },
      report({ email: "y@example.com" }),
      SITE,
    );
    await decideReports(
      as(admin),
      decision({ kind: "listing", itemId: id, decision: "restrict", ground: "regulamin-5-4" }),
      SITE,
    );
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, owner.id));
    expect(profile.isActive).toBe(false);

    const [service] = await database.db
      .insert(services)
      .values({
        userId: firm.id,
        title: "Hydraulik",
        priceFrom: 80,
        location: "lezajsk",
        category: "hydrauliczne",
      })
      .returning({ id: services.id });
    const author = await createTestUser(database.db);
    const [review] = await database.db
      .insert(serviceReviews)
      .values({
        serviceId: service.id,
        userId: author.id,
        rating: 1,
        text: "Obraźliwa opinia o właścicielu firmy.",
      })
      .returning({ id: serviceReviews.id });
    const item = { kind: "review" as const, id: review.id };
    await reportContent(as(firm), { item, input: report({ reason: "nielegalne" }), site: SITE });
    const hide = await refusal(
      decideReports(
        as(admin),
        decision({ kind: "review", itemId: review.id, decision: "hide" }),
        SITE,
      ),
    );
    expect(hide.message).toBe(MODERATION_TEXT.decisionNotAllowed);
    await decideReports(
      as(admin),
      decision({ kind: "review", itemId: review.id, decision: "remove", ground: "regulamin-6-5" }),
      SITE,
    );
    expect(
      await database.db.select().from(serviceReviews).where(eq(serviceReviews.id, review.id)),
    ).toEqual([]);
    const [statement] = await database.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.itemId, review.id));
    expect(statement).toMatchObject({
      decision: "remove",
      ownerId: author.id,
      itemLabel: "Obraźliwa opinia o właścicielu firmy.",
    });
  });

  it("hides a service and an agency page from the public, and a reversed appeal brings them back", async () => {
    const firm = await createTestUser(database.db);
    const [service] = await database.db
      .insert(services)
      .values({
        userId: firm.id,
        title: "Elektryk 24h",
        priceFrom: 90,
        location: "lezajsk",
        category: "elektryczne",
      })
      .returning({ id: services.id });
    const [agency] = await database.db
      .insert(agencies)
      .values({ ownerId: firm.id, name: "Agencja Widmo" })
      .returning({ id: agencies.id });
    for (const item of [
      { kind: "service" as const, id: service.id },
      { kind: "agency" as const, id: agency.id },
    ]) {
      await reportAsVisitor(database.db, item, report({ email: "t@example.com" }), SITE);
      await decideReports(
        as(admin),
        decision({ kind: item.kind, itemId: item.id, decision: "hide" }),
        SITE,
      );
    }
    expect(await getService(database.db, service.id)).toBeNull();
    expect(await getAgencyPage(database.db, { id: agency.id })).toBeNull();
    // Only its page is hidden: the agency keeps running its team in the panel.
    const [running] = await database.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(running).toMatchObject({ isHidden: true, isActive: true });
    // Hidden, neither can be reported again: the public cannot see it.
    const hidden = await refusal(
      reportAsVisitor(
        database.db,
        { kind: "service", id: service.id },
        report({ email: "s@example.com" }),
        SITE,
      ),
    );
    expect(hidden.code).toBe("not_found");

    const decisions = await database.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.ownerId, firm.id));
    for (const made of decisions) {
      await appealDecision(database.db, {
        token: made.token,
        text: "To pomyłka, oferta jest prawdziwa.",
        ...SITE,
      });
      await decideAppeal(as(secondAdmin), {
        id: made.id,
        input: { outcome: "reversed", explanation: "Zgłoszenie okazało się bezzasadne." },
        ...SITE,
      });
    }
    expect(await getService(database.db, service.id)).not.toBeNull();
    expect(await getAgencyPage(database.db, { id: agency.id })).not.toBeNull();
  });

  it("removes a message's text and attachments but leaves it in the recipient's conversation", async () => {
    const { recipient, message } = await receivedMessage("Wyślij kod BLIK, to zarezerwuję.", {
      scamSignal: "payment",
    });
    const [attachment] = await database.db
      .insert(messageAttachments)
      .values({
        messageId: message.id,
        fileKey: "private/x",
        fileName: "umowa.pdf",
        fileType: "application/pdf",
        fileSize: 10,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: messageAttachments.id });
    await reportContent(as(recipient), {
      item: { kind: "message", id: message.id },
      input: report({}),
      site: SITE,
    });
    await decideReports(
      as(admin),
      decision({
        kind: "message",
        itemId: message.id,
        decision: "remove",
        ground: "regulamin-6-6",
      }),
      SITE,
    );
    const [kept] = await database.db.select().from(messages).where(eq(messages.id, message.id));
    expect(kept).toMatchObject({
      content: "Wiadomość usunięta przez administratora (naruszenie Regulaminu).",
      scamSignal: null,
    });
    const [expired] = await database.db
      .select()
      .from(messageAttachments)
      .where(eq(messageAttachments.id, attachment.id));
    expect(expired.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("tells an administrator's own finding and a scam signal's from someone's report", async () => {
    const owner = await createTestUser(database.db);
    const own = await newListing(owner, "Sprawdzone przez zespół");
    await reportContent(as(admin), {
      item: { kind: "listing", id: own },
      input: report({}),
      site: SITE,
    });
    await database.db.delete(mailOutbox);
    await decideReports(
      as(admin),
      decision({ kind: "listing", itemId: own, decision: "hide" }),
      SITE,
    );
    const [mine] = await database.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.itemId, own));
    expect(mine.fromReports).toBe(false);
    expect(await getStatement(database.db, mine.token)).toMatchObject({
      fromReports: false,
      automated: false,
    });
    // The administrator is not mailed the outcome of their own finding; the owner gets the statement.
    expect((await mails()).map((m) => m.recipient)).toEqual([owner.email]);

    const flagged = await newListing(owner, "Oznaczone przez regułę");
    await database.db.insert(contentReports).values({
      itemKind: "listing",
      itemId: flagged,
      itemLabel: "Oznaczone przez regułę",
      ownerId: owner.id,
      reason: "oszustwo",
      signal: "price",
      explanation: "Cena 900 zł/m² to 20% mediany.",
    });
    await decideReports(
      as(admin),
      decision({ kind: "listing", itemId: flagged, decision: "hide" }),
      SITE,
    );
    const [signalled] = await database.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.itemId, flagged));
    expect(await getStatement(database.db, signalled.token)).toMatchObject({
      fromReports: false,
      automated: true,
    });
  });

  it("is for administrators only", async () => {
    const owner = await createTestUser(database.db);
    const id = await newListing(owner);
    await reportAsVisitor(
      database.db,
      { kind: "listing", id },
      report({ email: "w@example.com" }),
      SITE,
    );
    for (const who of [null, owner]) {
      const refused = await refusal(
        decideReports(as(who), decision({ kind: "listing", itemId: id, decision: "hide" }), SITE),
      );
      expect(refused.code).toBe("forbidden");
    }
    const [row] = await database.db.select().from(properties).where(eq(properties.id, id));
    expect(row.isArchived).toBe(false);
  });
});

describe("statements and appeals", () => {
  async function hiddenListing() {
    const owner = await createTestUser(database.db);
    const id = await newListing(owner, "Dom z ogrodem");
    await reportAsVisitor(
      database.db,
      { kind: "listing", id },
      report({ email: "v@example.com" }),
      SITE,
    );
    await decideReports(
      as(admin),
      decision({ kind: "listing", itemId: id, decision: "hide" }),
      SITE,
    );
    const [made] = await database.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.itemId, id));
    await database.db.delete(mailOutbox);
    return { owner, id, made };
  }

  it("shows the statement by its link and takes one appeal, within the term", async () => {
    const { made } = await hiddenListing();
    const statement = await getStatement(database.db, made.token);
    expect(statement).toMatchObject({
      kind: "listing",
      decision: "hide",
      appeal: "open",
      fromReports: true,
    });
    expect((await refusal(getStatement(database.db, "x".repeat(32)))).code).toBe("not_found");
    await appealDecision(database.db, {
      token: made.token,
      text: "Cena jest prawdziwa, mam akt notarialny.",
      ...SITE,
    });
    const again = await refusal(
      appealDecision(database.db, {
        token: made.token,
        text: "Jeszcze raz proszę o zmianę.",
        ...SITE,
      }),
    );
    expect(again.message).toBe(MODERATION_TEXT.appealTaken);
    expect((await getStatement(database.db, made.token)).appeal).toBe("taken");

    const late = await hiddenListing();
    const sevenMonths = new Date(Date.now() + 200 * 86_400_000);
    const closed = await refusal(
      appealDecision(database.db, {
        token: late.made.token,
        text: "Spóźnione odwołanie od decyzji.",
        ...SITE,
        now: sevenMonths,
      }),
    );
    expect(closed.message).toBe(MODERATION_TEXT.appealClosed);
  });

  it("leaves the appeal to another administrator, and a reversal shows the listing again and mails the owner", async () => {
    const { owner, id, made } = await hiddenListing();
    await appealDecision(database.db, {
      token: made.token,
      text: "Cena jest prawdziwa, mam akt notarialny.",
      ...SITE,
    });
    expect((await listOpenAppeals(as(secondAdmin))).map((a) => a.id)).toContain(made.id);
    const input = {
      outcome: "reversed" as const,
      explanation: "Właściciel przedstawił dokumenty potwierdzające cenę.",
    };
    const same = await refusal(decideAppeal(as(admin), { id: made.id, input, ...SITE }));
    expect(same.message).toBe(MODERATION_TEXT.appealSameAdministrator);
    expect((await refusal(decideAppeal(as(owner), { id: made.id, input, ...SITE }))).code).toBe(
      "forbidden",
    );

    await decideAppeal(as(secondAdmin), { id: made.id, input, ...SITE });
    const [row] = await database.db.select().from(properties).where(eq(properties.id, id));
    expect(row.isArchived).toBe(false);
    const sent = await mails();
    // The appeal went to the administrator who did not decide; the outcome to the owner.
    expect(sent.map((m) => [m.recipient, m.subject])).toEqual([
      [secondAdmin.email, "Nowe odwołanie od decyzji moderacji"],
      [owner.email, "Wynik Twojego odwołania w Okolicy"],
    ]);
    expect(sent[1].text).toContain("Decyzja zmieniona");
    expect(await getStatement(database.db, made.token)).toMatchObject({
      appealOutcome: "reversed",
    });
    expect(
      (await refusal(decideAppeal(as(secondAdmin), { id: made.id, input, ...SITE }))).code,
    ).toBe("not_found");
  });

  it("has no appeal from 'no action'", async () => {
    const owner = await createTestUser(database.db);
    const id = await newListing(owner);
    await reportAsVisitor(
      database.db,
      { kind: "listing", id },
      report({ email: "u@example.com" }),
      SITE,
    );
    await decideReports(
      as(admin),
      decisionSchema.parse({ kind: "listing", itemId: id, decision: "none" }),
      SITE,
    );
    const [made] = await database.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.itemId, id));
    const refused = await refusal(
      appealDecision(database.db, {
        token: made.token,
        text: "Chcę się odwołać od niczego.",
        ...SITE,
      }),
    );
    expect(refused.message).toBe(MODERATION_TEXT.appealNotPossible);
  });
});
