import { signedUpUser, signIn, TEST_PASSWORD } from "@server/accounts/profile-test-helpers";
import type { Auth } from "@server/auth/auth";
import type { Config } from "@server/config";
import type { Database } from "@server/db/client";
import { profiles, users } from "@server/db/schema";
import { createTestUser, TEST_BASE_URL } from "@server/testing/factories";
import { withTestDatabase } from "@server/testing/test-db";
import { fieldError } from "@shared/form-result";
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ProfileActionResult } from "~/components/profile/types";
import { testRouterContext, withTestDataDir } from "~/http/testing/router-context.server";
import type { Route } from "./+types/profile";
import { action, loader } from "./profile";

/** /profil's loader and action as the server calls them: real session, database and disk. */

let database: Database;
let auth: Auth;
let config: Config;

withTestDatabase((opened) => ({ database, auth } = opened));
withTestDataDir("okolica-profile-route-", (opened) => ({ config } = opened));

function context(): RouterContextProvider {
  return testRouterContext({ db: database.db, auth, config });
}

function post(headers: Headers, body: FormData) {
  return new Request(`${TEST_BASE_URL}/profil`, { method: "POST", headers, body });
}

function form(fields: Record<string, string | File>) {
  const out = new FormData();
  for (const [k, v] of Object.entries(fields)) out.set(k, v);
  return out;
}

async function run(request: Request) {
  try {
    const result = await action({
      request,
      context: context(),
      params: {},
    } as unknown as Route.ActionArgs);
    return result as { data: ProfileActionResult; init: ResponseInit | null };
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

async function profileOf(id: string) {
  const [row] = await database.db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

describe("/profil", () => {
  it("sends an anonymous visitor to sign in, from the loader and the action", async () => {
    const request = new Request(`${TEST_BASE_URL}/profil`);
    const fromLoader = await loader({
      request,
      context: context(),
      params: {},
    } as unknown as Route.LoaderArgs).catch((e: unknown) => e);
    expect((fromLoader as Response).status).toBe(302);
    expect((fromLoader as Response).headers.get("location")).toBe("/auth?redirectTo=%2Fprofil");

    const fromAction = await run(post(new Headers(), form({ intent: "profile", firstName: "X" })));
    expect((fromAction as Response).status).toBe(302);
  });

  it("updates only the signed-in user's profile, with the spec's texts", async () => {
    const user = await signedUpUser(database.db, auth);
    const victim = await createTestUser(database.db, { firstName: "Barbara" });
    const headers = await signIn(auth, user.email);

    const ok = await run(
      post(
        headers,
        form({
          intent: "profile",
          id: victim.id,
          firstName: "Jan",
          lastName: "Nowy",
          phone: "600 100 200",
        }),
      ),
    );
    expect((ok as { data: ProfileActionResult }).data).toMatchObject({
      ok: true,
      message: "Profil został zaktualizowany pomyślnie!",
    });
    expect((await profileOf(user.id))?.phone).toBe("+48600100200");
    expect((await profileOf(victim.id))?.firstName).toBe("Barbara");
  });

  it("returns field errors and what was typed on a refused save", async () => {
    const user = await signedUpUser(database.db, auth);
    const headers = await signIn(auth, user.email);
    const refused = (await run(
      post(headers, form({ intent: "profile", firstName: "Zofia", phone: "123" })),
    )) as { data: ProfileActionResult; init: ResponseInit };
    expect(refused.init.status).toBe(400);
    expect(refused.data).toMatchObject({
      ok: false,
      message: "Wystąpił błąd podczas aktualizacji profilu.",
      submission: { initialValue: { firstName: "Zofia", phone: "123" } },
    });
    expect(fieldError(refused.data, "phone")).toContain("polski numer");
    expect((await profileOf(user.id))?.firstName).toBe("Jan");
  });

  it("uploads an avatar and refuses a text file called .png", async () => {
    const user = await signedUpUser(database.db, auth);
    const headers = await signIn(auth, user.email);
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    const ok = (await run(
      post(
        headers,
        form({ intent: "avatar", avatar: new File([png], "ja.png", { type: "image/png" }) }),
      ),
    )) as { data: ProfileActionResult };
    expect(ok.data).toMatchObject({
      ok: true,
      message: "Zdjęcie profilowe zostało wgrane pomyślnie!",
    });
    expect((await profileOf(user.id))?.avatarUrl).toMatch(/^\/uploads\/avatars\/.+\.webp$/);

    const text = new File(["nie obraz"], "ja.png", { type: "image/png" });
    const refused = (await run(post(headers, form({ intent: "avatar", avatar: text })))) as {
      data: ProfileActionResult;
    };
    expect(refused.data).toMatchObject({
      ok: false,
      title: "Nieprawidłowy typ pliku",
      message: "Proszę wybrać plik obrazu.",
    });
  });

  it("refuses a body over 6 MB with 'Plik za duży'", async () => {
    const user = await signedUpUser(database.db, auth);
    const headers = await signIn(auth, user.email);
    const big = new File([new Uint8Array(7 * 1024 * 1024)], "duze.jpg", { type: "image/jpeg" });
    const refused = (await run(post(headers, form({ intent: "avatar", avatar: big })))) as {
      data: ProfileActionResult;
      init: ResponseInit;
    };
    expect(refused.init.status).toBe(413);
    expect(refused.data).toMatchObject({
      title: "Plik za duży",
      message: "Maksymalny rozmiar pliku to 5MB.",
    });
  });

  it("changes the password and hands back the new session cookie", async () => {
    const user = await signedUpUser(database.db, auth);
    const headers = await signIn(auth, user.email);
    const wrong = (await run(
      post(
        headers,
        form({
          intent: "password",
          currentPassword: "zle-haslo",
          newPassword: "Nowe-haslo-9",
          confirm: "Nowe-haslo-9",
        }),
      ),
    )) as { data: ProfileActionResult };
    expect(fieldError(wrong.data, "currentPassword")).toBe("Obecne hasło jest nieprawidłowe.");
    // Passwords are never sent back to the page.
    expect(JSON.stringify(wrong.data)).not.toMatch(/zle-haslo|Nowe-haslo-9/);

    const ok = (await run(
      post(
        headers,
        form({
          intent: "password",
          currentPassword: TEST_PASSWORD,
          newPassword: "Nowe-haslo-9",
          confirm: "Nowe-haslo-9",
        }),
      ),
    )) as { data: ProfileActionResult; init: ResponseInit };
    expect(ok.data.ok).toBe(true);
    expect(new Headers(ok.init.headers).getSetCookie().join(";")).toMatch(/session_token=/);
  });

  it("deletes the account only after confirmation, then signs out", async () => {
    const user = await signedUpUser(database.db, auth);
    const headers = await signIn(auth, user.email);
    const refused = (await run(
      post(headers, form({ intent: "delete-account", confirmation: "nie" })),
    )) as { data: ProfileActionResult };
    expect(fieldError(refused.data, "confirmation")).toMatch(/USUŃ/);
    expect(await profileOf(user.id)).toBeDefined();

    const done = (await run(
      post(headers, form({ intent: "delete-account", confirmation: "USUŃ" })),
    )) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/");
    expect(done.headers.getSetCookie().join(";")).toMatch(/session_token=;/);
    expect(await database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });
});
