import type { Config } from "@server/config";
import type { AppContext } from "@server/context";
import type { Database } from "@server/db/client";
import { users } from "@server/db/schema";
import { type createTestAuth, createTestMailer, TEST_BASE_URL } from "@server/testing/factories";
import { withTestDatabase } from "@server/testing/test-db";
import { AUTH_MESSAGES } from "@shared/auth-schemas";
import { type FormResult, fieldError } from "@shared/form-result";
import { eq } from "drizzle-orm";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { appContext } from "~/http/context.server";
import type { Route } from "./+types/auth";
import { action } from "./auth";

/** The /auth action as the server calls it: real better-auth, real database. */

let database: Database;
let auth: ReturnType<typeof createTestAuth>;

withTestDatabase((opened) => ({ database, auth } = opened), { mailer: createTestMailer().mailer });

let ip = 0;
function post(fields: Record<string, string>) {
  const ctx = new RouterContextProvider();
  ctx.set(appContext, {
    db: database.db,
    auth,
    config: { baseUrl: TEST_BASE_URL } as Config,
    log: pino({ level: "silent" }),
    nonce: "test",
    // Each post from its own address: better-auth's per-IP limits are not what is tested here.
    clientIp: `198.51.100.${++ip}`,
  } as AppContext);
  const url = new URL("/auth", TEST_BASE_URL);
  const request = new Request(url, {
    method: "POST",
    headers: { origin: TEST_BASE_URL },
    body: new URLSearchParams(fields),
  });
  return action({ request, url, context: ctx, params: {} } as unknown as Route.ActionArgs);
}

type Answer = { data: FormResult; init: { status?: number } | null };

const PASSWORD = "Sosnowa-17-Lezajsk";
const signUp = {
  intent: "sign-up",
  firstName: "Ewa",
  lastName: "Nowak",
  email: "ewa.auth@example.com",
  password: PASSWORD,
  confirmPassword: PASSWORD,
};

describe("POST /auth", () => {
  it("sign-up without the Regulamin: the error at the box, what was typed kept, no password, no account", async () => {
    const answer = (await post(signUp)) as unknown as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.ok).toBe(false);
    expect(fieldError(answer.data, "acceptTerms")).toBe(AUTH_MESSAGES.termsRequired);
    const typed = answer.data.submission?.initialValue ?? {};
    expect(typed).toMatchObject({ firstName: "Ewa", email: "ewa.auth@example.com" });
    expect(Object.keys(typed)).not.toContain("password");
    expect(Object.keys(typed)).not.toContain("confirmPassword");
    const created = await database.db.select().from(users).where(eq(users.email, signUp.email));
    expect(created).toEqual([]);
  });

  it("a common password is refused at its field by the server's list", async () => {
    const answer = (await post({
      ...signUp,
      password: "qwerty123",
      confirmPassword: "qwerty123",
      acceptTerms: "on",
    })) as unknown as Answer;
    expect(fieldError(answer.data, "password")).toBe(AUTH_MESSAGES.passwordCommon);
  });

  it("sign-up with the box ticked answers the Polish success; the address taken again is refused", async () => {
    const done = (await post({ ...signUp, acceptTerms: "on" })) as unknown as Answer;
    expect(done.data).toMatchObject({ intent: "sign-up", ok: true });
    expect(done.data.message).toMatch(/Konto zostało utworzone/);
    const again = (await post({ ...signUp, acceptTerms: "on" })) as unknown as Answer;
    expect(again.init?.status).toBe(400);
    expect(again.data.message).toBe("Użytkownik z tym adresem email już istnieje");
    expect(again.data.submission?.initialValue).toMatchObject({ email: signUp.email });
  });

  it("a wrong password: the Polish message, the e-mail kept, the password not sent back", async () => {
    const answer = (await post({
      intent: "sign-in",
      email: "nikt@example.com",
      password: "zle-haslo-123",
    })) as unknown as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.message).toBe("Nieprawidłowy e-mail lub hasło.");
    expect(answer.data.submission?.initialValue).toEqual({
      intent: "sign-in",
      email: "nikt@example.com",
    });
  });

  it("a good sign-in goes where it was asked to, on this site only, with the session cookie", async () => {
    await database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, signUp.email));
    for (const [redirectTo, location] of [
      ["/panel", "/panel"],
      ["https://evil.example/", "/"],
    ]) {
      const answer = (await post({
        intent: "sign-in",
        email: signUp.email,
        password: PASSWORD,
        redirectTo,
      })) as Response;
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe(location);
      expect(answer.headers.get("set-cookie")).toMatch(/session_token=/);
    }
  });

  it("an empty form of any intent is refused with 400", async () => {
    for (const intent of ["sign-in", "sign-up", "forgot", "resend", "external"]) {
      const answer = (await post({ intent })) as unknown as Answer;
      expect(answer.init?.status, intent).toBe(400);
      expect(answer.data).toMatchObject({ intent, ok: false });
    }
  });

  it("an unknown or unconfigured provider is refused in Polish, above the buttons", async () => {
    for (const provider of ["myspace", "google"]) {
      const answer = (await post({ intent: "external", provider })) as unknown as Answer;
      expect(answer.init?.status, provider).toBe(400);
      expect(answer.data.message, provider).toBe(AUTH_MESSAGES.externalFailed);
    }
  });
});
