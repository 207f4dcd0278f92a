import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ACTIONS } from "../../app/routes/admin/actions.server.ts";
import { runAdminAction } from "../../app/routes/admin/admin-action.server.ts";
import type { PanelActionResult } from "../../shared/panel.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { apiTokens, auditLog, profiles, userRoles } from "../db/schema.ts";
import { createStorage } from "../storage/storage.ts";
import { createTestUser } from "../testing/factories.ts";
import { refusal } from "../testing/refusal.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { createApiToken, listApiTokens, revokeApiToken, verifyApiToken } from "./api-tokens.ts";
import { formOf } from "./testing/action-fixture.ts";

let database: Database;
let admin: Actor;
let otherAdmin: Actor;
let owner: Actor;
const log = pino({ level: "silent" });
// Token actions never touch files.
const storage = createStorage({ dataDir: "/nonexistent", storage: { driver: "local" } });

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await createTestUser(database.db, { roles: ["administrator"] });
  otherAdmin = await createTestUser(database.db, { roles: ["administrator", "wlasciciel"] });
  owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
});
afterAll(() => database.close());

const as = (actor: Actor | null) => ({ db: database.db, actor });

/** Every stored column of every token and audit row, as one text. */
async function everythingStored(): Promise<string> {
  const { rows } = await database.db.execute<{ t: string }>(
    sql`select (select coalesce(string_agg(a::text, '|'), '') from api_tokens a)
      || (select coalesce(string_agg(l::text, '|'), '') from audit_log l) as t`,
  );
  return rows[0]?.t ?? "";
}

describe("createApiToken", () => {
  it("returns the token once and stores only its SHA-256 and a prefix", async () => {
    const answer = await runAdminAction(
      ADMIN_ACTIONS,
      "api-token-create",
      formOf({ name: "  Import Otodom  " }),
      { ...as(admin), storage },
      log,
    );
    const result = answer.data as PanelActionResult;
    expect(result).toMatchObject({ ok: true, message: "Token został utworzony." });
    const { token } = result.data as { token: string };
    expect(token).toMatch(/^okl_[A-Za-z0-9_-]{43}$/);

    const [row] = await database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, result.id as string));
    expect(row).toMatchObject({
      userId: admin.id,
      name: "Import Otodom",
      prefix: token.slice(4, 12),
      tokenHash: createHash("sha256").update(token).digest("hex"),
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(await everythingStored()).not.toContain(token.slice(4));
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, result.id as string));
    expect(entry).toMatchObject({
      action: "api-token-create",
      targetType: "api_token",
      targetLabel: "Import Otodom",
    });
  });

  it("wants a name of 1 to 80 characters and an administrator", async () => {
    for (const name of ["", "   ", "x".repeat(81)]) {
      const error = await refusal(createApiToken(as(admin), name));
      expect(error.message).toBe("Nazwa tokenu musi mieć od 1 do 80 znaków.");
    }
    await expect(createApiToken(as(admin), "x".repeat(80))).resolves.toHaveProperty("token");
    expect((await refusal(createApiToken(as(owner), "Mój"))).code).toBe("forbidden");
    expect((await refusal(createApiToken(as(null), "Mój"))).code).toBe("forbidden");
  });
});

describe("verifyApiToken", () => {
  it("gives the owning administrator and records the use", async () => {
    const { id, token } = await createApiToken(as(otherAdmin), "Morizon");
    const check = await verifyApiToken(database.db, token);
    expect(check).toMatchObject({
      status: "valid",
      actor: { id: otherAdmin.id, email: otherAdmin.email, roles: ["administrator", "wlasciciel"] },
    });
    expect(check.status === "valid" && check.actor.profile?.id).toBe(otherAdmin.id);
    const [row] = await database.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });

  it("refuses unknown, malformed and revoked tokens", async () => {
    const { id, token } = await createApiToken(as(admin), "Do unieważnienia");
    const forged = `okl_${"A".repeat(43)}`;
    for (const wrong of [forged, "", token.slice(0, -1), `${token}x`, token.slice(4)]) {
      expect(await verifyApiToken(database.db, wrong)).toEqual({ status: "invalid" });
    }
    await revokeApiToken(as(otherAdmin), id);
    expect(await verifyApiToken(database.db, token)).toEqual({ status: "invalid" });
  });

  it("refuses the token of an owner who was deactivated (401) or lost the role (403)", async () => {
    const boss = await createTestUser(database.db, { roles: ["administrator"] });
    const { id, token } = await createApiToken(as(boss), "Import");
    const status = async () => (await verifyApiToken(database.db, token)).status;
    expect(await status()).toBe("valid");

    await database.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, boss.id));
    expect(await status()).toBe("invalid");
    await database.db.update(profiles).set({ isActive: true }).where(eq(profiles.id, boss.id));
    expect(await status()).toBe("valid");

    await database.db.delete(userRoles).where(eq(userRoles.userId, boss.id));
    await database.db.update(apiTokens).set({ lastUsedAt: null }).where(eq(apiTokens.id, id));
    expect(await verifyApiToken(database.db, token)).toMatchObject({
      status: "forbidden",
      actor: { id: boss.id, roles: [] },
    });
    // Only an administrator's use is recorded.
    const [row] = await database.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row?.lastUsedAt).toBeNull();
  });
});

describe("revokeApiToken", () => {
  it("revokes any administrator's token once, audited by name, and again without error", async () => {
    const { id } = await createApiToken(as(admin), "Lento");
    await revokeApiToken(as(otherAdmin), id);
    const [first] = await database.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(first?.revokedAt).toBeInstanceOf(Date);
    await revokeApiToken(as(admin), id);
    const [second] = await database.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(second?.revokedAt).toEqual(first?.revokedAt);
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "api-token-revoke"))
      .orderBy(auditLog.createdAt);
    expect(entries.filter((e) => e.targetId === id).map((e) => [e.targetLabel, e.before])).toEqual([
      ["Lento", { revoked: false }],
      ["Lento", { revoked: true }],
    ]);
  });

  it("answers 404 for an unknown id and 403 for a non-administrator", async () => {
    expect((await refusal(revokeApiToken(as(admin), "nope"))).code).toBe("not_found");
    expect(
      (await refusal(revokeApiToken(as(admin), "00000000-0000-4000-8000-000000000000"))).code,
    ).toBe("not_found");
    const { id } = await createApiToken(as(admin), "Cudzy");
    expect((await refusal(revokeApiToken(as(owner), id))).code).toBe("forbidden");
    const [row] = await database.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row?.revokedAt).toBeNull();
  });
});

describe("listApiTokens", () => {
  it("lists every administrator's tokens newest first with the owner's e-mail, never the hash", async () => {
    const { tokens, more } = await listApiTokens(as(admin));
    expect(more).toBe(false);
    expect(tokens.length).toBeGreaterThan(3);
    const times = tokens.map((t) => +t.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(tokens.map((t) => t.ownerEmail))).toEqual(
      new Set([admin.email, otherAdmin.email, expect.any(String)]),
    );
    expect(tokens[0]).not.toHaveProperty("tokenHash");
    expect((await refusal(listApiTokens(as(owner)))).code).toBe("forbidden");
  });
});
