import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../shared/auth-schemas.ts";
import { TERMS } from "../../shared/legal.ts";
import type { Database } from "../db/client.ts";
import { accounts, users } from "../db/schema.ts";
import { createTestMailer } from "../testing/factories.ts";
import { withTestDatabase } from "../testing/test-db.ts";
import type { Auth } from "./auth.ts";
import {
  confirmedAccount,
  cookieOf,
  postAuth,
  resetToken,
  sessionUserId,
  signedInCookie,
} from "./auth-http-test-helpers.ts";

const GOOD = "Sosnowa-17-Lezajsk";
const BETTER = "Nowe-Haslo-Lezajsk-7";

let database: Database;
let auth: Auth;
const { mailer, sent } = createTestMailer();

withTestDatabase((opened) => ({ database, auth } = opened), { mailer });

async function expectRefused(response: Response, message: string) {
  expect(response.status).toBe(400);
  expect((await response.json()).message).toBe(message);
}

describe("better-auth's own endpoints apply our password rules (the forms' rule)", () => {
  it("POST /api/auth/sign-up/email refuses a common or short password in Polish, takes a good one", async () => {
    const email = "api-rejestracja@example.com";
    const body = { email, name: "Ewa Api", acceptTerms: true };
    await expectRefused(
      await postAuth(auth, "/sign-up/email", { ...body, password: "123456" }),
      AUTH_MESSAGES.passwordCommon,
    );
    await expectRefused(
      await postAuth(auth, "/sign-up/email", { ...body, password: "Qwerty123" }),
      AUTH_MESSAGES.passwordCommon,
    );
    await expectRefused(
      await postAuth(auth, "/sign-up/email", { ...body, password: "a1b2c" }),
      AUTH_MESSAGES.passwordTooShort,
    );
    expect((await postAuth(auth, "/sign-up/email", { ...body, password: GOOD })).status).toBe(200);
  });

  it("POST /api/auth/sign-up/email without the Regulamin accepted is refused in Polish and creates nothing", async () => {
    const email = "api-bez-regulaminu@example.com";
    const body = { email, name: "Ewa Api", password: GOOD };
    for (const acceptTerms of [undefined, false, "false", "on"]) {
      const response = await postAuth(auth, "/sign-up/email", { ...body, acceptTerms });
      expect(response.status, String(acceptTerms)).toBe(400);
      expect((await response.json()).message).toBe(AUTH_MESSAGES.termsRequired);
    }
    const created = () => database.db.select().from(users).where(eq(users.email, email));
    expect(await created()).toEqual([]);
    // Nor can a client set the record itself.
    expect(
      (await postAuth(auth, "/sign-up/email", { ...body, acceptTerms: true, termsVersion: "0.1" }))
        .status,
    ).toBe(200);
    const [user] = await created();
    expect(user.termsVersion).toBe(TERMS.version);
  });

  it("POST /api/auth/change-password refuses 123456; a change ends the other sessions even when asked not to", async () => {
    const user = await confirmedAccount(database.db, auth, GOOD);
    const here = await signedInCookie(auth, user.email, GOOD);
    const elsewhere = await signedInCookie(auth, user.email, GOOD);

    await expectRefused(
      await postAuth(
        auth,
        "/change-password",
        { currentPassword: GOOD, newPassword: "123456", revokeOtherSessions: false },
        { cookie: here },
      ),
      AUTH_MESSAGES.passwordCommon,
    );
    expect(await sessionUserId(auth, elsewhere)).toBe(user.id);

    const changed = await postAuth(
      auth,
      "/change-password",
      { currentPassword: GOOD, newPassword: BETTER, revokeOtherSessions: false },
      { cookie: here },
    );
    expect(changed.status).toBe(200);
    expect(await sessionUserId(auth, elsewhere)).toBeNull();
    // The browser that changed it stays signed in on the replacement session.
    expect(await sessionUserId(auth, cookieOf(changed))).toBe(user.id);
    await expect(signedInCookie(auth, user.email, BETTER)).resolves.toMatch(/session_token=/);
  });

  it("POST /api/auth/reset-password refuses 123456 (the link stays usable); a reset ends every session", async () => {
    const user = await confirmedAccount(database.db, auth, GOOD);
    const session = await signedInCookie(auth, user.email, GOOD);
    const token = await resetToken(auth, sent, user.email);

    await expectRefused(
      await postAuth(auth, "/reset-password", { token, newPassword: "123456" }),
      AUTH_MESSAGES.passwordCommon,
    );
    expect(await sessionUserId(auth, session)).toBe(user.id);

    expect((await postAuth(auth, "/reset-password", { token, newPassword: BETTER })).status).toBe(
      200,
    );
    expect(await sessionUserId(auth, session)).toBeNull();
    await expect(signedInCookie(auth, user.email, BETTER)).resolves.toMatch(/session_token=/);
  });

  it("set-password (server-only, for accounts without one) refuses 123456 too", async () => {
    const user = await confirmedAccount(database.db, auth, GOOD);
    const headers = new Headers({ cookie: await signedInCookie(auth, user.email, GOOD) });
    // As after an external sign-in: a credential row without a password.
    await database.db.update(accounts).set({ password: null }).where(eq(accounts.userId, user.id));

    const refused = await auth.api
      .setPassword({ body: { newPassword: "123456" }, headers })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(APIError);
    expect((refused as APIError).body?.message).toBe(AUTH_MESSAGES.passwordCommon);

    await expect(auth.api.setPassword({ body: { newPassword: GOOD }, headers })).resolves.toEqual({
      status: true,
    });
  });

  it("no other endpoint takes a new password: any added by a plugin must be listed here", () => {
    // Endpoints whose body has `password` only check it; `newPassword` is always checked.
    const takesPassword = Object.values(auth.api)
      .filter((endpoint) => {
        const shape = (endpoint.options as { body?: { shape?: object } }).body?.shape;
        return shape && "password" in shape;
      })
      .map((endpoint) => endpoint.path)
      .sort();
    expect(takesPassword).toEqual(["/delete-user", "/sign-in/email", "/verify-password"]);
  });
});
