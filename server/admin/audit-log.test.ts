import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAuditLogView } from "../../app/routes/admin/audit-log-view.server.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";
import { recordAudit } from "../kernel/audit.ts";
import { createTestUser } from "../testing/factories.ts";
import { refusal } from "../testing/refusal.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { AUDIT_PAGE_SIZE, listAuditLog } from "./audit-log.ts";

let database: Database;
let admin: Actor;
let other: Actor;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await createTestUser(database.db, { roles: ["administrator"] });
  other = await createTestUser(database.db, { roles: ["administrator"] });
  const start = Date.parse("2026-11-01T10:00:00Z");
  // 30 verifications by `admin`, one a minute, then a role change and a 100%_ label by `other`.
  await database.db.insert(auditLog).values(
    Array.from({ length: 30 }, (_, i) => ({
      actorId: admin.id,
      actorEmail: admin.email,
      action: "listing-verify",
      targetType: "listing",
      targetId: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      targetLabel: `Mieszkanie nr ${i}`,
      before: { isVerified: false },
      after: { isVerified: true },
      createdAt: new Date(start + i * 60_000),
    })),
  );
  await recordAudit(database.db, other, {
    action: "user-role-add",
    targetType: "user",
    targetId: admin.id,
    targetLabel: "jan@example.com",
    before: { roles: [] },
    after: { roles: ["posrednik"] },
  });
  await recordAudit(database.db, other, {
    action: "settings-max-photos",
    targetType: "setting",
    targetId: "max_photos_per_listing",
    targetLabel: "Rabat 100%_",
  });
  // PGlite's clock can give both records the same microsecond; make the later one unambiguous.
  await database.db
    .update(auditLog)
    .set({ createdAt: new Date(Date.now() + 60_000) })
    .where(eq(auditLog.action, "settings-max-photos"));
});
afterAll(() => database.close());

const asAdmin = () => ({ db: database.db, actor: admin });

describe("listAuditLog", () => {
  it("lists newest first, a page at a time, with the total", async () => {
    const first = await listAuditLog(asAdmin());
    expect(first.total).toBe(32);
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]?.action).toBe("settings-max-photos");
    expect(first.entries[2]?.targetLabel).toBe("Mieszkanie nr 29");
    const second = await listAuditLog(asAdmin(), { page: 2 });
    expect(second.entries).toHaveLength(32 - AUDIT_PAGE_SIZE);
    expect(second.entries.at(-1)?.targetLabel).toBe("Mieszkanie nr 0");
  });

  it("filters by action, by kind of record and by who or what (wildcards taken literally)", async () => {
    expect((await listAuditLog(asAdmin(), { action: "user-role-add" })).total).toBe(1);
    expect((await listAuditLog(asAdmin(), { targetType: "listing" })).total).toBe(30);
    expect((await listAuditLog(asAdmin(), { q: other.email.toUpperCase() })).total).toBe(2);
    expect((await listAuditLog(asAdmin(), { q: "nr 2" })).total).toBe(11);
    expect((await listAuditLog(asAdmin(), { q: "100%_" })).total).toBe(1);
    expect((await listAuditLog(asAdmin(), { q: "100%x" })).total).toBe(0);
    const byId = await listAuditLog(asAdmin(), { q: "00000000-0000-4000-8000-000000000007" });
    expect(byId.entries.map((e) => e.targetLabel)).toEqual(["Mieszkanie nr 7"]);
  });

  it("is for administrators only", async () => {
    const owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
    expect((await refusal(listAuditLog({ db: database.db, actor: owner }))).code).toBe("forbidden");
    expect((await refusal(listAuditLog({ db: database.db, actor: null }))).code).toBe("forbidden");
  });

  it("reads the dashboard's query string and names the actions", async () => {
    const params = new URLSearchParams({ action: "user-role-add", page: "abc" });
    const log = await loadAuditLogView(asAdmin(), params);
    expect(log.page).toBe(1);
    expect(log.entries).toHaveLength(1);
    expect(log.filters).toEqual({ action: "user-role-add", targetType: null, q: null });
  });
});
