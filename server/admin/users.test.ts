import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appContext } from "../../app/http/context.server.ts";
import { getActor } from "../../app/http/guards.server.ts";
import { ADMIN_ACTIONS } from "../../app/routes/admin/actions.server.ts";
import { runAdminAction } from "../../app/routes/admin/admin-action.server.ts";
import { usersFilters } from "../../app/routes/admin/users-filters.server.ts";
import { fieldError } from "../../shared/form-result.ts";
import { listingSchema } from "../../shared/listing-schemas.ts";
import type { PanelActionResult } from "../../shared/panel.ts";
import { ensureImportAccount, IMPORT_USER_ID } from "../accounts/import-account.ts";
import { signedUpUser, signIn, TEST_PASSWORD } from "../accounts/profile-test-helpers.ts";
import { getAgencyPage } from "../agencies/agency-page.ts";
import type { Actor } from "../auth/actor.ts";
import { createActorMemo } from "../auth/actor-memo.ts";
import type { Auth } from "../auth/auth.ts";
import { signInWithPassword } from "../auth/auth-flows.ts";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import {
  agencies,
  auditLog,
  profiles,
  properties,
  sessions,
  userPlans,
  userRoles,
  users,
} from "../db/schema.ts";
import { saveListing } from "../listings/save-listing.ts";
import { createContentMemo } from "../page-cache/content-memo.ts";
import { createMemoryBus } from "../realtime/bus.ts";
import type { Storage } from "../storage/storage.ts";
import { createTestMailer, createTestUser, TEST_BASE_URL } from "../testing/factories.ts";
import { refusal } from "../testing/refusal.ts";
import { createTestDatabase, withTestDatabase } from "../testing/test-db.ts";
import { withTestStorage } from "../testing/test-storage.ts";
import { formOf } from "./testing/action-fixture.ts";
import { insertTestPlan } from "./testing/plan-fixtures.ts";
import { listUsers } from "./user-list.ts";

let database: Database;
let storage: Storage;
let auth: Auth;
let admin: Actor;
const log = pino({ level: "silent" });

withTestDatabase((opened) => ({ database, auth } = opened));
withTestStorage("okolica-admin-users-", (opened) => ({ storage } = opened));
beforeAll(async () => {
  admin = await createTestUser(database.db, { roles: ["administrator"] });
});

function load(query: Record<string, string>, actor: Actor | null = admin) {
  return listUsers({ db: database.db, actor }, usersFilters(new URLSearchParams(query)));
}

async function run(intent: string, fields: Record<string, string>, actor: Actor = admin) {
  const answer = await runAdminAction(
    ADMIN_ACTIONS,
    intent,
    formOf(fields),
    { db: database.db, actor, storage },
    log,
  );
  return { status: answer.init?.status ?? 200, result: answer.data as PanelActionResult };
}

async function auditCount(): Promise<number> {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  return Number(row.n);
}

/** The newest audit row about this record. */
async function lastAudit(targetId: string) {
  const rows = await database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, targetId))
    .orderBy(sql`${auditLog.createdAt} desc, ${auditLog.id} desc`)
    .limit(1);
  return rows[0];
}

async function rolesOf(userId: string): Promise<string[]> {
  const rows = await database.db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}

async function profileOf(userId: string) {
  const [row] = await database.db.select().from(profiles).where(eq(profiles.id, userId));
  return row;
}

/** A marker no other test's users carry, to search for one test's users only. */
const marker = () => `m${randomUUID().slice(0, 6)}`;

describe("the users tab's list", () => {
  it("searches the e-mail and the names, case-insensitively, with LIKE's wildcards literal", async () => {
    const tag = marker();
    const anna = await createTestUser(database.db, { firstName: "Anna", lastName: `Nowak${tag}` });
    const percent = await createTestUser(database.db, { firstName: "Sto", lastName: `${tag}%` });
    // No profile: the account's own name is searched and shown.
    const bare = `bare-${tag}`;
    await database.db
      .insert(users)
      .values({ id: bare, name: `Piotr ${tag}Bez`, email: `${bare}@example.com` });

    const byLastName = await load({ q: `NOWAK${tag.toUpperCase()}` });
    expect(byLastName.users.map((u) => u.id)).toEqual([anna.id]);
    expect(byLastName.users[0]).toMatchObject({ name: `Anna Nowak${tag}`, email: anna.email });

    expect((await load({ q: `anna nowak${tag}` })).users.map((u) => u.id)).toEqual([anna.id]);
    expect((await load({ q: anna.email.slice(5, 13).toUpperCase() })).users).toHaveLength(1);
    expect((await load({ q: `${bare}@EXAMPLE` })).users.map((u) => u.id)).toEqual([bare]);
    const noProfile = await load({ q: `${tag}bez` });
    expect(noProfile.users[0]).toMatchObject({
      id: bare,
      name: `Piotr ${tag}Bez`,
      isActive: true,
      isVerifiedSeller: false,
      roles: [],
      accountType: null,
      agency: null,
    });

    // '%' is a character to find, not "anything".
    expect((await load({ q: `${tag}%` })).users.map((u) => u.id)).toEqual([percent.id]);
    expect((await load({ q: "%" })).total).toBe(1);
    expect((await load({ q: "_" })).total).toBe(0);
  });

  it("lists newest first, 25 a page, with the total and the page", async () => {
    const tag = marker();
    const ids: string[] = [];
    for (let i = 0; i < 27; i++) {
      const user = await createTestUser(database.db, { firstName: tag, lastName: `N${i}` });
      await database.db
        .update(users)
        .set({ createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)) })
        .where(eq(users.id, user.id));
      ids.push(user.id);
    }
    const newestFirst = [...ids].reverse();

    const first = await load({ q: tag });
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(first.users.map((u) => u.id)).toEqual(newestFirst.slice(0, 25));
    const second = await load({ q: tag, page: "2" });
    expect(second).toMatchObject({ total: 27, page: 2 });
    expect(second.users.map((u) => u.id)).toEqual(newestFirst.slice(25));
    expect((await load({ q: tag, page: "nonsense" })).page).toBe(1);
  });

  it("filters by role and status and aggregates each user's roles in the header's order", async () => {
    const tag = marker();
    const many = await createTestUser(database.db, {
      firstName: tag,
      roles: ["wlasciciel", "firma", "administrator", "posrednik"],
    });
    const owner = await createTestUser(database.db, { firstName: tag, roles: ["wlasciciel"] });
    const gone = await createTestUser(database.db, {
      firstName: tag,
      roles: ["posrednik"],
      isActive: false,
    });

    const all = await load({ q: tag });
    expect(all.total).toBe(3);
    expect(all.users.find((u) => u.id === many.id)?.roles).toEqual([
      "administrator",
      "posrednik",
      "firma",
      "wlasciciel",
    ]);

    const brokers = await load({ q: tag, role: "posrednik" });
    expect(brokers.users.map((u) => u.id).sort()).toEqual([many.id, gone.id].sort());

    const inactive = await load({ q: tag, status: "inactive" });
    expect(inactive.users.map((u) => u.id)).toEqual([gone.id]);
    expect(inactive.users[0].isActive).toBe(false);
    const active = await load({ q: tag, status: "active", role: "wlasciciel" });
    expect(active.users.map((u) => u.id).sort()).toEqual([many.id, owner.id].sort());

    // Unknown filter values filter nothing.
    const unknownQuery = { q: tag, role: "superuser", status: "x" };
    expect(usersFilters(new URLSearchParams(unknownQuery))).toMatchObject({
      role: null,
      status: null,
    });
    expect((await load(unknownQuery)).total).toBe(3);
  });

  it("shows the agency a user owns and the flags", async () => {
    const tag = marker();
    const owner = await createTestUser(database.db, {
      firstName: tag,
      lastName: "Agencyjna",
      roles: ["agencja"],
      accountType: "agencja",
    });
    await database.db
      .update(profiles)
      .set({ isVerifiedSeller: true })
      .where(eq(profiles.id, owner.id));
    const [agency] = await database.db
      .insert(agencies)
      .values({ ownerId: owner.id, name: `Dom ${tag}`, isVerified: true })
      .returning({ id: agencies.id });

    const { id: planId } = await insertTestPlan(database.db, { name: "Agencja" });
    const endsAt = new Date(Date.now() + 10 * 86_400_000);
    const [assigned] = await database.db
      .insert(userPlans)
      .values({ userId: owner.id, planId, startsAt: new Date(Date.now() - 86_400_000), endsAt })
      .returning({ id: userPlans.id });

    const data = await load({ q: tag });
    expect(data.users).toEqual([
      {
        id: owner.id,
        email: owner.email,
        name: `${tag} Agencyjna`,
        accountType: "agencja",
        roles: ["agencja"],
        isActive: true,
        isVerifiedSeller: true,
        emailVerified: true,
        createdAt: expect.any(Date),
        agency: { id: agency.id, name: `Dom ${tag}`, isVerified: true },
        // The plan in force, as the card shows it (and ends it).
        plan: { id: assigned?.id, name: "Agencja", endsAt: expect.any(String) },
      },
    ]);
    expect(new Date(data.users[0]?.plan?.endsAt ?? 0).getTime()).toBe(endsAt.getTime());
  });

  it("is for administrators only", async () => {
    const owner = await createTestUser(database.db, { roles: ["wlasciciel", "agencja"] });
    expect((await refusal(load({}, owner))).code).toBe("forbidden");
    expect((await refusal(load({}, null))).code).toBe("forbidden");
  });
});

describe("roles", () => {
  it("adds and removes a role, each with one audit row of the roles before and after", async () => {
    const user = await createTestUser(database.db, { roles: ["wlasciciel"] });
    const audits = await auditCount();

    const added = await run("user-role-add", { userId: user.id, role: "posrednik" });
    expect(added).toMatchObject({
      status: 200,
      result: { ok: true, message: "Dodano rolę pośrednik." },
    });
    expect(await rolesOf(user.id)).toEqual(["posrednik", "wlasciciel"]);
    expect(await auditCount()).toBe(audits + 1);
    expect(await lastAudit(user.id)).toMatchObject({
      action: "user-role-add",
      actorId: admin.id,
      targetType: "user",
      targetLabel: user.email,
      before: { roles: ["wlasciciel"] },
      after: { roles: ["posrednik", "wlasciciel"] },
    });

    const removed = await run("user-role-remove", { userId: user.id, role: "wlasciciel" });
    expect(removed.result).toMatchObject({ ok: true, message: "Usunięto rolę właściciel." });
    expect(await rolesOf(user.id)).toEqual(["posrednik"]);
    expect(await auditCount()).toBe(audits + 2);
    expect(await lastAudit(user.id)).toMatchObject({
      action: "user-role-remove",
      before: { roles: ["posrednik", "wlasciciel"] },
      after: { roles: ["posrednik"] },
    });
  });

  it("refuses an unknown role and an unknown user, writing nothing", async () => {
    const user = await createTestUser(database.db, { roles: ["firma"] });
    const audits = await auditCount();
    const unknownRole = await run("user-role-add", { userId: user.id, role: "superuser" });
    expect(unknownRole).toMatchObject({
      status: 400,
      result: { ok: false, message: "Nie udało się zmienić ról użytkownika." },
    });
    expect(fieldError(unknownRole.result, "role")).toBe("Nieznana rola.");
    const unknownUser = await run("user-role-add", { userId: "nobody", role: "firma" });
    expect(unknownUser.status).toBe(404);
    expect(await rolesOf(user.id)).toEqual(["firma"]);
    expect(await auditCount()).toBe(audits);
  });

  it("an administrator cannot take their own administrator role; other roles are theirs to drop", async () => {
    const self = await createTestUser(database.db, { roles: ["administrator", "firma"] });
    const audits = await auditCount();
    const refused = await run("user-role-remove", { userId: self.id, role: "administrator" }, self);
    expect(refused).toMatchObject({
      status: 403,
      result: {
        ok: false,
        title: "Błąd",
        message:
          "Nie udało się zmienić ról użytkownika. Nie możesz odebrać sobie roli administratora.",
      },
    });
    expect(await rolesOf(self.id)).toEqual(["administrator", "firma"]);
    expect(await auditCount()).toBe(audits);

    expect((await run("user-role-remove", { userId: self.id, role: "firma" }, self)).status).toBe(
      200,
    );
    expect(await rolesOf(self.id)).toEqual(["administrator"]);
  });
});

/** A request's router context as server/app.ts builds it, so that getActor runs for real. */
function requestContext() {
  const context = new RouterContextProvider();
  const bus = createMemoryBus();
  context.set(appContext, {
    db: database.db,
    auth,
    mailer: createTestMailer().mailer,
    bus,
    notifyMessage: async () => {},
    contentMemo: createContentMemo(bus, database.db),
    actors: createActorMemo(bus),
    log,
    nonce: "test",
    clientIp: "127.0.0.1",
    config: { baseUrl: TEST_BASE_URL } as AppContext["config"],
  });
  return context;
}

async function sessionCount(userId: string): Promise<number> {
  const rows = await database.db.select().from(sessions).where(eq(sessions.userId, userId));
  return rows.length;
}

describe("activation", () => {
  it("deactivation ends the user's sessions, refuses signing in, and activation undoes it", async () => {
    const user = await signedUpUser(database.db, auth);
    const headers = await signIn(auth, user.email);
    await signIn(auth, user.email);
    const page = new Request(`${TEST_BASE_URL}/panel`, { headers });
    expect((await getActor(requestContext(), page))?.id).toBe(user.id);
    const audits = await auditCount();

    const deactivated = await run("user-deactivate", { userId: user.id });
    expect(deactivated.result).toMatchObject({ ok: true, message: "Konto zostało dezaktywowane." });
    expect(await sessionCount(user.id)).toBe(0);
    expect(await getActor(requestContext(), page)).toBeNull();
    expect((await profileOf(user.id)).isActive).toBe(false);
    expect(await auditCount()).toBe(audits + 1);
    expect(await lastAudit(user.id)).toMatchObject({
      action: "user-deactivate",
      targetType: "user",
      targetLabel: user.email,
      before: { isActive: true },
      after: { isActive: false },
    });

    // The sign-in form with the right password says why, and no session is left behind.
    const form = {
      auth,
      config: { baseUrl: TEST_BASE_URL } as AppContext["config"],
      clientIp: "203.0.113.50",
      db: database.db,
    };
    const authPage = new Request(`${TEST_BASE_URL}/auth`, { method: "POST" });
    const credentials = { email: user.email, password: TEST_PASSWORD };
    await expect(signInWithPassword(form, authPage, credentials)).rejects.toMatchObject({
      message: "To konto zostało dezaktywowane. Skontaktuj się z administratorem.",
    });
    expect(await sessionCount(user.id)).toBe(0);

    const activated = await run("user-activate", { userId: user.id });
    expect(activated.result).toMatchObject({ ok: true, message: "Konto zostało aktywowane." });
    expect(await lastAudit(user.id)).toMatchObject({
      action: "user-activate",
      before: { isActive: false },
      after: { isActive: true },
    });
    expect((await signInWithPassword(form, authPage, credentials)).setCookies).not.toEqual([]);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it("creates the profile of an account that has none", async () => {
    const id = `no-profile-${marker()}`;
    await database.db.insert(users).values({ id, name: "Bez Profilu", email: `${id}@example.com` });
    expect((await run("user-deactivate", { userId: id })).status).toBe(200);
    expect(await profileOf(id)).toMatchObject({ isActive: false, isVerifiedSeller: false });
  });

  it("an administrator cannot deactivate themselves; unknown users are not found", async () => {
    const audits = await auditCount();
    const refused = await run("user-deactivate", { userId: admin.id });
    expect(refused).toMatchObject({
      status: 403,
      result: {
        ok: false,
        message: "Nie udało się zmienić statusu konta. Nie możesz dezaktywować własnego konta.",
      },
    });
    expect((await profileOf(admin.id)).isActive).toBe(true);
    expect((await run("user-activate", { userId: "nobody" })).status).toBe(404);
    expect(await auditCount()).toBe(audits);
  });
});

describe("the system account Import", () => {
  it("is not listed, and no role, status or seller mark of it can be changed", async () => {
    await ensureImportAccount(database.db);
    const ids = async (query: Record<string, string>) => (await load(query)).users.map((u) => u.id);
    expect(await ids({})).not.toContain(IMPORT_USER_ID);
    expect(await ids({ q: "import" })).not.toContain(IMPORT_USER_ID);
    expect(await ids({ status: "active" })).not.toContain(IMPORT_USER_ID);

    const audits = await auditCount();
    const refused =
      "Konto systemowe Import nie jest kontem użytkownika: nie można zmieniać jego ról ani statusu.";
    for (const [intent, fields, failed] of [
      ["user-role-add", { role: "administrator" }, "Nie udało się zmienić ról użytkownika."],
      ["user-role-add", { role: "firma" }, "Nie udało się zmienić ról użytkownika."],
      ["user-deactivate", {}, "Nie udało się zmienić statusu konta."],
      ["user-activate", {}, "Nie udało się zmienić statusu konta."],
      ["user-verified-seller", { value: "true" }, "Nie udało się zmienić statusu sprzedawcy."],
    ] as const) {
      expect(await run(intent, { userId: IMPORT_USER_ID, ...fields })).toMatchObject({
        status: 403,
        result: { ok: false, message: `${failed} ${refused}` },
      });
    }
    expect(await rolesOf(IMPORT_USER_ID)).toEqual([]);
    expect(await profileOf(IMPORT_USER_ID)).toMatchObject({
      isActive: true,
      isVerifiedSeller: false,
    });
    expect(await auditCount()).toBe(audits);
  });
});

describe("verified sellers and agencies", () => {
  it("a verified seller's new listings get seller type 'sprawdzone'", async () => {
    const seller = await createTestUser(database.db, { roles: ["wlasciciel"] });
    const done = await run("user-verified-seller", { userId: seller.id, value: "true" });
    expect(done.result).toMatchObject({
      ok: true,
      message: "Użytkownik jest teraz sprawdzonym sprzedawcą.",
    });
    expect(await lastAudit(seller.id)).toMatchObject({
      action: "user-verified-seller",
      before: { isVerifiedSeller: false },
      after: { isVerifiedSeller: true },
    });

    // The seller's next request reads their profile afresh (getActor), as this actor does.
    const actor = { ...seller, profile: await profileOf(seller.id) };
    const values = listingSchema.parse({
      title: "Dom z ogrodem, Leżajsk",
      price: "650 000",
      location: "lezajsk",
      type: "dom",
      transactionType: "sprzedaz",
      phone: "600 123 456",
      area: "120",
    });
    const { id } = await saveListing(
      { db: database.db, actor, storage },
      { values, photos: [], files: new Map() },
    );
    const [listing] = await database.db
      .select({ sellerType: properties.sellerType })
      .from(properties)
      .where(eq(properties.id, id));
    expect(listing.sellerType).toBe("sprawdzone");

    const undone = await run("user-verified-seller", { userId: seller.id, value: "false" });
    expect(undone.result.message).toBe("Użytkownik nie jest już sprawdzonym sprzedawcą.");
    expect((await profileOf(seller.id)).isVerifiedSeller).toBe(false);
    expect((await run("user-verified-seller", { userId: seller.id, value: "tak" })).status).toBe(
      400,
    );
    expect((await run("user-verified-seller", { userId: "nobody", value: "true" })).status).toBe(
      404,
    );
  });

  it("verifying an agency flips the flag its public page reads", async () => {
    const owner = await createTestUser(database.db, { roles: ["agencja"] });
    const [agency] = await database.db
      .insert(agencies)
      .values({ ownerId: owner.id, name: "Leżajskie Nieruchomości" })
      .returning({ id: agencies.id });

    const verified = await run("agency-verify", { agencyId: agency.id, value: "true" });
    expect(verified.result).toMatchObject({ ok: true, message: "Agencja została zweryfikowana." });
    expect((await getAgencyPage(database.db, { id: agency.id }))?.agency.isVerified).toBe(true);
    expect(await lastAudit(agency.id)).toMatchObject({
      action: "agency-verify",
      targetType: "agency",
      targetLabel: "Leżajskie Nieruchomości",
      before: { isVerified: false },
      after: { isVerified: true },
    });

    const undone = await run("agency-verify", { agencyId: agency.id, value: "false" });
    expect(undone.result.message).toBe("Weryfikacja agencji została cofnięta.");
    expect((await getAgencyPage(database.db, { id: agency.id }))?.agency.isVerified).toBe(false);

    const audits = await auditCount();
    for (const agencyId of [randomUUID(), "not-a-uuid"]) {
      expect(await run("agency-verify", { agencyId, value: "true" })).toMatchObject({
        status: 404,
        result: { message: "Nie udało się zmienić weryfikacji agencji. Nie znaleziono agencji." },
      });
    }
    expect(await auditCount()).toBe(audits);
  });
});

describe("the last active administrator", () => {
  let own: Database;
  afterAll(() => own?.close());

  it("stays, even when an administrator acts on a view that is no longer true", async () => {
    // A database of its own: here these two are the only administrators.
    own = await createTestDatabase();
    const a = await createTestUser(own.db, { roles: ["administrator"] });
    const b = await createTestUser(own.db, { roles: ["administrator"] });
    const as = (actor: Actor, intent: string, fields: Record<string, string>) =>
      runAdminAction(ADMIN_ACTIONS, intent, formOf(fields), { db: own.db, actor, storage }, log);
    const adminsOf = () =>
      own.db
        .select({ id: userRoles.userId })
        .from(userRoles)
        .where(eq(userRoles.role, "administrator"));

    // With the other one left, either may go.
    expect(
      (await as(a, "user-role-remove", { userId: b.id, role: "administrator" })).data,
    ).toMatchObject({ ok: true });
    expect(
      (await as(a, "user-role-add", { userId: b.id, role: "administrator" })).data,
    ).toMatchObject({ ok: true });
    expect((await as(b, "user-deactivate", { userId: a.id })).data).toMatchObject({ ok: true });

    // `a` is deactivated but acts with what their request read before: `b` must stay.
    for (const intent of ["user-role-remove", "user-deactivate"] as const) {
      const answer = await as(a, intent, { userId: b.id, role: "administrator" });
      expect(answer.init?.status).toBe(403);
      expect((answer.data as PanelActionResult).message).toContain(
        "W serwisie musi pozostać co najmniej jeden aktywny administrator.",
      );
    }
    expect((await adminsOf()).map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    const [bProfile] = await own.db.select().from(profiles).where(eq(profiles.id, b.id));
    expect(bProfile.isActive).toBe(true);
    const audit = await own.db.select().from(auditLog).orderBy(auditLog.createdAt);
    expect(audit.map((r) => r.action)).toEqual([
      "user-role-remove",
      "user-role-add",
      "user-deactivate",
    ]);
  });
});
