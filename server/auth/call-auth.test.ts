import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../shared/auth-schemas.ts";
import { TERMS } from "../../shared/legal.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { profiles, users } from "../db/schema.ts";
import { createTestAuth, createTestMailer, TEST_BASE_URL } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { signInWithPassword, signUpWithPassword } from "./auth-forms.ts";
import { callAuth } from "./call-auth.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function context(clientIp = "203.0.113.7") {
  const { mailer, sent } = createTestMailer();
  const auth = createTestAuth(database.db, { mailer });
  const config = {
    baseUrl: TEST_BASE_URL,
    google: undefined,
    facebook: undefined,
    testOidc: undefined,
  } as unknown as Config;
  return { ctx: { auth, config, clientIp, db: database.db }, sent };
}

const page = () => new Request(`${TEST_BASE_URL}/auth`, { method: "POST" });

async function confirmedUser(email: string, password: string) {
  const { ctx } = context("198.51.100.1");
  const call = await callAuth(ctx, page(), "/sign-up/email", {
    email,
    password,
    name: "Ewa Test",
    acceptTerms: true,
  });
  expect(call.status).toBe(200);
  await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
}

describe("callAuth", () => {
  it("signs in through better-auth's handler and hands back the session cookie", async () => {
    await confirmedUser("ewa@example.com", "Sosnowa-17-Lezajsk");
    const { ctx } = context();
    const call = await callAuth(ctx, page(), "/sign-in/email", {
      email: "ewa@example.com",
      password: "Sosnowa-17-Lezajsk",
    });
    expect(call.status).toBe(200);
    expect(call.setCookies.join("\n")).toMatch(/session_token=/);
  });

  it("a wrong password is a 401 that the page shows in Polish", async () => {
    const { ctx } = context("203.0.113.8");
    const result = await signInWithPassword(
      ctx,
      page(),
      { email: "ewa@example.com", password: "zle-haslo-123" },
      "/",
    );
    expect(result).toMatchObject({ formError: "Nieprawidłowy e-mail lub hasło." });
    const raw = await callAuth(ctx, page(), "/sign-in/email", {
      email: "ewa@example.com",
      password: "zle-haslo-123",
    });
    expect(raw.status).toBe(401);
  });

  it("a good sign-in redirects with the cookie; the rate limit (per IP) answers in Polish", async () => {
    const { ctx } = context("203.0.113.9");
    const ok = await signInWithPassword(
      ctx,
      page(),
      { email: "ewa@example.com", password: "Sosnowa-17-Lezajsk" },
      "/panel",
    );
    expect(ok).toBeInstanceOf(Response);
    expect((ok as Response).headers.get("location")).toBe("/panel");
    expect((ok as Response).headers.get("set-cookie")).toMatch(/session_token=/);

    let last: unknown;
    for (let i = 0; i < 6; i++) {
      last = await signInWithPassword(
        ctx,
        page(),
        { email: "ewa@example.com", password: "zle-haslo-1" },
        "/",
      );
    }
    expect(last).toMatchObject({ formError: "Zbyt wiele prób. Spróbuj ponownie za chwilę." });
  });

  it("sign-up sends the confirmation mail; the same address again is refused in Polish", async () => {
    const { ctx, sent } = context("203.0.113.10");
    const values = {
      email: "nowy@example.com",
      password: "Sosnowa-17-Lezajsk",
      confirmPassword: "Sosnowa-17-Lezajsk",
      firstName: "Jan Maria",
      lastName: "Kowalski",
      acceptTerms: "on",
    };
    const first = await signUpWithPassword(ctx, page(), values);
    expect(first.success).toMatch(/Sprawdź skrzynkę e-mail/);
    expect(sent[0]?.text).toMatch(/verify-email\?token=.*callbackURL=%2Fkonfiguracja/);
    const [profile] = await database.db
      .select({ firstName: profiles.firstName, lastName: profiles.lastName })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(eq(users.email, "nowy@example.com"));
    expect(profile).toEqual({ firstName: "Jan Maria", lastName: "Kowalski" });

    const again = await signUpWithPassword(ctx, page(), values);
    expect(again.formError).toBe("Użytkownik z tym adresem email już istnieje");

    const unconfirmed = await signInWithPassword(ctx, page(), values, "/");
    expect(unconfirmed).toMatchObject({
      formError: "Najpierw potwierdź adres e-mail — wysłaliśmy nowy link.",
    });
  });

  it("signUpWithPassword creates nothing without the Regulamin accepted, and stores its version and time with it", async () => {
    const { ctx } = context("203.0.113.21");
    const values = {
      email: "regulamin@example.com",
      password: "Sosnowa-17-Lezajsk",
      confirmPassword: "Sosnowa-17-Lezajsk",
    };
    const refused = await signUpWithPassword(ctx, page(), values);
    expect(refused.fieldErrors?.acceptTerms).toBe(AUTH_MESSAGES.termsRequired);
    const stored = () =>
      database.db
        .select({ version: users.termsVersion, at: users.termsAcceptedAt })
        .from(users)
        .where(eq(users.email, values.email));
    expect(await stored()).toEqual([]);

    const before = Date.now();
    const done = await signUpWithPassword(ctx, page(), { ...values, acceptTerms: "on" });
    expect(done.success).toMatch(/Sprawdź skrzynkę e-mail/);
    const [row] = await stored();
    expect(row.version).toBe(TERMS.version);
    expect(row.at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.at?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("a deactivated account is refused with its own Polish message", async () => {
    await confirmedUser("nieaktywny@example.com", "Sosnowa-17-Lezajsk");
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "nieaktywny@example.com"));
    await database.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, user.id));
    const { ctx } = context("203.0.113.11");
    const result = await signInWithPassword(
      ctx,
      page(),
      { email: "nieaktywny@example.com", password: "Sosnowa-17-Lezajsk" },
      "/",
    );
    expect(result).toMatchObject({
      formError: "To konto zostało dezaktywowane. Skontaktuj się z administratorem.",
    });
  });
});
