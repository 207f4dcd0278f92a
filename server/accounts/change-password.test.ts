import { APIError } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Auth } from "../auth/auth.ts";
import type { Database } from "../db/client.ts";
import { accounts } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { withTestDatabase } from "../testing/test-db.ts";
import { changePassword } from "./change-password.ts";
import { cookieFrom, signedUpUser, signIn, TEST_PASSWORD } from "./profile-test-helpers.ts";

let database: Database;
let auth: Auth;

withTestDatabase((opened) => ({ database, auth } = opened));

const NEW_PASSWORD = "Nowe-Haslo-Lezajsk-7";

async function actorFor(id: string, email: string) {
  return { id, email, name: "Jan Profil", profile: null, roles: [] };
}

describe("changePassword", () => {
  it("refuses a wrong current password in Polish and keeps the old one", async () => {
    const user = await signedUpUser(database.db, auth);
    const headers = await signIn(auth, user.email);
    const error = await changePassword(
      { db: database.db, actor: await actorFor(user.id, user.email), auth, headers },
      { currentPassword: "zle-haslo-123", newPassword: NEW_PASSWORD, confirm: NEW_PASSWORD },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe("Obecne hasło jest nieprawidłowe.");
    await expect(signIn(auth, user.email)).resolves.toBeInstanceOf(Headers);
  });

  it("changes the password, ends the other sessions and keeps this one signed in", async () => {
    const user = await signedUpUser(database.db, auth);
    const here = await signIn(auth, user.email);
    const elsewhere = await signIn(auth, user.email);
    expect(await auth.api.getSession({ headers: elsewhere })).not.toBeNull();

    const result = await changePassword(
      { db: database.db, actor: await actorFor(user.id, user.email), auth, headers: here },
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirm: NEW_PASSWORD },
    );

    expect(await auth.api.getSession({ headers: elsewhere })).toBeNull();
    expect(await auth.api.getSession({ headers: here })).toBeNull();
    // The returned cookie is the replacement session for this browser.
    const renewed = new Headers({ cookie: cookieFrom(result.headers) });
    expect((await auth.api.getSession({ headers: renewed }))?.user.id).toBe(user.id);

    await expect(signIn(auth, user.email, NEW_PASSWORD)).resolves.toBeInstanceOf(Headers);
    await expect(signIn(auth, user.email, TEST_PASSWORD)).rejects.toBeInstanceOf(APIError);
  });

  it("validates the form before asking better-auth", async () => {
    const user = await signedUpUser(database.db, auth);
    const headers = await signIn(auth, user.email);
    const ctx = { db: database.db, actor: await actorFor(user.id, user.email), auth, headers };
    const mismatch = await changePassword(ctx, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirm: "inne",
    }).catch((e) => e);
    expect((mismatch as AppError).message).toBe("Hasła nie są identyczne");
    const short = await changePassword(ctx, {
      currentPassword: TEST_PASSWORD,
      newPassword: "abc",
      confirm: "abc",
    }).catch((e) => e);
    expect((short as AppError).message).toBe("Hasło musi mieć co najmniej 6 znaków");
    const common = await changePassword(ctx, {
      currentPassword: TEST_PASSWORD,
      newPassword: "qwerty123",
      confirm: "qwerty123",
    }).catch((e) => e);
    expect((common as AppError).message).toBe(
      "To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne.",
    );
  });

  it("tells an account without a password (external sign-in only) what to do", async () => {
    const user = await signedUpUser(database.db, auth);
    const headers = await signIn(auth, user.email);
    // What a Google-only account looks like: no credential (password) account row.
    await database.db
      .delete(accounts)
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, "credential")));

    const error = await changePassword(
      { db: database.db, actor: await actorFor(user.id, user.email), auth, headers },
      { currentPassword: "cokolwiek1", newPassword: NEW_PASSWORD, confirm: NEW_PASSWORD },
    ).catch((e) => e);
    expect((error as AppError).message).toMatch(/nie ma hasła/);
  });

  it("refuses an anonymous actor", async () => {
    const error = await changePassword(
      { db: database.db, actor: null, auth, headers: new Headers() },
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirm: NEW_PASSWORD },
    ).catch((e) => e);
    expect((error as AppError).code).toBe("forbidden");
  });
});
