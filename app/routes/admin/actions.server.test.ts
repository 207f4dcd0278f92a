import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ActionFixtures } from "@server/admin/testing/action-fixture.ts";
import { formOf } from "@server/admin/testing/action-fixture.ts";
import { IMPORT_ACTION_FIXTURES } from "@server/admin/testing/import-fixtures.ts";
import { LISTING_ACTION_FIXTURES } from "@server/admin/testing/listing-fixtures.ts";
import { MODERATION_ACTION_FIXTURES } from "@server/admin/testing/moderation-fixtures.ts";
import { PLAN_ACTION_FIXTURES } from "@server/admin/testing/plan-fixtures.ts";
import { PROMOTION_ACTION_FIXTURES } from "@server/admin/testing/promotion-fixtures.ts";
import { SERVICE_ACTION_FIXTURES } from "@server/admin/testing/service-fixtures.ts";
import { SETTINGS_ACTION_FIXTURES } from "@server/admin/testing/settings-fixtures.ts";
import { USER_ACTION_FIXTURES } from "@server/admin/testing/user-fixtures.ts";
import type { Actor } from "@server/auth/actor.ts";
import type { Database } from "@server/db/client.ts";
import { auditLog, profiles, userRoles } from "@server/db/schema.ts";
import { createStorage, type Storage } from "@server/storage/storage.ts";
import { createTestUser } from "@server/testing/factories.ts";
import { createTestDatabase } from "@server/testing/test-db.ts";
import type { PanelActionResult } from "@shared/panel";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ACTIONS } from "./actions.server.ts";
import { runAdminAction } from "./admin-action.server.ts";

const FIXTURES: ActionFixtures = {
  ...LISTING_ACTION_FIXTURES,
  ...SERVICE_ACTION_FIXTURES,
  ...USER_ACTION_FIXTURES,
  ...SETTINGS_ACTION_FIXTURES,
  ...IMPORT_ACTION_FIXTURES,
  ...PLAN_ACTION_FIXTURES,
  ...PROMOTION_ACTION_FIXTURES,
  ...MODERATION_ACTION_FIXTURES,
};

let database: Database;
let dataDir: string;
let storage: Storage;
let admin: Actor;
let owner: Actor;
let broker: Actor;
const log = pino({ level: "silent" });

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "okolica-admin-actions-"));
  storage = createStorage({ dataDir, storage: { driver: "local" } });
  admin = await createTestUser(database.db, { roles: ["administrator"] });
  owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
  broker = await createTestUser(database.db, { roles: ["posrednik", "agencja", "firma"] });
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function run(intent: string, form: FormData, actor: Actor | null) {
  const answer = await runAdminAction(
    ADMIN_ACTIONS,
    intent,
    form,
    { db: database.db, actor, storage },
    log,
  );
  return { status: answer.init?.status ?? 200, result: answer.data as PanelActionResult };
}

function fixture(intent: string) {
  return FIXTURES[intent]({ db: database.db, admin, storage });
}

/**
 * One text that changes whenever any row an administrator action may touch changes, so a
 * refused call is shown to have changed nothing (not only to have answered 403).
 */
async function fingerprint(): Promise<string> {
  const tables = [
    "properties",
    "services",
    "profiles",
    "user_roles",
    "agencies",
    "sessions",
    "site_settings",
    "api_tokens",
    "subscription_plans",
    "user_plans",
    "plan_orders",
    "property_promotions",
    "service_promotions",
    "audit_log",
    "content_reports",
    "moderation_decisions",
  ];
  const parts = await Promise.all(
    tables.map(async (table) => {
      const { rows } = await database.db.execute<{ digest: string | null }>(
        sql.raw(
          `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`,
        ),
      );
      return `${table}:${rows[0]?.digest}`;
    }),
  );
  return parts.join(",");
}

async function auditRows(intent: string) {
  return database.db.select().from(auditLog).where(eq(auditLog.action, intent));
}

const INTENTS = Object.keys(ADMIN_ACTIONS).sort();

describe("administrator actions", () => {
  it("every action in the table has a fixture, so none escapes the checks below", () => {
    expect(INTENTS.length).toBeGreaterThan(10);
    expect(Object.keys(FIXTURES).sort()).toEqual(INTENTS);
  });

  describe.each(INTENTS)("%s", (intent) => {
    it("refuses another user and an anonymous caller with 403 and changes nothing", async () => {
      for (const actor of [owner, broker, null]) {
        const form = await fixture(intent);
        const before = await fingerprint();
        const { status, result } = await run(intent, form, actor);
        expect(status).toBe(403);
        expect(result.ok).toBe(false);
        expect(await fingerprint()).toBe(before);
      }
    });

    it("succeeds for the administrator and leaves exactly one audit row", async () => {
      const form = await fixture(intent);
      const [{ n: before }] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog);
      const { status, result } = await run(intent, form, admin);
      expect(result).toMatchObject({ ok: true, title: "Sukces" });
      expect(status).toBe(200);
      const [{ n: after }] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog);
      expect(Number(after) - Number(before)).toBe(1);
      const rows = await auditRows(intent);
      const newest = rows.sort((a, b) => +b.createdAt - +a.createdAt)[0];
      expect(newest).toMatchObject({ actorId: admin.id, actorEmail: admin.email, action: intent });
    });
  });
});

describe("an administrator cannot lock themselves out", () => {
  it("refuses removing their own administrator role and deactivating themselves", async () => {
    const before = await fingerprint();
    const removal = await run(
      "user-role-remove",
      formOf({ userId: admin.id, role: "administrator" }),
      admin,
    );
    expect(removal.status).toBe(403);
    expect(removal.result.message).toContain("Nie możesz odebrać sobie roli administratora.");
    const deactivation = await run("user-deactivate", formOf({ userId: admin.id }), admin);
    expect(deactivation.status).toBe(403);
    expect(deactivation.result.message).toContain("Nie możesz dezaktywować własnego konta.");
    expect(await fingerprint()).toBe(before);
    const roles = await database.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, admin.id));
    expect(roles.map((r) => r.role)).toContain("administrator");
    const [profile] = await database.db
      .select({ isActive: profiles.isActive })
      .from(profiles)
      .where(eq(profiles.id, admin.id));
    expect(profile?.isActive).toBe(true);
  });
});
