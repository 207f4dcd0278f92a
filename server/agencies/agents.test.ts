import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  assignAgentForm,
  createAgentForm,
  removeAgentForm,
} from "../../app/routes/panel/agents-forms.server.ts";
import { AGENT_TEXT, type AgencyBroker } from "../../shared/agent-schemas.ts";
import { AUTH_MESSAGES } from "../../shared/auth-schemas.ts";
import { fieldError } from "../../shared/form-result.ts";
import type { PanelActionResult } from "../../shared/panel.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { accounts, agencies, agentAgencies, profiles, userRoles, users } from "../db/schema.ts";
import { createTestAuth, createTestMailer, createTestUser } from "../testing/factories.ts";
import { refusal } from "../testing/refusal.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import {
  type AgentsContext,
  assignBroker,
  createBroker,
  listAgencyBrokers,
  removeBroker,
} from "./agents.ts";
import { acceptInvitation } from "./membership.ts";

let database: Database;
let auth: ReturnType<typeof createTestAuth>;
let mail: ReturnType<typeof createTestMailer>;
let sent: (typeof mail)["sent"];
let owner: Actor;
let rival: Actor;
let ownerAgencyId: string;
let rivalAgencyId: string;

const log = pino({ level: "silent" });
const PASSWORD = "Sosnowa-17-Lezajsk";

async function agencyFor(actor: Actor, name: string): Promise<string> {
  const [row] = await database.db
    .insert(agencies)
    .values({ ownerId: actor.id, name })
    .returning({ id: agencies.id });
  return row.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  mail = createTestMailer();
  sent = mail.sent;
  auth = createTestAuth(database.db, { mailer: mail.mailer });
  owner = await createTestUser(database.db, { roles: ["agencja"] });
  rival = await createTestUser(database.db, { roles: ["agencja"] });
  ownerAgencyId = await agencyFor(owner, "Okolica Nieruchomości");
  rivalAgencyId = await agencyFor(rival, "Konkurencja");
});
afterAll(() => database.close());
// Invitations are limited per agency and day (membership.test.ts tests the limit); these tests
// send more than that through one agency.
beforeEach(() => database.db.execute(sql`delete from rate_limits`));

const as = (actor: Actor | null): AgentsContext => ({
  db: database.db,
  actor,
  auth,
  mailer: mail.mailer,
});

const newBroker = (email: string, extra: Record<string, string> = {}) => ({
  firstName: "Piotr",
  lastName: "Zieliński",
  email,
  password: PASSWORD,
  ...extra,
});

async function rowsFor(email: string) {
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  if (!user) return null;
  const [account] = await database.db.select().from(accounts).where(eq(accounts.userId, user.id));
  const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, user.id));
  const roles = await database.db.select().from(userRoles).where(eq(userRoles.userId, user.id));
  const links = await database.db
    .select()
    .from(agentAgencies)
    .where(eq(agentAgencies.agentId, user.id));
  return { user, account, profile, roles, links };
}

/** An existing broker account (signed up elsewhere), not in any agency. */
const existingBroker = () => createTestUser(database.db, { roles: ["posrednik"] });

/** The broker's id, once the account exists. */
async function idOf(email: string): Promise<string> {
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row.id;
}

/** What the broker's 'Akceptuj' does (membership.test.ts tests it through the broker's session). */
async function accept(agentId: string) {
  await database.db
    .update(agentAgencies)
    .set({ status: "active" })
    .where(eq(agentAgencies.agentId, agentId));
}

async function linkOf(agentId: string, agencyId: string) {
  const rows = await database.db
    .select()
    .from(agentAgencies)
    .where(eq(agentAgencies.agentId, agentId));
  return rows.find((r) => r.agencyId === agencyId);
}

describe("createBroker", () => {
  it("creates the account, role, profile and a pending invitation, and mails the confirmation link", async () => {
    const before = sent.length;
    const { mailError } = await createBroker(
      as(owner),
      newBroker("Piotr.Nowy@Example.com", { position: "starszy agent" }),
    );
    expect(mailError).toBeUndefined();

    const id = await idOf("piotr.nowy@example.com");
    const rows = await rowsFor("piotr.nowy@example.com");
    expect(rows?.user).toMatchObject({ id, name: "Piotr Zieliński", emailVerified: false });
    expect(rows?.account).toMatchObject({ providerId: "credential", accountId: id });
    const hasher = (await auth.$context).password;
    expect(await hasher.verify({ hash: rows?.account.password ?? "", password: PASSWORD })).toBe(
      true,
    );
    expect(rows?.profile).toMatchObject({
      firstName: "Piotr",
      lastName: "Zieliński",
      accountType: "posrednik",
      isActive: true,
    });
    expect(rows?.roles.map((r) => r.role)).toEqual(["posrednik"]);
    expect(rows?.links).toEqual([
      expect.objectContaining({
        agencyId: ownerAgencyId,
        position: "starszy agent",
        status: "pending",
      }),
    ]);

    expect(sent.slice(before)).toHaveLength(1);
    expect(sent.at(-1)).toMatchObject({
      to: "piotr.nowy@example.com",
      subject: "Potwierdź adres e-mail w Okolicy",
    });
    // The mail says who opened the account, not 'thank you for signing up', and carries no
    // name the agency typed.
    expect(sent.at(-1)?.text).toContain(
      "Agencja Okolica Nieruchomości założyła dla Ciebie konto pośrednika",
    );
    expect(sent.at(-1)?.text).not.toContain("Piotr");
  });

  it("the new broker confirms through the mailed link, is signed in, and signs in again with the password", async () => {
    await createBroker(as(owner), newBroker("potwierdza@example.com"));
    const link = sent.at(-1)?.text.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0];
    expect(link).toMatch(/callbackURL=%2Fkonfiguracja/);

    const confirmed = await auth.handler(new Request(link as string, { redirect: "manual" }));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/konfiguracja");
    expect(confirmed.headers.get("set-cookie")).toMatch(/session_token=/);
    expect((await rowsFor("potwierdza@example.com"))?.user.emailVerified).toBe(true);

    const signedIn = await auth.api.signInEmail({
      body: { email: "potwierdza@example.com", password: PASSWORD },
    });
    expect(signedIn.user.email).toBe("potwierdza@example.com");
  });

  it("gives the default position 'agent'", async () => {
    await createBroker(as(owner), newBroker("domyslny@example.com", { position: "  " }));
    expect((await rowsFor("domyslny@example.com"))?.links[0]?.position).toBe("agent");
  });

  it("dates the membership by the day in Poland, whatever the database's zone", async () => {
    // 00:30 on 5 March in Warsaw is still 4 March in UTC, the zone of most servers' databases.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-04T23:30:00Z") });
    try {
      await createBroker(as(owner), newBroker("polnoc@example.com"));
      const agentId = await idOf("polnoc@example.com");
      expect((await linkOf(agentId, ownerAgencyId))?.startDate).toBe("2026-03-05");
      vi.setSystemTime(new Date("2026-03-09T23:15:00Z"));
      const broker: Actor = {
        id: agentId,
        email: "polnoc@example.com",
        name: "Piotr Zieliński",
        profile: null,
        roles: ["posrednik"],
      };
      await acceptInvitation({ db: database.db, actor: broker }, { agencyId: ownerAgencyId });
      expect((await linkOf(agentId, ownerAgencyId))?.startDate).toBe("2026-03-10");
    } finally {
      vi.useRealTimers();
    }
  });

  it("invites a registered broker (any casing) instead of a second account, changing nothing of theirs", async () => {
    const taken = await existingBroker();
    const count = async () =>
      (await database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;
    const before = await count();
    await createBroker(as(owner), newBroker(taken.email.toUpperCase(), { firstName: "Inny" }));
    expect(await count()).toBe(before);
    expect(await linkOf(taken.id, ownerAgencyId)).toMatchObject({ status: "pending" });
    expect((await rowsFor(taken.email))?.profile.firstName).toBe("Jan");
    expect(sent.at(-1)).toMatchObject({
      to: taken.email,
      subject: "Zaproszenie do agencji w Okolicy",
    });

    // An account that cannot be invited (not a broker) gets a notice, and no link.
    const plain = await createTestUser(database.db, { roles: ["wlasciciel"] });
    await createBroker(as(owner), newBroker(plain.email));
    expect(await linkOf(plain.id, ownerAgencyId)).toBeUndefined();
    expect(sent.at(-1)?.text).toContain("masz już u nas konto");
  });

  it("is all or nothing: a failure in the last insert leaves no user, account, profile or role", async () => {
    // Stands in for any failure of the agency link (the last step of the transaction).
    await database.db.execute(sql`
      create function fail_link() returns trigger language plpgsql as $$
      begin raise exception 'forced failure'; end $$
    `);
    await database.db.execute(sql`
      create trigger fail_link before insert on agent_agencies
        for each row when (new.position = 'awaria') execute function fail_link()
    `);
    try {
      const before = sent.length;
      const error = await refusal(
        createBroker(as(owner), newBroker("polowiczny@example.com", { position: "awaria" })),
      );
      expect(error).toMatchObject({ code: "conflict", message: AGENT_TEXT.linkFailed });
      expect(await rowsFor("polowiczny@example.com")).toBeNull();
      const orphans = await database.db.execute(
        sql`select 1 from profiles p left join users u on u.id = p.id where u.id is null`,
      );
      expect(orphans.rows).toHaveLength(0);
      expect(sent.length).toBe(before);
    } finally {
      await database.db.execute(sql`drop trigger fail_link on agent_agencies`);
      await database.db.execute(sql`drop function fail_link()`);
    }
  });

  it("checks the form on the server too: required names, password length, common passwords", async () => {
    const short = await refusal(
      createBroker(as(owner), newBroker("krotkie@example.com", { password: "abc" })),
    );
    expect(short).toMatchObject({ code: "invalid", message: AUTH_MESSAGES.passwordTooShort });
    const common = await refusal(
      createBroker(as(owner), newBroker("popularne@example.com", { password: "password" })),
    );
    expect(common.message).toBe(AUTH_MESSAGES.passwordCommon);
    const nameless = await refusal(
      createBroker(as(owner), newBroker("bezimienny@example.com", { firstName: " " })),
    );
    expect(nameless.message).toBe(AGENT_TEXT.firstNameRequired);
    for (const email of [
      "krotkie@example.com",
      "popularne@example.com",
      "bezimienny@example.com",
    ]) {
      expect(await rowsFor(email)).toBeNull();
    }
  });

  it("lets only an agency owner with a saved agency create brokers", async () => {
    const plain = await createTestUser(database.db, { roles: ["wlasciciel"] });
    const noProfile = await createTestUser(database.db, { roles: ["agencja"] });
    expect(await refusal(createBroker(as(null), newBroker("a1@example.com")))).toMatchObject({
      code: "forbidden",
    });
    expect(await refusal(createBroker(as(plain), newBroker("a2@example.com")))).toMatchObject({
      code: "forbidden",
      message: AGENT_TEXT.ownerOnly,
    });
    expect(await refusal(createBroker(as(noProfile), newBroker("a3@example.com")))).toMatchObject({
      code: "not_found",
      message: AGENT_TEXT.noAgency,
    });
    for (const email of ["a1@example.com", "a2@example.com", "a3@example.com"]) {
      expect(await rowsFor(email)).toBeNull();
    }
  });
});

describe("listAgencyBrokers", () => {
  it("lists only the actor's own agency's brokers, active first, with the inactive ones marked", async () => {
    const owner2 = await createTestUser(database.db, { roles: ["agencja"] });
    await agencyFor(owner2, "Lista");
    const rival2 = await createTestUser(database.db, { roles: ["agencja"] });
    await agencyFor(rival2, "Lista konkurencji");

    await createBroker(as(owner2), newBroker("zofia@example.com", { lastName: "Adamska" }));
    await createBroker(as(owner2), newBroker("adam@example.com", { lastName: "Abacki" }));
    await createBroker(
      as(owner2),
      newBroker("ewa@example.com", { lastName: "Borowa", position: "kierownik" }),
    );
    await createBroker(as(owner2), newBroker("jan@example.com", { lastName: "Cichy" }));
    await createBroker(as(owner2), newBroker("czeka@example.com", { lastName: "Aaa" }));
    await createBroker(as(rival2), newBroker("obcy@example.com"));
    const removed = await idOf("adam@example.com");
    const deactivated = await idOf("ewa@example.com");
    for (const email of [
      "zofia@example.com",
      "adam@example.com",
      "ewa@example.com",
      "jan@example.com",
    ]) {
      await accept(await idOf(email));
    }
    await removeBroker(as(owner2), removed);
    // An administrator deactivated the account: still in the agency, but not active.
    await database.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, deactivated));

    const list = (await listAgencyBrokers(as(owner2))) as AgencyBroker[];
    expect(list.map((b) => [b.email, b.isActive, b.status])).toEqual([
      ["zofia@example.com", true, "active"],
      ["jan@example.com", true, "active"],
      ["czeka@example.com", false, "pending"],
      ["adam@example.com", false, "ended"],
      ["ewa@example.com", false, "active"],
    ]);
    // A pending invitation shows only what the agency typed.
    expect(list[2]).toMatchObject({ firstName: "", lastName: "" });
    expect(list[4]).toEqual({
      id: deactivated,
      firstName: "Piotr",
      lastName: "Borowa",
      email: "ewa@example.com",
      isActive: false,
      status: "active",
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      position: "kierownik",
    });
    expect((await listAgencyBrokers(as(rival2)))?.map((b) => b.email)).toEqual([
      "obcy@example.com",
    ]);
  });

  it("is null before the agency profile is saved, and refused to other roles and anonymous", async () => {
    const noProfile = await createTestUser(database.db, { roles: ["agencja"] });
    expect(await listAgencyBrokers(as(noProfile))).toBeNull();
    const plain = await createTestUser(database.db, { roles: ["posrednik"] });
    expect(await refusal(listAgencyBrokers(as(plain)))).toMatchObject({ code: "forbidden" });
    expect(await refusal(listAgencyBrokers(as(null)))).toMatchObject({ code: "forbidden" });
  });
});

describe("removeBroker", () => {
  it("ends the membership only: the account, role and sign-in stay", async () => {
    await createBroker(as(owner), newBroker("odchodzi@example.com"));
    const id = await idOf("odchodzi@example.com");
    await accept(id);
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.id, id));
    expect(await removeBroker(as(owner), id)).toBe("removed");

    const rows = await rowsFor("odchodzi@example.com");
    expect(rows?.links).toEqual([expect.objectContaining({ status: "ended" })]);
    expect(rows?.roles.map((r) => r.role)).toEqual(["posrednik"]);
    expect(rows?.profile.isActive).toBe(true);
    const signedIn = await auth.api.signInEmail({
      body: { email: "odchodzi@example.com", password: PASSWORD },
    });
    expect(signedIn.user.id).toBe(id);

    // Already removed: nothing to remove.
    expect(await refusal(removeBroker(as(owner), id))).toMatchObject({ code: "not_found" });
  });

  it("withdraws a pending invitation, kept as 'declined'", async () => {
    await createBroker(as(owner), newBroker("wycofany@example.com"));
    const id = await idOf("wycofany@example.com");
    expect(await removeBroker(as(owner), id)).toBe("withdrawn");
    expect((await linkOf(id, ownerAgencyId))?.status).toBe("declined");
  });

  it("refuses a broker of another agency as not found, and other users altogether", async () => {
    await createBroker(as(owner), newBroker("zostaje@example.com"));
    const id = await idOf("zostaje@example.com");
    await accept(id);
    expect(await refusal(removeBroker(as(rival), id))).toMatchObject({
      code: "not_found",
      message: AGENT_TEXT.notInAgency,
    });
    expect(await refusal(removeBroker(as(owner), randomUUID()))).toMatchObject({
      code: "not_found",
    });
    const plain = await createTestUser(database.db, { roles: ["posrednik"] });
    expect(await refusal(removeBroker(as(plain), id))).toMatchObject({ code: "forbidden" });
    expect((await linkOf(id, ownerAgencyId))?.status).toBe("active");
  });
});

describe("assignBroker", () => {
  it("invites an existing broker by e-mail with the position, and mails them a link to the panel", async () => {
    const broker = await existingBroker();
    const result = await assignBroker(as(owner), {
      email: broker.email.toUpperCase(),
      position: "praktykant",
    });
    expect(result).toEqual({ id: broker.id, status: "pending", mailError: undefined });
    expect(await linkOf(broker.id, ownerAgencyId)).toMatchObject({
      position: "praktykant",
      status: "pending",
    });
    expect(sent.at(-1)).toMatchObject({
      to: broker.email,
      subject: "Zaproszenie do agencji w Okolicy",
    });
    expect(sent.at(-1)?.text).toContain("Agencja Okolica Nieruchomości zaprasza Cię");
    expect(sent.at(-1)?.text).toContain("http://localhost:3999/panel");
  });

  it("refuses accounts without the broker role, unknown addresses and brokers active elsewhere", async () => {
    const owner3 = await createTestUser(database.db, { roles: ["wlasciciel"] });
    const busy = await existingBroker();
    await assignBroker(as(rival), { email: busy.email });
    await accept(busy.id);
    for (const email of [owner3.email, "nikt@example.com", busy.email, rival.email]) {
      expect(await refusal(assignBroker(as(owner), { email }))).toMatchObject({
        code: "conflict",
        message: AGENT_TEXT.notEligible,
      });
    }
    expect(await linkOf(busy.id, ownerAgencyId)).toBeUndefined();
    expect(await linkOf(owner3.id, ownerAgencyId)).toBeUndefined();

    // Once the other agency lets them go, they may join.
    await removeBroker(as(rival), busy.id);
    await assignBroker(as(owner), { email: busy.email });
    expect((await linkOf(busy.id, ownerAgencyId))?.status).toBe("pending");
    expect((await linkOf(busy.id, rivalAgencyId))?.status).toBe("ended");
  });

  it("invites a former broker of the same agency anew, with a new date", async () => {
    const broker = await existingBroker();
    await assignBroker(as(owner), { email: broker.email, position: "agent" });
    await accept(broker.id);
    await removeBroker(as(owner), broker.id);
    await database.db
      .update(agentAgencies)
      .set({ startDate: "2020-01-15" })
      .where(eq(agentAgencies.agentId, broker.id));

    await assignBroker(as(owner), { email: broker.email, position: "kierownik" });
    const link = await linkOf(broker.id, ownerAgencyId);
    expect(link).toMatchObject({ status: "pending", position: "kierownik" });
    expect(link?.startDate).not.toBe("2020-01-15");

    // Assigning a member again keeps them a member with their start date.
    await accept(broker.id);
    await database.db
      .update(agentAgencies)
      .set({ startDate: "2021-06-01" })
      .where(eq(agentAgencies.agentId, broker.id));
    expect(await assignBroker(as(owner), { email: broker.email })).toMatchObject({
      status: "active",
    });
    expect(await linkOf(broker.id, ownerAgencyId)).toMatchObject({
      status: "active",
      startDate: "2021-06-01",
    });
  });

  it("is refused to users who do not own an agency", async () => {
    const broker = await existingBroker();
    const plain = await createTestUser(database.db, { roles: ["posrednik"] });
    expect(await refusal(assignBroker(as(plain), { email: broker.email }))).toMatchObject({
      code: "forbidden",
    });
    expect(await linkOf(broker.id, ownerAgencyId)).toBeUndefined();
  });
});

describe("the agents tab's forms", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };
  const answer = async (response: ReturnType<typeof createAgentForm>) => {
    const { data, init } = await response;
    return { result: data as PanelActionResult, status: init?.status };
  };

  it("answers the create dialog with the spec's toasts and field errors", async () => {
    const invalid = await answer(
      createAgentForm(form({ email: "zly", password: "abc" }), as(owner), log),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.result).toMatchObject({
      ok: false,
      title: "Błąd",
      message: AGENT_TEXT.createFailed,
    });
    expect(Object.keys(invalid.result.submission?.error ?? {}).sort()).toEqual([
      "email",
      "firstName",
      "lastName",
      "password",
    ]);
    expect(fieldError(invalid.result, "firstName")).toBe(AGENT_TEXT.firstNameRequired);
    // What was typed comes back, the password never.
    expect(invalid.result.submission?.initialValue).toEqual({ email: "zly" });

    const created = await answer(
      createAgentForm(form(newBroker("akcja@example.com")), as(owner), log),
    );
    expect(created.result).toMatchObject({
      ok: true,
      title: "Sukces",
      message: AGENT_TEXT.invited,
    });
    expect(created.result.id).toBeUndefined();
  });

  it("answers assign and remove", async () => {
    const broker = await existingBroker();
    const assigned = await answer(assignAgentForm(form({ email: broker.email }), as(owner), log));
    expect(assigned.result).toMatchObject({
      ok: true,
      message: AGENT_TEXT.invited,
      id: broker.id,
    });
    await accept(broker.id);

    const refused = await answer(assignAgentForm(form({ email: broker.email }), as(rival), log));
    expect(refused.result).toMatchObject({ ok: false, message: AGENT_TEXT.notEligible });
    expect(fieldError(refused.result, "email")).toBe(AGENT_TEXT.notEligible);
    expect(refused.result.submission?.initialValue).toEqual({ email: broker.email });

    const foreign = await answer(removeAgentForm(form({ id: broker.id }), as(rival), log));
    expect(foreign.status).toBe(404);
    expect(foreign.result.message).toContain(AGENT_TEXT.removeFailed);

    const removed = await answer(removeAgentForm(form({ id: broker.id }), as(owner), log));
    expect(removed.result).toMatchObject({
      ok: true,
      title: "Sukces",
      message: AGENT_TEXT.removed,
    });
  });
});
