import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ListingValues, listingSchema } from "../../shared/listing-schemas.ts";
import { reportPath, reportSchema } from "../../shared/moderation.ts";
import { ensureImportAccount, IMPORT_USER_ID } from "../accounts/import-account.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import {
  agencies,
  agentAgencies,
  auditLog,
  contentReports,
  mailOutbox,
  messages,
  moderationDecisions,
  profiles,
  properties,
  users,
} from "../db/schema.ts";
import { getListing } from "../listings/get-listing.ts";
import { type ListingWriteContext, saveListing } from "../listings/save-listing.ts";
import { openConversation } from "../messages/conversations.ts";
import { sendMessage } from "../messages/send-message.ts";
import {
  createTestPrivateStorage,
  createListing as insertListing,
  messageContext,
} from "../messages/test-helpers.ts";
import { createStorage, type Storage } from "../storage/storage.ts";
import { createTestUser } from "../testing/factories.ts";
import { refusal } from "../testing/refusal.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { findPaymentPattern } from "./payment-patterns.ts";
import { CRAFTED_HONEST_MESSAGES, CRAFTED_SCAM_MESSAGES } from "./scam-signal-cases.ts";
import {
  burstRule,
  checkListingSignals,
  confirmScamWarning,
  findBurstSignal,
  listingPriceFacts,
  priceRule,
  raiseScamSignal,
  SCAM_NOTICES,
} from "./scam-signals.ts";
import { reportAsVisitor } from "./test-helpers.ts";

const DAY_MS = 86_400_000;
const plain = (text: string | null | undefined) => text?.replaceAll("\u00a0", " ");

describe("price rule", () => {
  const facts = {
    pricePerMetre: 1200,
    median: 3900,
    comparables: 12,
    owners: 4,
    location: "lezajsk",
    type: "mieszkanie",
    transactionType: "sprzedaz",
  } as const;

  it("explains a price per m² below 40% of the median", () => {
    expect(plain(priceRule(facts))).toBe(
      "Cena 1 200 zł/m² to 30% mediany 3 900 zł/m² dla mieszkań na sprzedaż w Leżajsku (12 ogłoszeń, 4 ogłoszeniodawców).",
    );
  });

  it("holds back at 40% of the median, with fewer than 5 comparables and without any", () => {
    expect(priceRule({ ...facts, pricePerMetre: 1560 })).toBeNull();
    expect(priceRule({ ...facts, comparables: 4 })).toBeNull();
    expect(priceRule({ ...facts, owners: 2 })).toBeNull();
    expect(priceRule({ ...facts, median: null, comparables: 0 })).toBeNull();
  });
});

describe("burst rule", () => {
  it("explains five listings in a day from an account younger than a week", () => {
    expect(plain(burstRule({ accountAgeMs: 2.5 * DAY_MS, recentListings: 5 }))).toBe(
      "Konto założone 2 dni temu dodało 5 ogłoszeń w ciągu 24 godzin.",
    );
    expect(burstRule({ accountAgeMs: -DAY_MS, recentListings: 6 })).toContain(
      "mniej niż dobę temu",
    );
  });

  it("holds back at four listings and for an account a week old", () => {
    expect(burstRule({ accountAgeMs: DAY_MS, recentListings: 4 })).toBeNull();
    expect(burstRule({ accountAgeMs: 7 * DAY_MS, recentListings: 9 })).toBeNull();
  });
});

describe("payment rule", () => {
  it.each(CRAFTED_SCAM_MESSAGES)("finds $pattern in: $text", ({ text, pattern }) => {
    expect(findPaymentPattern(text)?.pattern).toBe(pattern);
  });

  it.each(CRAFTED_HONEST_MESSAGES)("finds nothing in: %s", (text) => {
    expect(findPaymentPattern(text)).toBeNull();
  });

  it("quotes the sentence in the sender's words and never counts the site's own links", () => {
    expect(
      findPaymentPattern("Dzień dobry. Przed obejrzeniem proszę o zaliczkę 500 zł! Pozdrawiam"),
    ).toEqual({ pattern: "deposit", excerpt: "Przed obejrzeniem proszę o zaliczkę 500 zł" });
    const own = "Cennik: https://okolica.pl/cennik?platnosc=1";
    expect(findPaymentPattern(own, "okolica.pl")).toBeNull();
    expect(findPaymentPattern(own)?.pattern).toBe("link");
  });
});

let database: Database;
let dataDir: string;
let storage: Storage;
let privateDir: string;
let privateStorage: Storage;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "okolica-scam-"));
  storage = createStorage({ dataDir, storage: { driver: "local" } });
  ({ dataDir: privateDir, storage: privateStorage } = await createTestPrivateStorage());
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(privateDir, { recursive: true, force: true });
});

const as = (actor: Actor): ListingWriteContext => ({ db: database.db, actor, storage });

function values(overrides: Record<string, string> = {}): ListingValues {
  return listingSchema.parse({
    title: "Mieszkanie 2 pokoje",
    price: "200 000",
    location: "lezajsk",
    type: "mieszkanie",
    transactionType: "sprzedaz",
    area: "50",
    phone: "600 123 456",
    ...overrides,
  });
}

/** An account that signed up `days` ago: the burst rule leaves it alone from 7 days. */
async function userSince(days: number, roles: Actor["roles"] = ["wlasciciel"]) {
  const user = await createTestUser(database.db, { roles });
  await database.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(users.id, user.id));
  return user;
}

const SITE_URL = "https://okolica.example";

async function queueMailsTo(recipient: string) {
  return database.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.recipient, recipient),
        eq(mailOutbox.subject, "Nowe zgłoszenie w kolejce moderacji"),
      ),
    );
}

async function reportsOn(itemId: string) {
  return database.db.select().from(contentReports).where(eq(contentReports.itemId, itemId));
}

async function signalOf(id: string) {
  const [row] = await database.db
    .select({ scamSignal: properties.scamSignal, isArchived: properties.isArchived })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

describe("listing save path", () => {
  let owner: Actor;

  beforeAll(async () => {
    owner = await userSince(90);
    // Six flats for sale in Leżajsk at 3 800–4 300 zł/m², each of its own seller: a median of
    // about 4 050 (each owner counts once).
    const perMetres = [3800, 3900, 4000, 4100, 4200, 4300];
    const sellers = await Promise.all(perMetres.map(() => userSince(90)));
    await database.db.insert(properties).values(
      perMetres.map((perMetre, i) => ({
        userId: sellers[i].id,
        title: `Mieszkanie ${perMetre}`,
        price: perMetre * 50,
        area: 50,
        type: "mieszkanie" as const,
        transactionType: "sprzedaz" as const,
        location: "lezajsk" as const,
        createdAt: new Date(Date.now() - 30 * DAY_MS),
      })),
    );
  });

  it("raises a price signal on a cheap listing once, through edits, and hides nothing", async () => {
    const { id } = await saveListing(as(owner), {
      values: values({ price: "60 000" }),
      photos: [],
      files: new Map(),
    });
    const [report] = await reportsOn(id);
    expect(report).toMatchObject({
      itemKind: "listing",
      itemLabel: "Mieszkanie 2 pokoje",
      ownerId: owner.id,
      reporterId: null,
      reporterEmail: null,
      reason: "oszustwo",
      signal: "price",
      decisionId: null,
    });
    expect(plain(report.explanation)).toBe(
      "Cena 1 200 zł/m² to 29% mediany 4 050 zł/m² dla mieszkań na sprzedaż w Leżajsku (6 ogłoszeń, 6 ogłoszeniodawców).",
    );
    // In the queue only: the listing's page shows no notice until an administrator confirms.
    expect(await signalOf(id)).toEqual({ scamSignal: null, isArchived: false });
    expect((await getListing(database.db, id))?.scamSignal).toBeNull();

    // A fair price afterwards leaves the open signal to the administrator; cheap again adds none.
    await saveListing(as(owner), {
      id,
      values: values({ price: "210 000" }),
      photos: [],
      files: new Map(),
    });
    await saveListing(as(owner), {
      id,
      values: values({ price: "50 000" }),
      photos: [],
      files: new Map(),
    });
    expect(await reportsOn(id)).toHaveLength(1);
    expect((await signalOf(id)).scamSignal).toBeNull();
  });

  it("shows a listing's notice only once an administrator confirms its signal", async () => {
    const admin = await createTestUser(database.db, { roles: ["administrator"] });
    const { id } = await saveListing(as(owner), {
      values: values({ price: "58 000" }),
      photos: [],
      files: new Map(),
    });
    expect((await reportsOn(id)).map((report) => report.signal)).toEqual(["price"]);
    expect((await getListing(database.db, id))?.scamSignal).toBeNull();

    expect((await refusal(confirmScamWarning(as(owner), id))).code).toBe("forbidden");
    expect((await getListing(database.db, id))?.scamSignal).toBeNull();
    await confirmScamWarning(as(admin), id);
    expect((await getListing(database.db, id))?.scamSignal).toBe("price");
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, "moderation-warning")));
    expect(audit).toMatchObject({ actorId: admin.id, after: { signal: "price" } });

    // A listing without an open signal has nothing to confirm.
    const { id: fair } = await saveListing(as(owner), {
      values: values({ price: "205 000" }),
      photos: [],
      files: new Map(),
    });
    expect((await refusal(confirmScamWarning(as(admin), fair))).code).toBe("not_found");
  });

  it("cannot be steered by one account's absurd listings in a thin segment", async () => {
    const steerer = await userSince(90);
    const honest = await userSince(90);
    // Six absurdly dear houses of one account: alone they were a median of 50 000 zł/m².
    await database.db.insert(properties).values(
      Array.from({ length: 6 }, (_, n) => ({
        userId: steerer.id,
        title: `Pałac ${n}`,
        price: 5_000_000 + n,
        area: 100,
        type: "dom" as const,
        transactionType: "sprzedaz" as const,
        location: "kurylowka" as const,
        createdAt: new Date(Date.now() - 30 * DAY_MS),
      })),
    );
    const fair = values({ type: "dom", location: "kurylowka", price: "300 000", area: "100" });
    const { id } = await saveListing(as(honest), { values: fair, photos: [], files: new Map() });
    expect(await reportsOn(id)).toEqual([]);
    const facts = await listingPriceFacts(database.db, id);
    expect(facts).toMatchObject({ comparables: 6, owners: 1 });
  });

  it("mails every active administrator once, when a signal puts the listing in the queue", async () => {
    const admin = await createTestUser(database.db, { roles: ["administrator"] });
    const seller = await userSince(90);
    const ctx = { ...as(seller), siteUrl: SITE_URL };
    const { id } = await saveListing(ctx, {
      values: values({ price: "55 000" }),
      photos: [],
      files: new Map(),
    });
    const [mail] = await queueMailsTo(admin.email);
    expect(mail.subject).toBe("Nowe zgłoszenie w kolejce moderacji");
    expect(mail.text).toContain(
      "reguła ostrzegająca przed oszustwami wskazała: ogłoszenie „Mieszkanie 2 pokoje” (Cena za m² znacznie poniżej mediany w miejscowości). Nic nie zostało ukryte",
    );
    expect(mail.text).toContain(`${SITE_URL}/admin/moderation`);

    // A visitor's report of the same listing joins the open entry without a second mail.
    await reportAsVisitor(
      database.db,
      { kind: "listing", id },
      reportSchema.parse({
        reason: "oszustwo",
        explanation: "Za tanio, sprzedawca chce zaliczki.",
        email: "gosc@example.com",
        goodFaith: "on",
      }),
      { baseUrl: SITE_URL, clientIp: "198.51.100.7" },
    );
    expect(await reportsOn(id)).toHaveLength(2);
    expect(await queueMailsTo(admin.email)).toHaveLength(1);
  });

  it("judges nothing without an area, without 5 comparables or at a fair price", async () => {
    const created = await Promise.all(
      [
        values({ price: "20 000", area: "" }),
        values({ price: "20 000", location: "jelna" }),
        values({ price: "180 000" }),
      ].map((v) => saveListing(as(owner), { values: v, photos: [], files: new Map() })),
    );
    for (const { id } of created) {
      expect(await reportsOn(id)).toEqual([]);
      expect((await signalOf(id)).scamSignal).toBeNull();
    }
  });

  it("does not raise a signal again once an administrator decided on it", async () => {
    const other = await userSince(90);
    const { id } = await saveListing(as(other), {
      values: values({ price: "50 000" }),
      photos: [],
      files: new Map(),
    });
    const [decision] = await database.db
      .insert(moderationDecisions)
      .values({
        itemKind: "listing",
        itemId: id,
        itemLabel: "Mieszkanie 2 pokoje",
        decision: "none",
        fromReports: false,
        reportCount: 1,
        firstReportAt: new Date(),
        token: `test-token-${id}`,
      })
      .returning();
    await database.db
      .update(contentReports)
      .set({ decisionId: decision.id })
      .where(eq(contentReports.itemId, id));
    await database.db.update(properties).set({ scamSignal: null }).where(eq(properties.id, id));

    await saveListing(as(other), {
      id,
      values: values({ price: "40 000" }),
      photos: [],
      files: new Map(),
    });
    const open = await database.db
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.itemId, id), sql`${contentReports.decisionId} is null`));
    expect(open).toEqual([]);
    expect((await signalOf(id)).scamSignal).toBeNull();
  });

  it("raises a burst signal from a new account's fifth listing in a day on", async () => {
    const admin = await createTestUser(database.db, { roles: ["administrator"] });
    const newcomer = await createTestUser(database.db, { roles: ["wlasciciel"] });
    const ids: string[] = [];
    for (let n = 0; n < 6; n++) {
      const listing = values({ title: `Dom ${n}`, type: "dom", location: "hucisko", area: "" });
      const ctx = { ...as(newcomer), siteUrl: SITE_URL };
      ids.push((await saveListing(ctx, { values: listing, photos: [], files: new Map() })).id);
    }
    // Two listings in the queue, one mail: the team hears of the account once.
    const mails = await queueMailsTo(admin.email);
    expect(mails.map((mail) => mail.text.match(/ogłoszenie „Dom \d”/)?.[0])).toEqual([
      "ogłoszenie „Dom 4”",
    ]);
    const signals = await Promise.all(
      ids.map(async (id) => (await reportsOn(id))[0]?.signal ?? null),
    );
    expect(signals).toEqual([null, null, null, null, "burst", "burst"]);
    // No public notice before an administrator confirms one.
    for (const id of ids) expect((await signalOf(id)).scamSignal).toBeNull();
    const [report] = await reportsOn(ids[4]);
    expect(report).toMatchObject({ signal: "burst", ownerId: newcomer.id, reason: "oszustwo" });
    expect(plain(report.explanation)).toBe(
      "Konto założone mniej niż dobę temu dodało 5 ogłoszeń w ciągu 24 godzin.",
    );
  });

  it("leaves an established account's busy day and the Import account alone", async () => {
    const agency = await userSince(30, ["agencja"]);
    const ids: string[] = [];
    for (let n = 0; n < 5; n++) {
      const listing = values({ title: `Działka ${n}`, type: "dzialka", location: "debno" });
      ids.push(
        (await saveListing(as(agency), { values: listing, photos: [], files: new Map() })).id,
      );
    }
    expect((await signalOf(ids[4])).scamSignal).toBeNull();

    await ensureImportAccount(database.db);
    const imported = await database.db
      .insert(properties)
      .values(
        Array.from({ length: 6 }, (_, n) => ({
          userId: IMPORT_USER_ID,
          title: `Import ${n}`,
          price: 100_000,
          type: "dom" as const,
          location: "zuklin" as const,
        })),
      )
      .returning({ id: properties.id });
    const last = imported[5].id;
    expect(await findBurstSignal(database.db, last)).toBeNull();
    expect(await checkListingSignals(database.db, last)).toEqual([]);
  });

  it("leaves new accounts the team vouched for alone: a verified seller, a verified agency and its agent", async () => {
    const seller = await createTestUser(database.db, { roles: ["posrednik"] });
    await database.db
      .update(profiles)
      .set({ isVerifiedSeller: true })
      .where(eq(profiles.id, seller.id));
    const owner = await createTestUser(database.db, { roles: ["agencja"] });
    const [agency] = await database.db
      .insert(agencies)
      .values({ ownerId: owner.id, name: "Biuro Nowe", isVerified: false })
      .returning();
    const agent = await createTestUser(database.db, { roles: ["posrednik"] });
    await database.db
      .insert(agentAgencies)
      .values({ agentId: agent.id, agencyId: agency.id, status: "active" });
    const fifth = async (who: Actor, place: "wierzawice" | "rzuchow") => {
      let id = "";
      for (let n = 0; n < 5; n++) {
        const listing = values({ title: `Dom ${n}`, type: "dom", location: place, area: "" });
        ({ id } = await saveListing(as(who), { values: listing, photos: [], files: new Map() }));
      }
      return id;
    };
    expect((await signalOf(await fifth(seller, "wierzawice"))).scamSignal).toBeNull();
    // Not verified yet: the agency's fifth listing of the day is flagged; verified, no longer.
    const flagged = await fifth(owner, "wierzawice");
    expect((await reportsOn(flagged)).map((report) => report.signal)).toEqual(["burst"]);
    await database.db.update(agencies).set({ isVerified: true }).where(eq(agencies.id, agency.id));
    expect(await findBurstSignal(database.db, await fifth(owner, "rzuchow"))).toBeNull();
    expect(await findBurstSignal(database.db, await fifth(agent, "rzuchow"))).toBeNull();
  });

  it("keeps one open row per item and signal when raised twice", async () => {
    const [row] = await database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.title, "Mieszkanie 3800"));
    const finding = {
      kind: "listing" as const,
      itemId: row.id,
      itemLabel: "Mieszkanie 3800",
      ownerId: null,
      signal: "price" as const,
      explanation: "Test.",
    };
    expect(await raiseScamSignal(database.db, finding)).toBe(true);
    expect(await raiseScamSignal(database.db, finding)).toBe(false);
    expect(await reportsOn(row.id)).toHaveLength(1);
  });
});

describe("message send path", () => {
  let owner: Actor;
  let buyer: Actor;
  let listingId: string;

  beforeAll(async () => {
    owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
    buyer = await createTestUser(database.db);
    listingId = (await insertListing(database.db, owner.id)).id;
  });

  const send = (from: Actor, content: string, siteUrl?: string) =>
    sendMessage(
      { ...messageContext(database.db, privateStorage, from), siteUrl },
      { propertyId: listingId, content, files: [] },
    );

  async function messageSignal(id: string) {
    const [row] = await database.db
      .select({ scamSignal: messages.scamSignal, content: messages.content })
      .from(messages)
      .where(eq(messages.id, id));
    return row;
  }

  it("flags a request to pay before the viewing, delivers it and warns only its recipient", async () => {
    const content = "Jestem za granicą. Przed obejrzeniem proszę o przelew kaucji 1500 zł.";
    const opened = await send(buyer, "Dzień dobry, czy mieszkanie jest aktualne?");
    const reply = await sendMessage(messageContext(database.db, privateStorage, owner), {
      conversationId: opened.conversationId,
      content,
      files: [],
    });

    expect(await messageSignal(reply.messageId)).toEqual({ scamSignal: "payment", content });
    const [report] = await reportsOn(reply.messageId);
    expect(report).toMatchObject({
      itemKind: "message",
      itemLabel: content,
      ownerId: owner.id,
      reporterEmail: null,
      reason: "oszustwo",
      signal: "payment",
    });
    expect(report.explanation).toBe(
      "Wiadomość: prośba o wpłatę przed obejrzeniem nieruchomości — „Przed obejrzeniem proszę o przelew kaucji 1500 zł”.",
    );
    expect(await reportsOn(opened.messageId)).toEqual([]);

    const forBuyer = await openConversation(
      { db: database.db, actor: buyer },
      opened.conversationId,
    );
    const received = forBuyer.messages.find((m) => m.id === reply.messageId);
    expect(received).toMatchObject({
      content,
      scamNotice: SCAM_NOTICES.message,
      reportHref: reportPath("message", reply.messageId),
    });
    const ownFirst = forBuyer.messages.find((m) => m.id === opened.messageId);
    expect(ownFirst).toMatchObject({ scamNotice: null, reportHref: null });

    const forOwner = await openConversation(
      { db: database.db, actor: owner },
      opened.conversationId,
    );
    expect(forOwner.messages.find((m) => m.id === reply.messageId)).toMatchObject({
      mine: true,
      scamNotice: null,
      reportHref: null,
    });
  });

  it("leaves ordinary messages and links to the site itself alone", async () => {
    const honest = await send(buyer, "Kaucja wynosi 2000 zł, płatna przy podpisaniu umowy?");
    const own = await send(
      buyer,
      "Cennik: https://okolica.pl/cennik?platnosc=1",
      "https://okolica.pl",
    );
    for (const { messageId } of [honest, own]) {
      expect((await messageSignal(messageId)).scamSignal).toBeNull();
      expect(await reportsOn(messageId)).toEqual([]);
    }
  });
});
