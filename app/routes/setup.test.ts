import { TERMS_ACCEPTED } from "@server/auth/terms-acceptance";
import type { Database } from "@server/db/client";
import { agencies, profiles, userRoles, users } from "@server/db/schema";
import { UNAVAILABLE_MESSAGE } from "@server/db/unavailable";
import { type createTestAuth, createTestUser, TEST_BASE_URL } from "@server/testing/factories";
import { withTestDatabase } from "@server/testing/test-db";
import { type FormResult, fieldError } from "@shared/form-result";
import { TERMS } from "@shared/legal";
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { routeOnEdge } from "~/http/error-edge.server";
import { testRouterContext } from "~/http/testing/router-context.server";
import type { Route } from "./+types/setup";
import * as setup from "./setup";

const { action, loader } = setup;

/** The wizard's loader and action as the server calls them: real session, real database. */

let database: Database;
let auth: ReturnType<typeof createTestAuth>;

withTestDatabase((opened) => ({ database, auth } = opened));

function context(db: Database["db"] = database.db): RouterContextProvider {
  return testRouterContext({ db, auth });
}

async function signedInCookie(): Promise<{ cookie: string; userId: string }> {
  const email = `setup-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = "Haslo-konfiguracji-1";
  await auth.api.signUpEmail({ body: { email, password, name: "Ola Setup", ...TERMS_ACCEPTED } });
  await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const res = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  return { cookie, userId: user.id };
}

/** Runs a loader or action; a thrown Response (redirect) comes back like a returned one. */
async function run<T>(fn: () => Promise<T>): Promise<T | Response> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

function load(path: string, cookie?: string) {
  const url = new URL(path, TEST_BASE_URL);
  const request = new Request(url, { headers: cookie ? { cookie } : {} });
  return run(() =>
    loader({ request, url, context: context(), params: {} } as unknown as Route.LoaderArgs),
  );
}

function post(
  fields: Record<string, string>,
  cookie: string,
  path = "/konfiguracja",
  db = database.db,
) {
  const url = new URL(path, TEST_BASE_URL);
  const request = new Request(url, {
    method: "POST",
    headers: { cookie, origin: TEST_BASE_URL },
    body: new URLSearchParams(fields),
  });
  return run(() =>
    action({ request, url, context: context(db), params: {} } as unknown as Route.ActionArgs),
  );
}

function location(result: unknown): string | null {
  return result instanceof Response ? result.headers.get("location") : null;
}

/** The cookie a redirect sets, joined to the session cookie as a browser would send them. */
function withSetCookie(cookie: string, response: unknown): string {
  const set = response instanceof Response ? response.headers.getSetCookie() : [];
  return [cookie, ...set.map((c) => c.split(";")[0])].join("; ");
}

type DataResult = { data: FormResult; init: { status?: number } | null };

async function rolesOf(userId: string) {
  const rows = await database.db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role);
}

describe("/konfiguracja", () => {
  it("sends a visitor without a session to /auth and back here afterwards", async () => {
    expect(location(await load("/konfiguracja"))).toBe("/auth?redirectTo=%2Fkonfiguracja");
  });

  it("an account without the Regulamin accepted (external sign-up) accepts it here before any step", async () => {
    const { cookie, userId } = await signedInCookie();
    await database.db
      .update(users)
      .set({ termsVersion: null, termsAcceptedAt: null })
      .where(eq(users.id, userId));
    expect(await load("/konfiguracja", cookie)).toMatchObject({ step: "terms" });
    expect(await load("/konfiguracja?krok=agencja", cookie)).toMatchObject({ step: "terms" });
    // The account type cannot be posted past it.
    expect(location(await post({ intent: "account-type", accountType: "firma" }, cookie))).toBe(
      "/konfiguracja",
    );
    expect(await rolesOf(userId)).toEqual([]);

    const refused = (await post({ intent: "accept-terms" }, cookie)) as unknown as DataResult;
    expect(refused.init?.status).toBe(400);
    expect(fieldError(refused.data, "acceptTerms")).toBe(
      "Aby założyć konto, zaakceptuj Regulamin.",
    );

    expect(location(await post({ intent: "accept-terms", acceptTerms: "on" }, cookie))).toBe(
      "/konfiguracja",
    );
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(row.termsVersion).toBe(TERMS.version);
    expect(await load("/konfiguracja", cookie)).toMatchObject({ step: "account-type" });
  });

  it("owner: type step, then the complete step right after, then never again", async () => {
    const { cookie, userId } = await signedInCookie();
    expect(await load("/konfiguracja", cookie)).toMatchObject({ step: "account-type" });
    // The complete step cannot be opened before the type is chosen.
    expect(location(await load("/konfiguracja?krok=gotowe", cookie))).toBe("/konfiguracja");

    const done = await post({ intent: "account-type", accountType: "wlasciciel" }, cookie);
    expect(location(done)).toBe("/konfiguracja?krok=gotowe");
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile.accountType).toBe("wlasciciel");
    expect(await rolesOf(userId)).toEqual(["wlasciciel"]);

    expect(await load("/konfiguracja?krok=gotowe", withSetCookie(cookie, done))).toMatchObject({
      step: "complete",
      accountType: "wlasciciel",
    });
    // Later (no "just finished" cookie) every step sends the user home.
    for (const path of [
      "/konfiguracja",
      "/konfiguracja?krok=gotowe",
      "/konfiguracja?krok=agencja",
    ]) {
      expect(location(await load(path, cookie)), path).toBe("/");
    }
    // A second submit changes nothing and ends the wizard.
    expect(location(await post({ intent: "account-type", accountType: "firma" }, cookie))).toBe(
      "/",
    );
    expect(await rolesOf(userId)).toEqual(["wlasciciel"]);
  });

  it("refuses to continue without a valid choice, with a Polish message", async () => {
    const { cookie, userId } = await signedInCookie();
    for (const accountType of ["", "administrator"]) {
      const result = (await post({ intent: "account-type", accountType }, cookie)) as DataResult;
      expect(result.init?.status).toBe(400);
      expect(result.data).toMatchObject({ intent: "account-type", ok: false });
      expect(fieldError(result.data, "accountType")).toBe("Wybierz typ konta, aby kontynuować");
    }
    expect(await rolesOf(userId)).toEqual([]);
  });

  it("changes only the signed-in user's account, whatever user id is posted", async () => {
    const { cookie, userId } = await signedInCookie();
    const victim = await createTestUser(database.db);
    await post(
      { intent: "account-type", accountType: "agencja", userId: victim.id, id: victim.id },
      cookie,
    );
    expect(await rolesOf(userId)).toEqual(["agencja"]);
    expect(await rolesOf(victim.id)).toEqual([]);
  });

  it("agency: type, agency profile with errors next to fields and values kept, then complete", async () => {
    const { cookie, userId } = await signedInCookie();
    const chosen = await post({ intent: "account-type", accountType: "agencja" }, cookie);
    expect(location(chosen)).toBe("/konfiguracja?krok=agencja");
    expect(await load("/konfiguracja?krok=agencja", cookie)).toMatchObject({ step: "agency" });

    const invalid = (await post(
      { intent: "agency", name: "  ", email: "zly-adres", phone: "17 240 00 00" },
      cookie,
    )) as DataResult;
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data).toMatchObject({ intent: "agency", ok: false });
    expect(fieldError(invalid.data, "name")).toBe("Nazwa jest wymagana");
    expect(fieldError(invalid.data, "email")).toBe("Podaj prawidłowy adres email");
    // What was typed comes back, so the form shows it again (with or without JavaScript).
    expect(invalid.data.submission?.initialValue).toMatchObject({
      name: "  ",
      email: "zly-adres",
      phone: "17 240 00 00",
    });

    const saved = await post(
      { intent: "agency", name: "Biuro Leżajsk", email: "biuro@example.pl", website: "" },
      cookie,
    );
    expect(location(saved)).toBe("/konfiguracja?krok=gotowe");
    const rows = await database.db.select().from(agencies).where(eq(agencies.ownerId, userId));
    expect(rows).toMatchObject([{ name: "Biuro Leżajsk", isVerified: false, isActive: true }]);
    expect(await load("/konfiguracja?krok=gotowe", withSetCookie(cookie, saved))).toMatchObject({
      step: "complete",
      accountType: "agencja",
      agencyMissing: false,
    });
    // With the agency created the agency step is over.
    expect(location(await load("/konfiguracja?krok=agencja", cookie))).toBe("/");
  });

  it("agency: 'Pomiń' skips the profile; the agency step stays available until an agency exists", async () => {
    const { cookie, userId } = await signedInCookie();
    await post({ intent: "account-type", accountType: "agencja" }, cookie);
    const skipped = await post({ intent: "skip" }, cookie);
    expect(location(skipped)).toBe("/konfiguracja?krok=gotowe");
    expect(await load("/konfiguracja?krok=gotowe", withSetCookie(cookie, skipped))).toMatchObject({
      step: "complete",
      agencyMissing: true,
    });
    expect(await database.db.select().from(agencies).where(eq(agencies.ownerId, userId))).toEqual(
      [],
    );
    expect(await load("/konfiguracja?krok=agencja", cookie)).toMatchObject({ step: "agency" });
  });

  it("the agency step is only for agency accounts", async () => {
    const { cookie, userId } = await signedInCookie();
    expect(location(await load("/konfiguracja?krok=agencja", cookie))).toBe("/konfiguracja");
    await post({ intent: "account-type", accountType: "posrednik" }, cookie);
    expect(location(await load("/konfiguracja?krok=agencja", cookie))).toBe("/");
    const refused = (await post({ intent: "agency", name: "Cudza agencja" }, cookie)) as DataResult;
    expect(refused.init?.status).toBe(403);
    expect(refused.data).toMatchObject({ ok: false, message: expect.stringMatching(/agencji/) });
    // Not a field's error: the form's own (Conform's "" key), shown above the form.
    expect(fieldError(refused.data, "")).toMatch(/agencji/);
    expect(await database.db.select().from(agencies).where(eq(agencies.ownerId, userId))).toEqual(
      [],
    );
  });

  it("a database outage while saving is the site's outage answer, not the wizard's own 500", async () => {
    const { cookie } = await signedInCookie();
    const outage = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    // The session and the Regulamin check still read; the write meets the outage.
    const db = new Proxy(database.db, {
      get: (target, name) =>
        name === "transaction" ? () => Promise.reject(outage) : Reflect.get(target, name),
    });
    const fields = { intent: "account-type", accountType: "wlasciciel" };
    await expect(post(fields, cookie, "/konfiguracja", db)).rejects.toBe(outage);

    // Through the edge, as the server runs it: the 503 page with the shared text, Retry-After.
    const url = new URL("/konfiguracja", TEST_BASE_URL);
    const request = new Request(url, {
      method: "POST",
      headers: { cookie, origin: TEST_BASE_URL },
      body: new URLSearchParams(fields),
    });
    const args = { request, url, context: context(db), params: {} };
    const answer = await routeOnEdge(setup)
      .action?.(args as unknown as Route.ActionArgs)
      .catch((error: unknown) => error);
    expect(answer).toMatchObject({
      data: UNAVAILABLE_MESSAGE,
      init: { status: 503, headers: { "Retry-After": "5" } },
    });
  });
});
