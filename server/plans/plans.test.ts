import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ACTIONS } from "../../app/routes/admin/actions.server.ts";
import { runAdminAction } from "../../app/routes/admin/admin-action.server.ts";
import { fieldError } from "../../shared/form-result.ts";
import type { PanelActionResult } from "../../shared/panel.ts";
import { PLAN_TEXT } from "../../shared/plan-schemas.ts";
import { formOf } from "../admin/testing/action-fixture.ts";
import { insertTestPlan, PLAN_FORM_FIELDS } from "../admin/testing/plan-fixtures.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { auditLog, subscriptionPlans } from "../db/schema.ts";
import { createStorage, type Storage } from "../storage/storage.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { listPlans } from "./list-plans.ts";

let database: Database;
let dataDir: string;
let storage: Storage;
let admin: Actor;
const log = pino({ level: "silent" });
const MISSING = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  database = await createTestDatabase();
  // The action context carries the photo store; no plan action touches it.
  dataDir = await mkdtemp(path.join(os.tmpdir(), "okolica-plans-"));
  storage = createStorage({ dataDir, storage: { driver: "local" } });
  admin = await createTestUser(database.db, { roles: ["administrator"] });
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function run(intent: string, form: FormData, actor: Actor | null = admin) {
  const answer = await runAdminAction(
    ADMIN_ACTIONS,
    intent,
    form,
    { db: database.db, actor, storage },
    log,
  );
  return { status: answer.init?.status ?? 200, result: answer.data as PanelActionResult };
}

async function planRow(id: string) {
  const [row] = await database.db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, id));
  return row;
}

const auditFor = (targetId: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

async function counts() {
  const [[plans], [audit]] = await Promise.all([
    database.db.select({ n: sql<number>`count(*)::int` }).from(subscriptionPlans),
    database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog),
  ]);
  return { plans: Number(plans?.n), audit: Number(audit?.n) };
}

describe("plan-create", () => {
  it("stores the parsed plan and records its fields in one audit row", async () => {
    const { status, result } = await run("plan-create", formOf(PLAN_FORM_FIELDS));
    expect(status).toBe(200);
    expect(result).toMatchObject({ ok: true, title: "Sukces", message: "Plan został dodany." });
    const id = result.id as string;
    const stored = {
      name: "Biznes",
      description: "Dla firm usługowych z kilkoma ofertami.",
      price: 1250,
      durationDays: 90,
      features: ["Do 25 ogłoszeń", "Statystyki wyświetleń"],
      maxProperties: 25,
      maxServices: -1,
      priorityDisplay: true,
      isActive: true,
    };
    expect(await planRow(id)).toMatchObject(stored);
    const [entry, ...more] = await auditFor(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: "plan-create",
      actorId: admin.id,
      targetType: "plan",
      targetLabel: "Biznes",
      before: null,
      after: stored,
    });
  });

  it("adds an inactive plan when 'Aktywny' is not ticked", async () => {
    const { isActive: _, ...fields } = PLAN_FORM_FIELDS;
    const { result } = await run("plan-create", formOf({ ...fields, name: "Ukryty" }));
    expect((await planRow(result.id as string))?.isActive).toBe(false);
  });

  it("refuses invalid fields one by one and writes nothing", async () => {
    const before = await counts();
    const { status, result } = await run(
      "plan-create",
      formOf({ ...PLAN_FORM_FIELDS, name: " ", price: "49,50", durationDays: "0" }),
    );
    expect(status).toBe(400);
    expect(result).toMatchObject({ ok: false, title: "Błąd", message: PLAN_TEXT.failed });
    expect(result.message).toBe("Błąd podczas aktualizacji planu.");
    expect(result.submission?.error).toEqual({
      name: ["Podaj nazwę planu."],
      price: ["Podaj cenę w pełnych złotych (0 lub więcej), np. 49 lub 1 250."],
      durationDays: ["Podaj czas trwania w dniach, od 1 do 3650."],
    });
    // What was typed comes back, so the form shows it again.
    expect(result.submission?.initialValue).toMatchObject({ name: " ", price: "49,50" });
    expect(await counts()).toEqual(before);
  });
});

describe("plan-update", () => {
  it("saves the fields, keeps the active state and records only what changed", async () => {
    const { id } = await insertTestPlan(database.db, {
      name: "Standard",
      description: "Dla małych firm.",
      features: ["Do 10 ogłoszeń"],
      maxProperties: 10,
      maxServices: 3,
      isActive: false,
    });
    const form = formOf({
      id,
      name: "Standard",
      description: "Dla małych firm.",
      price: "59",
      durationDays: "30",
      features: "Do 10 ogłoszeń\nStatystyki",
      maxPropertiesUnlimited: "on",
      maxProperties: "10",
      maxServices: "3",
      maxPhotos: "8",
      // An edit never switches a plan on: that is plan-toggle's job.
      isActive: "on",
    });
    const { result } = await run("plan-update", form);
    expect(result).toMatchObject({ ok: true, message: "Plan został zapisany.", id });
    expect(await planRow(id)).toMatchObject({
      price: 59,
      features: ["Do 10 ogłoszeń", "Statystyki"],
      maxProperties: -1,
      maxServices: 3,
      isActive: false,
    });
    const [entry, ...more] = await auditFor(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: "plan-update",
      targetType: "plan",
      targetLabel: "Standard",
      before: { price: 49, features: ["Do 10 ogłoszeń"], maxProperties: 10 },
      after: { price: 59, features: ["Do 10 ogłoszeń", "Statystyki"], maxProperties: -1 },
    });
  });

  it("refuses invalid fields and writes nothing", async () => {
    const { id } = await insertTestPlan(database.db, { name: "Bez zmian" });
    const before = await counts();
    const { result } = await run(
      "plan-update",
      formOf({ ...PLAN_FORM_FIELDS, id, features: "x".repeat(121), maxProperties: "-2" }),
    );
    expect(result.ok).toBe(false);
    expect(Object.keys(result.submission?.error ?? {}).sort()).toEqual([
      "features",
      "maxProperties",
    ]);
    expect(fieldError(result, "maxProperties")).toMatch(/^Limit ogłoszeń: podaj liczbę/);
    expect(await counts()).toEqual(before);
    expect(await planRow(id)).toMatchObject({ name: "Bez zmian", price: 49 });
  });

  it("answers not found for an unknown or malformed id", async () => {
    const before = await counts();
    for (const id of [MISSING, "nie-uuid"]) {
      const { status, result } = await run("plan-update", formOf({ ...PLAN_FORM_FIELDS, id }));
      expect(status).toBe(404);
      expect(result.message).toBe("Błąd podczas aktualizacji planu. Nie znaleziono planu.");
    }
    expect(await counts()).toEqual(before);
  });
});

describe("plan-toggle", () => {
  it("switches a plan off and on, one audit row each", async () => {
    const { id } = await insertTestPlan(database.db, { name: "Sezonowy" });
    const off = await run("plan-toggle", formOf({ id, value: "false" }));
    expect(off.result).toMatchObject({ ok: true, message: "Plan został wyłączony." });
    expect((await planRow(id))?.isActive).toBe(false);
    const on = await run("plan-toggle", formOf({ id, value: "true" }));
    expect(on.result).toMatchObject({ ok: true, message: "Plan został włączony." });
    expect((await planRow(id))?.isActive).toBe(true);
    const entries = await auditFor(id);
    expect(entries.map((e) => [e.action, e.targetLabel, e.before, e.after])).toEqual(
      expect.arrayContaining([
        ["plan-toggle", "Sezonowy", { isActive: true }, { isActive: false }],
        ["plan-toggle", "Sezonowy", { isActive: false }, { isActive: true }],
      ]),
    );
    expect(entries).toHaveLength(2);
  });

  it("answers not found for an unknown plan and refuses a value that is not a flag", async () => {
    const before = await counts();
    const missing = await run("plan-toggle", formOf({ id: MISSING, value: "true" }));
    expect(missing.status).toBe(404);
    expect(missing.result.message).toBe("Błąd podczas aktualizacji planu. Nie znaleziono planu.");
    const { id } = await insertTestPlan(database.db);
    const afterInsert = await counts();
    const bad = await run("plan-toggle", formOf({ id, value: "tak" }));
    expect(bad.status).toBe(400);
    expect(await counts()).toEqual(afterInsert);
    expect(afterInsert.audit).toBe(before.audit);
  });
});

describe("listing plans", () => {
  it("gives /cennik only the active plans, by price then name; the admin every plan", async () => {
    await database.db.delete(subscriptionPlans);
    await insertTestPlan(database.db, { name: "Profesjonalny", price: 149 });
    await insertTestPlan(database.db, { name: "Start", price: 0 });
    await insertTestPlan(database.db, { name: "Archiwalny", price: 10, isActive: false });
    await insertTestPlan(database.db, { name: "Agencja", price: 149 });
    const shown = await listPlans(database.db, { activeOnly: true });
    expect(shown.map((p) => p.name)).toEqual(["Start", "Agencja", "Profesjonalny"]);
    expect(shown[0]).toMatchObject({ price: 0, durationDays: 30, features: [], isActive: true });
    const every = await listPlans(database.db, { activeOnly: false });
    expect(every.map((p) => p.name)).toEqual(["Start", "Archiwalny", "Agencja", "Profesjonalny"]);
  });
});
