import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Role } from "../../shared/roles.ts";
import { grantRole, revokeRole } from "../admin/user-roles.ts";
import type { Actor } from "../auth/actor.ts";
import { TERMS_ACCEPTED } from "../auth/terms-acceptance.ts";
import type { Database } from "../db/client.ts";
import { profiles, userRoles, users } from "../db/schema.ts";
import { createTestAuth, createTestUser, TEST_BASE_URL } from "../testing/factories.ts";
import { withTestDatabase } from "../testing/test-db.ts";
import { setAccountType } from "./set-account-type.ts";

let database: Database;

withTestDatabase((opened) => ({ database } = opened));

async function rolesOf(userId: string): Promise<string[]> {
  const rows = await database.db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}

describe("grantRole and revokeRole by an administrator", () => {
  it("grant a role once, however often called, and revoke it", async () => {
    const admin = await createTestUser(database.db, { roles: ["administrator"] });
    const user = await createTestUser(database.db, { roles: ["wlasciciel"] });
    const ctx = { db: database.db, actor: admin };

    await grantRole(ctx, user.id, "posrednik");
    await grantRole(ctx, user.id, "posrednik");
    expect(await rolesOf(user.id)).toEqual(["posrednik", "wlasciciel"]);

    await revokeRole(ctx, user.id, "wlasciciel");
    expect(await rolesOf(user.id)).toEqual(["posrednik"]);
  });

  it("can make another user an administrator and take that role back", async () => {
    const admin = await createTestUser(database.db, { roles: ["administrator"] });
    const user = await createTestUser(database.db);
    const ctx = { db: database.db, actor: admin };
    await grantRole(ctx, user.id, "administrator");
    expect(await rolesOf(user.id)).toEqual(["administrator"]);
    await revokeRole(ctx, user.id, "administrator");
    expect(await rolesOf(user.id)).toEqual([]);
  });

  it("cannot take away their own administrator role", async () => {
    const admin = await createTestUser(database.db, { roles: ["administrator", "wlasciciel"] });
    const ctx = { db: database.db, actor: admin };
    await expect(revokeRole(ctx, admin.id, "administrator")).rejects.toMatchObject({
      code: "forbidden",
    });
    expect(await rolesOf(admin.id)).toEqual(["administrator", "wlasciciel"]);
    // Their other roles are theirs to drop.
    await revokeRole(ctx, admin.id, "wlasciciel");
    expect(await rolesOf(admin.id)).toEqual(["administrator"]);
  });

  it("refuses unknown roles and unknown users", async () => {
    const admin = await createTestUser(database.db, { roles: ["administrator"] });
    const user = await createTestUser(database.db);
    const ctx = { db: database.db, actor: admin };
    await expect(grantRole(ctx, user.id, "superuser" as Role)).rejects.toMatchObject({
      code: "invalid",
    });
    await expect(grantRole(ctx, "no-such-user", "firma")).rejects.toMatchObject({
      code: "not_found",
    });
    expect(await rolesOf(user.id)).toEqual([]);
  });
});

describe("nobody can change another user's roles", () => {
  const others: Role[] = ["wlasciciel", "posrednik", "agencja", "firma"];

  it.each([["anonymous", null], ...others.map((r) => [r, [r]] as const)] as const)(
    "grantRole and revokeRole refuse a caller who is %s",
    async (_, callerRoles) => {
      const caller: Actor | null = callerRoles
        ? await createTestUser(database.db, { roles: [...callerRoles] })
        : null;
      const victim = await createTestUser(database.db, { roles: ["wlasciciel"] });
      const ctx = { db: database.db, actor: caller };

      await expect(grantRole(ctx, victim.id, "administrator")).rejects.toMatchObject({
        code: "forbidden",
      });
      await expect(revokeRole(ctx, victim.id, "wlasciciel")).rejects.toMatchObject({
        code: "forbidden",
      });
      // Nor their own: only an administrator hands out roles.
      if (caller) {
        await expect(grantRole(ctx, caller.id, "administrator")).rejects.toMatchObject({
          code: "forbidden",
        });
        expect(await rolesOf(caller.id)).toEqual([...(callerRoles ?? [])].sort());
      }
      expect(await rolesOf(victim.id)).toEqual(["wlasciciel"]);
    },
  );

  it("setAccountType only ever touches the actor's own account, whatever else is posted", async () => {
    const actor = await createTestUser(database.db);
    const victim = await createTestUser(database.db);
    const forged = { accountType: "agencja", userId: victim.id, id: victim.id } as {
      accountType: "agencja";
    };

    await setAccountType({ db: database.db, actor }, forged);

    expect(await rolesOf(actor.id)).toEqual(["agencja"]);
    expect(await rolesOf(victim.id)).toEqual([]);
    const [victimProfile] = await database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, victim.id));
    expect(victimProfile.accountType).toBeNull();
  });

  it("better-auth's endpoints take no roles or account type from a signed-in user", async () => {
    const auth = createTestAuth(database.db);
    const email = `roles-${Date.now()}@example.com`;
    const password = "Haslo-testowe-123";
    await auth.api.signUpEmail({ body: { email, password, name: "Ewa Nowak", ...TERMS_ACCEPTED } });
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    const victim = await createTestUser(database.db, { roles: ["firma"] });

    const post = (path: string, body: unknown, cookie?: string) =>
      auth.handler(
        new Request(`${TEST_BASE_URL}/api/auth${path}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: TEST_BASE_URL,
            "x-okolica-client-ip": "192.0.2.44",
            ...(cookie ? { cookie } : {}),
          },
          body: JSON.stringify(body),
        }),
      );
    const signIn = await post("/sign-in/email", { email, password });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    const update = await post(
      "/update-user",
      {
        name: "Ewa Nowak",
        role: "administrator",
        roles: ["administrator"],
        accountType: "agencja",
      },
      cookie,
    );
    expect([200, 400]).toContain(update.status);
    // No admin plugin: there is no role-setting endpoint at all.
    for (const path of ["/admin/set-role", "/admin/update-user"]) {
      const res = await post(path, { userId: victim.id, role: "administrator" }, cookie);
      expect(res.status).toBe(404);
    }

    expect(await rolesOf(user.id)).toEqual([]);
    expect(await rolesOf(victim.id)).toEqual(["firma"]);
    const [own] = await database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(own?.accountType ?? null).toBeNull();
  });
});
