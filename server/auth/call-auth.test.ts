import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TERMS } from "../../shared/legal.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { profiles, users } from "../db/schema.ts";
import { createTestAuth, createTestMailer, TEST_BASE_URL } from "../testing/factories.ts";
import { withTestDatabase } from "../testing/test-db.ts";
import { signInWithPassword, signUpWithPassword } from "./auth-flows.ts";
import { callAuth } from "./call-auth.ts";

let database: Database;
withTestDatabase((opened) => ({ database } = opened));

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
  const call = await callAuth(ctx, {
    request: page(),
    path: "/sign-up/email",
    body: {
      email,
      password,
      name: "Ewa Test",
      acceptTerms: true,
    },
  });
  expect(call.status).toBe(200);
  await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
}

describe("callAuth", () => {
  it("signs in through better-auth's handler and hands back the session cookie", async () => {
    await confirmedUser("ewa@example.com", "Sosnowa-17-Lezajsk");
    const { ctx } = context();
    const call = await callAuth(ctx, {
      request: page(),
      path: "/sign-in/email",
      body: {
        email: "ewa@example.com",
        password: "Sosnowa-17-Lezajsk",
      },
    });
    expect(call.status).toBe(200);
    expect(call.setCookies.join("\n")).toMatch(/session_token=/);
  });

  it("a wrong password is a 401 that the page shows in Polish", async () => {
    const { ctx } = context("203.0.113.8");
    await expect(
      signInWithPassword(ctx, page(), { email: "ewa@example.com", password: "zle-haslo-123" }),
    ).rejects.toMatchObject({ code: "invalid", message: "Nieprawidłowy e-mail lub hasło." });
    const raw = await callAuth(ctx, {
      request: page(),
      path: "/sign-in/email",
      body: {
        email: "ewa@example.com",
        password: "zle-haslo-123",
      },
    });
    expect(raw.status).toBe(401);
  });

  it("a good sign-in hands back the session cookie; the rate limit (per IP) answers in Polish", async () => {
    const { ctx } = context("203.0.113.9");
    const ok = await signInWithPassword(ctx, page(), {
      email: "ewa@example.com",
      password: "Sosnowa-17-Lezajsk",
    });
    expect(ok.setCookies.join("\n")).toMatch(/session_token=/);

    let last: unknown;
    for (let i = 0; i < 6; i++) {
      last = await signInWithPassword(ctx, page(), {
        email: "ewa@example.com",
        password: "zle-haslo-1",
      }).catch((error: unknown) => error);
    }
    expect(last).toMatchObject({
      code: "rate_limited",
      message: "Zbyt wiele prób. Spróbuj ponownie za chwilę.",
    });
  });

  it("sign-up sends the confirmation mail; the same address again is refused in Polish", async () => {
    const { ctx, sent } = context("203.0.113.10");
    const values = {
      email: "nowy@example.com",
      password: "Sosnowa-17-Lezajsk",
      confirmPassword: "Sosnowa-17-Lezajsk",
      firstName: "Jan Maria",
      lastName: "Kowalski",
      acceptTerms: true as const,
    };
    await signUpWithPassword(ctx, page(), values);
    expect(sent[0]?.text).toMatch(/verify-email\?token=.*callbackURL=%2Fkonfiguracja/);
    const [profile] = await database.db
      .select({ firstName: profiles.firstName, lastName: profiles.lastName })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(eq(users.email, "nowy@example.com"));
    expect(profile).toEqual({ firstName: "Jan Maria", lastName: "Kowalski" });

    await expect(signUpWithPassword(ctx, page(), values)).rejects.toMatchObject({
      message: "Użytkownik z tym adresem email już istnieje",
    });

    await expect(signInWithPassword(ctx, page(), values)).rejects.toMatchObject({
      message: "Najpierw potwierdź adres e-mail — wysłaliśmy nowy link.",
    });
  });

  it("signUpWithPassword stores the Regulamin's version and time with the account", async () => {
    const { ctx } = context("203.0.113.21");
    const values = {
      email: "regulamin@example.com",
      firstName: undefined,
      lastName: undefined,
      password: "Sosnowa-17-Lezajsk",
      confirmPassword: "Sosnowa-17-Lezajsk",
      acceptTerms: true as const,
    };
    const before = Date.now();
    await signUpWithPassword(ctx, page(), values);
    const [row] = await database.db
      .select({ version: users.termsVersion, at: users.termsAcceptedAt })
      .from(users)
      .where(eq(users.email, values.email));
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
    await expect(
      signInWithPassword(ctx, page(), {
        email: "nieaktywny@example.com",
        password: "Sosnowa-17-Lezajsk",
      }),
    ).rejects.toMatchObject({
      message: "To konto zostało dezaktywowane. Skontaktuj się z administratorem.",
    });
  });
});
