import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DomainContext } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { profiles, userRoles, users } from "../db/schema.ts";
import { createTestUser } from "../testing/factories.ts";
import { withTestDatabase } from "../testing/test-db.ts";
import { setAccountType } from "./set-account-type.ts";

let database: Database;

withTestDatabase((opened) => ({ database } = opened));

async function stateOf(userId: string) {
  const db = database.db;
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const roles = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return { accountType: profile?.accountType ?? null, roles: roles.map((r) => r.role).sort() };
}

describe("setAccountType", () => {
  it("sets the account type and the role it brings", async () => {
    const actor = await createTestUser(database.db);
    const ctx: DomainContext = { db: database.db, actor };

    await expect(setAccountType(ctx, { accountType: "agencja" })).resolves.toEqual({
      accountType: "agencja",
    });
    expect(await stateOf(actor.id)).toEqual({ accountType: "agencja", roles: ["agencja"] });
  });

  it.each([
    ["wlasciciel", "wlasciciel"],
    ["posrednik", "posrednik"],
    ["firma", "firma"],
  ] as const)("maps account type %s to role %s", async (accountType, role) => {
    const actor = await createTestUser(database.db);
    await setAccountType({ db: database.db, actor }, { accountType });
    expect(await stateOf(actor.id)).toEqual({ accountType, roles: [role] });
  });

  it("keeps a role the user already had and does not duplicate it", async () => {
    const actor = await createTestUser(database.db, { roles: ["wlasciciel", "administrator"] });
    await setAccountType({ db: database.db, actor }, { accountType: "wlasciciel" });
    expect(await stateOf(actor.id)).toEqual({
      accountType: "wlasciciel",
      roles: ["administrator", "wlasciciel"],
    });
  });

  it("creates the profile of a user who has none yet, names taken from the account name", async () => {
    const id = randomUUID();
    await database.db.insert(users).values({
      id,
      name: "Anna Maria Kowalska",
      email: `google-${id.slice(0, 8)}@example.com`,
      emailVerified: true,
    });
    const actor = { id, email: "", name: "Anna Maria Kowalska", profile: null, roles: [] };

    await setAccountType({ db: database.db, actor }, { accountType: "firma" });

    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile).toMatchObject({
      firstName: "Anna",
      lastName: "Maria Kowalska",
      accountType: "firma",
      isActive: true,
    });
    expect((await stateOf(id)).roles).toEqual(["firma"]);
  });

  it("refuses a second call: the type is chosen once", async () => {
    const actor = await createTestUser(database.db);
    const ctx = { db: database.db, actor };
    await setAccountType(ctx, { accountType: "wlasciciel" });

    await expect(setAccountType(ctx, { accountType: "agencja" })).rejects.toMatchObject({
      name: "AppError",
      code: "conflict",
    });
    expect(await stateOf(actor.id)).toEqual({ accountType: "wlasciciel", roles: ["wlasciciel"] });
  });

  it("lets only one of two simultaneous submits through", async () => {
    const actor = await createTestUser(database.db);
    const ctx = { db: database.db, actor };
    const results = await Promise.allSettled([
      setAccountType(ctx, { accountType: "firma" }),
      setAccountType(ctx, { accountType: "posrednik" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const state = await stateOf(actor.id);
    expect(state.roles).toEqual([state.accountType]);
  });

  it("refuses anonymous callers", async () => {
    await expect(
      setAccountType({ db: database.db, actor: null }, { accountType: "wlasciciel" }),
    ).rejects.toMatchObject({ code: "forbidden" });
  });

  it("refuses an unknown account type, including 'administrator'", async () => {
    const actor = await createTestUser(database.db);
    for (const accountType of ["administrator", "inactive", ""]) {
      await expect(
        // @ts-expect-error: what a hand-made form post could send
        setAccountType({ db: database.db, actor }, { accountType }),
      ).rejects.toMatchObject({ code: "invalid" });
    }
    expect(await stateOf(actor.id)).toEqual({ accountType: null, roles: [] });
  });

  it("saves nothing when the role cannot be written (one transaction)", async () => {
    const actor = await createTestUser(database.db);
    // A trigger that makes the role insert for this one user fail, after the profile update.
    await database.db.execute(sql`
      create function fail_role_insert() returns trigger language plpgsql as $$
      begin raise exception 'role insert refused by test'; end $$`);
    await database.db.execute(sql`
      create trigger fail_role_insert before insert on user_roles for each row
      when (new.user_id = ${sql.raw(`'${actor.id}'`)}) execute function fail_role_insert()`);
    try {
      await expect(
        setAccountType({ db: database.db, actor }, { accountType: "posrednik" }),
      ).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/role insert refused by test/) },
      });
      expect(await stateOf(actor.id)).toEqual({ accountType: null, roles: [] });
    } finally {
      await database.db.execute(sql`drop trigger fail_role_insert on user_roles`);
      await database.db.execute(sql`drop function fail_role_insert()`);
    }
    // With the fault gone the same call succeeds: the failure was the trigger, nothing else.
    await setAccountType({ db: database.db, actor }, { accountType: "posrednik" });
    expect(await stateOf(actor.id)).toEqual({ accountType: "posrednik", roles: ["posrednik"] });
  });
});
