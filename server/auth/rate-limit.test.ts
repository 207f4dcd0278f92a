import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { rateLimits, users } from "../db/schema.ts";
import { createTestAuth, TEST_BASE_URL } from "../testing/factories.ts";
import { withTestDatabase } from "../testing/test-db.ts";
import type { Auth } from "./auth.ts";
import { CLIENT_IP_HEADER } from "./client-ip.ts";
import { TERMS_ACCEPTED } from "./terms-acceptance.ts";

const ATTACKER_IP = "203.0.113.7";
const OTHER_IP = "198.51.100.9";
const PASSWORD = "Poprawne-haslo-42";

let database: Database;

withTestDatabase((opened) => ({ database } = opened));

async function verifiedUser(auth: Auth) {
  const email = `limit-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await auth.api.signUpEmail({
    body: { email, password: PASSWORD, name: "Jan Limit", ...TERMS_ACCEPTED },
  });
  await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  return email;
}

function signIn(auth: Auth, ip: string, email: string, password: string) {
  return auth.handler(
    new Request(`${TEST_BASE_URL}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: TEST_BASE_URL,
        [CLIENT_IP_HEADER]: ip,
      },
      body: JSON.stringify({ email, password }),
    }),
  );
}

describe("sign-in rate limit (5 per 60 s per IP, stored in the database)", () => {
  it("answers 429 from the sixth attempt of one IP, while other IPs and processes follow the same counters", async () => {
    const auth = createTestAuth(database.db);
    const email = await verifiedUser(auth);

    // Five wrong passwords are answered as such...
    for (let i = 1; i <= 5; i++) {
      const res = await signIn(auth, ATTACKER_IP, email, "wrong");
      expect(res.status, `attempt ${i}`).toBe(401);
    }
    // ...then the IP is limited, even with the right password.
    const limited = await signIn(auth, ATTACKER_IP, email, "wrong");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("x-retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("x-retry-after"))).toBeLessThanOrEqual(60);
    expect((await signIn(auth, ATTACKER_IP, email, PASSWORD)).status).toBe(429);

    // Another IP is unaffected: a wrong password is a 401, the right one signs in.
    expect((await signIn(auth, OTHER_IP, email, "wrong")).status).toBe(401);
    const ok = await signIn(auth, OTHER_IP, email, PASSWORD);
    expect(ok.status).toBe(200);
    expect(ok.headers.getSetCookie().join(";")).toMatch(/session_token=/);

    // The counter is a database row keyed by IP and path...
    const [row] = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `${ATTACKER_IP}|/sign-in/email`));
    expect(row?.count).toBe(5);

    // ...so a second instance on the same database (another process) refuses that IP too.
    const secondProcess = createTestAuth(database.db);
    expect((await signIn(secondProcess, ATTACKER_IP, email, PASSWORD)).status).toBe(429);
    expect((await signIn(secondProcess, OTHER_IP, email, PASSWORD)).status).toBe(200);

    // And the database is the only source of truth: with the row gone (the window over), the
    // IP signs in again, which no in-memory counter would allow.
    await database.db.delete(rateLimits).where(eq(rateLimits.key, `${ATTACKER_IP}|/sign-in/email`));
    expect((await signIn(secondProcess, ATTACKER_IP, email, PASSWORD)).status).toBe(200);
  });

  it("does not let a client pick its rate-limit key through X-Forwarded-For", async () => {
    const auth = createTestAuth(database.db);
    const email = await verifiedUser(auth);
    const ip = "203.0.113.99";
    for (let i = 0; i < 5; i++) await signIn(auth, ip, email, "wrong");

    // Rotating x-forwarded-for changes nothing: only our own header names the client.
    const res = await auth.handler(
      new Request(`${TEST_BASE_URL}/api/auth/sign-in/email`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: TEST_BASE_URL,
          [CLIENT_IP_HEADER]: ip,
          "x-forwarded-for": "192.0.2.200",
        },
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
    );
    expect(res.status).toBe(429);
  });
});
