import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";
import { createTestAuth, createTestMailer, TEST_BASE_URL } from "../testing/factories.ts";
import { withTestDatabase } from "../testing/test-db.ts";
import type { Auth } from "./auth.ts";
import { signInWithPassword } from "./auth-flows.ts";
import {
  confirmedAccount,
  freshClientIp,
  postAuth,
  resetToken,
  signedInCookie,
} from "./auth-http-test-helpers.ts";
import { signInFailuresKey } from "./sign-in-lockout.ts";

const GOOD = "Sosnowa-17-Lezajsk";
const NEW = "Nowe-Haslo-Lezajsk-7";
const LOCKED =
  "Zbyt wiele nieudanych prób logowania na to konto. Spróbuj ponownie za 15 minut albo ustaw nowe hasło (Nie pamiętasz hasła?).";

let database: Database;
let auth: Auth;
const { mailer, sent } = createTestMailer();

withTestDatabase((opened) => ({ database, auth } = opened), { mailer });

/** Each attempt from its own client address: only the per-account rule can refuse it. */
function signIn(email: string, password: string, on: Auth = auth) {
  return postAuth(on, "/sign-in/email", { email, password });
}

async function failTenTimes(email: string) {
  for (let i = 1; i <= 10; i++) {
    expect((await signIn(email, "zle-haslo-123")).status, `failure ${i}`).toBe(401);
  }
}

/** What our /auth form's action calls, as the page calls it. */
function signInOnForm(email: string, password: string) {
  const config = { baseUrl: TEST_BASE_URL } as Config;
  const ctx = { auth, config, clientIp: freshClientIp(), db: database.db };
  const page = new Request(`${TEST_BASE_URL}/auth`, { method: "POST" });
  return signInWithPassword(ctx, page, { email, password });
}

describe("per-account sign-in failure limit (10 in 15 minutes, shared by every process)", () => {
  it("after 10 wrong passwords the right one is refused in Polish, on the API and the form; other accounts sign in", async () => {
    const victim = await confirmedAccount(database.db, auth, GOOD);
    const other = await confirmedAccount(database.db, auth, GOOD);
    await failTenTimes(victim.email);

    const refused = await signIn(victim.email, GOOD);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(LOCKED);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    await expect(signInOnForm(victim.email, GOOD)).rejects.toMatchObject({
      code: "rate_limited",
      message: LOCKED,
    });
    // The address as typed differently is the same account.
    expect((await signIn(` ${victim.email.toUpperCase()} `, GOOD)).status).toBe(429);
    // Another process on the same database refuses it too.
    expect((await signIn(victim.email, GOOD, createTestAuth(database.db))).status).toBe(429);

    expect((await signIn(other.email, GOOD)).status).toBe(200);
    expect((await signInOnForm(other.email, GOOD)).setCookies.join("\n")).toMatch(/session_token=/);
  });

  it("counts unknown addresses the same way, so the lock does not tell which have an account", async () => {
    await failTenTimes("nikt-taki@example.com");
    const refused = await signIn("nikt-taki@example.com", GOOD);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(LOCKED);
  });

  it("counts only failures: a successful sign-in clears them", async () => {
    const user = await confirmedAccount(database.db, auth, GOOD);
    for (let round = 1; round <= 2; round++) {
      for (let i = 0; i < 9; i++)
        expect((await signIn(user.email, "zle-haslo-123")).status).toBe(401);
      expect((await signIn(user.email, GOOD)).status, `round ${round}`).toBe(200);
    }
  });

  it("the lock ends with the window", async () => {
    const user = await confirmedAccount(database.db, auth, GOOD);
    await failTenTimes(user.email);
    expect((await signIn(user.email, GOOD)).status).toBe(429);
    await database.db
      .update(rateLimits)
      .set({ lastRequest: sql`${rateLimits.lastRequest} - ${15 * 60 * 1000 + 1}` })
      .where(eq(rateLimits.key, signInFailuresKey(user.email)));
    expect((await signIn(user.email, GOOD)).status).toBe(200);
  });

  it("a password reset by e-mail works while locked and ends the lock: the new password signs in", async () => {
    const user = await confirmedAccount(database.db, auth, GOOD);
    await failTenTimes(user.email);
    expect((await signIn(user.email, GOOD)).status).toBe(429);

    const token = await resetToken(auth, sent, user.email);
    expect((await postAuth(auth, "/reset-password", { token, newPassword: NEW })).status).toBe(200);

    await expect(signedInCookie(auth, user.email, NEW)).resolves.toMatch(/session_token=/);
  });
});
