import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEMBERSHIP_PANEL_ACTIONS } from "../../app/routes/panel/agency-forms.server.ts";
import { createAgentForm } from "../../app/routes/panel/agents-forms.server.ts";
import { MEMBERSHIP_TEXT } from "../../shared/agency-membership.ts";
import type { PanelActionResult } from "../../shared/panel.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { agencies, properties, users } from "../db/schema.ts";
import { listOwnListings } from "../listings/own-listings.ts";
import { getListingForEdit } from "../listings/save-listing.ts";
import { createTestAuth, createTestMailer, createTestUser } from "../testing/factories.ts";
import { refusal } from "../testing/refusal.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { managesAsAgency } from "./agency-access.ts";
import { type AgentsContext, assignBroker, listAgencyBrokers } from "./agents.ts";
import {
  acceptInvitation,
  declineInvitation,
  getAgencyMembership,
  leaveAgency,
} from "./membership.ts";

/**
 * An agency reaches a broker's listings only after the broker accepted its
 * invitation, and loses them the moment the broker leaves.
 */

/** The panel's default view: active listings, page 1. */
const FIRST_PAGE = { status: "aktywne", page: 1 } as const;
let database: Database;
let mail: ReturnType<typeof createTestMailer>;
let auth: ReturnType<typeof createTestAuth>;
const log = pino({ level: "silent" });
const PASSWORD = "Sosnowa-17-Lezajsk";

beforeAll(async () => {
  database = await createTestDatabase();
  mail = createTestMailer();
  auth = createTestAuth(database.db, { mailer: mail.mailer });
});
afterAll(() => database.close());

const as = (actor: Actor | null): AgentsContext => ({
  db: database.db,
  actor,
  auth,
  mailer: mail.mailer,
});

async function newAgency(name = "Biuro Zgody") {
  const owner = await createTestUser(database.db, { roles: ["agencja"] });
  const [row] = await database.db
    .insert(agencies)
    .values({ ownerId: owner.id, name })
    .returning({ id: agencies.id });
  return { owner, agencyId: row.id };
}

async function brokerWithListing() {
  const broker = await createTestUser(database.db, {
    roles: ["posrednik"],
    firstName: "Anna",
    lastName: "Niezależna",
  });
  const [listing] = await database.db
    .insert(properties)
    .values({ userId: broker.id, title: "Dom pośredniczki", price: 500000, type: "dom" })
    .returning({ id: properties.id });
  return { broker, listingId: listing.id };
}

/** Every way the agency could reach the broker's listing: none may work. */
async function expectNoAccess(agency: Actor, broker: Actor, listingId: string) {
  expect(await managesAsAgency(as(agency), broker.id)).toBe(false);
  expect((await listOwnListings(as(agency), FIRST_PAGE)).items.map((l) => l.id)).not.toContain(
    listingId,
  );
  expect(await refusal(getListingForEdit(as(agency), listingId))).toMatchObject({
    code: "forbidden",
  });
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};
const answer = async (response: ReturnType<typeof createAgentForm>) => {
  const { data, init } = await response;
  return { result: data as PanelActionResult, status: init?.status ?? 200 };
};
const userCount = async () =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;

describe("an invitation gives the agency nothing", () => {
  it("assigning an independent broker by e-mail gives no access to their listings", async () => {
    const { owner } = await newAgency();
    const { broker, listingId } = await brokerWithListing();
    await assignBroker(as(owner), { email: broker.email });
    await expectNoAccess(owner, broker, listingId);

    // The team list shows what the agency typed and the status, not the broker's name.
    const row = (await listAgencyBrokers(as(owner)))?.find((b) => b.email === broker.email);
    expect(row).toMatchObject({ firstName: "", lastName: "", status: "pending" });
  });
});

describe("agent-create with an address that already has an account", () => {
  it("answers exactly as for a new address, creates no second account and invites instead", async () => {
    const { owner } = await newAgency("Biuro Bez Wyliczania");
    const { broker, listingId } = await brokerWithListing();
    const fields = (email: string) =>
      form({ firstName: "Jan", lastName: "Wpisany", email, password: PASSWORD, position: "" });

    const fresh = await answer(createAgentForm(fields("calkiem.nowy@example.com"), as(owner), log));
    const before = await userCount();
    const sentBefore = mail.sent.length;
    const existing = await answer(
      createAgentForm(fields(broker.email.toUpperCase()), as(owner), log),
    );

    const shape = ({ result, status }: Awaited<ReturnType<typeof answer>>) => ({
      status,
      ok: result.ok,
      title: result.title,
      message: result.message,
      submission: result.submission,
      id: result.id,
    });
    expect(shape(existing)).toEqual(shape(fresh));
    expect(existing.status).toBe(200);
    expect(await userCount()).toBe(before);

    // The existing broker got an invitation mail; the agency got no access.
    const invitation = mail.sent.slice(sentBefore).find((m) => m.to === broker.email);
    expect(invitation?.text).toContain("Biuro Bez Wyliczania");
    expect(invitation?.text).toContain("/panel");
    await expectNoAccess(owner, broker, listingId);
  });

  it("mails the new broker nothing the agency typed beyond its name", async () => {
    const { owner } = await newAgency("Biuro Czyste");
    const sentBefore = mail.sent.length;
    await answer(
      createAgentForm(
        form({
          firstName: "Kliknij http://zly.example",
          lastName: "Tutaj",
          email: "bez-tresci@example.com",
          password: PASSWORD,
          position: "Wejdź na zly.example",
        }),
        as(owner),
        log,
      ),
    );
    const sent = mail.sent.slice(sentBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain("Biuro Czyste");
    for (const typed of ["zly.example", "Kliknij", "Tutaj"]) {
      expect(sent[0].text).not.toContain(typed);
      expect(sent[0].html).not.toContain(typed);
    }
  });

  it("is limited per agency: the 11th invitation a day is refused with a Polish 429", async () => {
    const { owner } = await newAgency("Biuro Hurtowe");
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const { status, result } = await answer(
        createAgentForm(
          form({
            firstName: "Seryjny",
            lastName: `Nr ${i}`,
            email: `seryjny-${i}@example.com`,
            password: PASSWORD,
          }),
          as(owner),
          log,
        ),
      );
      statuses.push(status);
      if (i === 10) expect(result.message).toMatch(/najwyżej 10/);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const [row] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "seryjny-10@example.com"));
    expect(row).toBeUndefined();
  });
});

describe("the broker answers in their own name", () => {
  it("accepting gives the agency the listings; leaving takes them away at once and tells the agency", async () => {
    const { owner, agencyId } = await newAgency("Biuro Przyjęte");
    const { broker, listingId } = await brokerWithListing();
    await assignBroker(as(owner), { email: broker.email });
    expect(await getAgencyMembership(as(broker))).toEqual({
      invitations: [{ agencyId, agencyName: "Biuro Przyjęte", position: "agent" }],
      agency: null,
    });

    // Nobody else can answer for the broker: the broker comes from the session.
    const stranger = await createTestUser(database.db, { roles: ["posrednik"] });
    expect(await refusal(acceptInvitation(as(stranger), { agencyId }))).toMatchObject({
      code: "not_found",
    });
    expect(await refusal(acceptInvitation(as(null), { agencyId }))).toMatchObject({
      code: "forbidden",
    });
    expect(await refusal(acceptInvitation(as(owner), { agencyId }))).toMatchObject({
      code: "forbidden",
    });
    await expectNoAccess(owner, broker, listingId);

    await acceptInvitation(as(broker), { agencyId });
    expect(await managesAsAgency(as(owner), broker.id)).toBe(true);
    expect((await getListingForEdit(as(owner), listingId)).title).toBe("Dom pośredniczki");
    expect((await listOwnListings(as(owner), FIRST_PAGE)).items.map((l) => l.id)).toContain(
      listingId,
    );
    const member = (await listAgencyBrokers(as(owner)))?.find((b) => b.email === broker.email);
    expect(member).toMatchObject({ firstName: "Anna", lastName: "Niezależna", status: "active" });
    expect((await getAgencyMembership(as(broker)))?.agency?.agencyName).toBe("Biuro Przyjęte");

    const sentBefore = mail.sent.length;
    await leaveAgency(as(broker), { agencyId });
    await expectNoAccess(owner, broker, listingId);
    const told = mail.sent.slice(sentBefore);
    expect(told).toEqual([
      expect.objectContaining({ to: owner.email, subject: "Pośrednik opuścił agencję" }),
    ]);
    expect(told[0].text).toContain("Anna Niezależna opuszcza agencję Biuro Przyjęte");
    // History is kept: the row says the broker left.
    const row = (await listAgencyBrokers(as(owner)))?.find((b) => b.email === broker.email);
    expect(row).toMatchObject({ status: "ended", isActive: false });
    expect(await refusal(leaveAgency(as(broker), { agencyId }))).toMatchObject({
      code: "not_found",
    });
  });

  it("declining keeps the agency out, and only a new invitation can be accepted", async () => {
    const { owner, agencyId } = await newAgency("Biuro Odrzucone");
    const { broker, listingId } = await brokerWithListing();
    await assignBroker(as(owner), { email: broker.email });
    await declineInvitation(as(broker), { agencyId });
    await expectNoAccess(owner, broker, listingId);
    expect(await refusal(acceptInvitation(as(broker), { agencyId }))).toMatchObject({
      code: "not_found",
    });
    const row = (await listAgencyBrokers(as(owner)))?.find((b) => b.email === broker.email);
    expect(row).toMatchObject({ status: "declined", firstName: "", lastName: "" });
    expect(await getAgencyMembership(as(broker))).toEqual({ invitations: [], agency: null });
  });

  it("one agency at a time: an invitation cannot be accepted while a member elsewhere", async () => {
    const first = await newAgency("Biuro Pierwsze");
    const second = await newAgency("Biuro Drugie");
    const { broker } = await brokerWithListing();
    await assignBroker(as(first.owner), { email: broker.email });
    await assignBroker(as(second.owner), { email: broker.email });
    await acceptInvitation(as(broker), { agencyId: first.agencyId });
    expect(
      await refusal(acceptInvitation(as(broker), { agencyId: second.agencyId })),
    ).toMatchObject({ code: "conflict" });
    expect(await managesAsAgency(as(second.owner), broker.id)).toBe(false);
  });

  it("answers a malformed agency id as a stale invitation, never a database error", async () => {
    const { broker } = await brokerWithListing();
    for (const agencyId of ["nie-uuid", "", "'; drop table users; --"]) {
      expect(await refusal(acceptInvitation(as(broker), { agencyId }))).toMatchObject({
        code: "not_found",
      });
    }
  });
});

describe("the agency box's form", () => {
  const post = (agencyId: string) => form({ agencyId });
  const replyTo = async (response: Promise<unknown>) => {
    const { data, init } = (await response) as { data: unknown; init: ResponseInit | null };
    return { result: data as PanelActionResult, status: init?.status ?? 200 };
  };

  it("answers every post with the form layer's reply: stale, accepted, refused elsewhere", async () => {
    const first = await newAgency("Biuro Formularza");
    const second = await newAgency("Biuro Drugiego Formularza");
    const { broker } = await brokerWithListing();
    await assignBroker(as(first.owner), { email: broker.email });
    await assignBroker(as(second.owner), { email: broker.email });

    const stale = await replyTo(
      MEMBERSHIP_PANEL_ACTIONS["agency-invitation-accept"](post("nie-uuid"), as(broker), log),
    );
    expect(stale.status).toBe(400);
    expect(stale.result).toMatchObject({ ok: false, message: MEMBERSHIP_TEXT.stale });
    expect(stale.result.submission?.initialValue).toMatchObject({ agencyId: "nie-uuid" });

    const joined = await replyTo(
      MEMBERSHIP_PANEL_ACTIONS["agency-invitation-accept"](post(first.agencyId), as(broker), log),
    );
    expect(joined.result).toMatchObject({ ok: true, message: MEMBERSHIP_TEXT.accepted });
    expect(joined.result.submission).toBeDefined();

    const busy = await replyTo(
      MEMBERSHIP_PANEL_ACTIONS["agency-invitation-accept"](post(second.agencyId), as(broker), log),
    );
    expect(busy.status).toBe(409);
    expect(busy.result).toMatchObject({ ok: false, message: MEMBERSHIP_TEXT.busy });
    expect(busy.result.submission?.initialValue).toMatchObject({ agencyId: second.agencyId });
  });
});
