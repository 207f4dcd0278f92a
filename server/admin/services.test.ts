import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ACTIONS } from "../../app/routes/admin/actions.server.ts";
import { runAdminAction } from "../../app/routes/admin/admin-action.server.ts";
import { fieldError } from "../../shared/form-result.ts";
import type { PanelActionResult } from "../../shared/panel.ts";
import { serviceSchema } from "../../shared/service-schemas.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { auditLog, profiles, services } from "../db/schema.ts";
import { getService } from "../services/get-service.ts";
import { deleteService, SERVICE_PHOTO_PREFIX, saveService } from "../services/save-service.ts";
import type { Storage } from "../storage/storage.ts";
import { createTestUser } from "../testing/factories.ts";
import { refusal } from "../testing/refusal.ts";
import { withTestDatabase } from "../testing/test-db.ts";
import { storedUploads, testPng } from "../testing/test-images.ts";
import { withTestStorage } from "../testing/test-storage.ts";
import { loadServiceOverview } from "./service-overview.ts";
import { formOf } from "./testing/action-fixture.ts";
import { insertTestService, SERVICE_FORM_FIELDS } from "./testing/service-fixtures.ts";

let database: Database;
let dataDir: string;
let storage: Storage;
let admin: Actor;
let company: Actor;
const log = pino({ level: "silent" });

withTestDatabase((opened) => ({ database } = opened));
withTestStorage("okolica-admin-services-", (opened) => ({ dataDir, storage } = opened));
beforeAll(async () => {
  admin = await createTestUser(database.db, { roles: ["administrator"] });
  company = await createTestUser(database.db, { roles: ["firma"], firstName: "Grzegorz" });
  await database.db
    .update(profiles)
    .set({ companyName: "Pieczonka Elektryka" })
    .where(eq(profiles.id, company.id));
});

const as = (actor: Actor | null) => ({ db: database.db, actor, storage });

async function run(intent: string, form: FormData, actor: Actor | null = admin) {
  const answer = await runAdminAction(ADMIN_ACTIONS, intent, form, as(actor), log);
  return { status: answer.init?.status ?? 200, result: answer.data as PanelActionResult };
}

async function serviceRow(id: string) {
  const [row] = await database.db.select().from(services).where(eq(services.id, id));
  return row;
}

async function auditFor(targetId: string) {
  return database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
}

const countAudit = async () =>
  Number((await database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n);
const countServices = async () =>
  Number((await database.db.select({ n: sql<number>`count(*)::int` }).from(services))[0]?.n);

const storedFiles = () => storedUploads(dataDir, SERVICE_PHOTO_PREFIX);

const png = () => testPng({ width: 900, height: 600, background: "#3a6" });

const values = (title: string) =>
  serviceSchema.parse({ ...SERVICE_FORM_FIELDS, title, offeredServices: [] });

describe("loadServiceOverview", () => {
  it("lists every service newest first, 20 a page, with views, owner and filters", async () => {
    const owner = await createTestUser(database.db, { roles: ["firma"], firstName: "Anna" });
    const start = Date.UTC(2026, 0, 1);
    // 22 services a minute apart; the newest (index 21) first.
    for (let i = 0; i < 22; i++) {
      await insertTestService(database.db, {
        userId: i % 2 ? company.id : owner.id,
        title: i === 3 ? "Sprzątanie biur w Łące" : `Usługa ${i}`,
        category: i === 3 ? "sprzatanie" : "elektryczne",
        views: i,
        isPremium: i === 21,
        createdAt: new Date(start + i * 60_000),
      });
    }

    const first = await loadServiceOverview(as(admin), { page: 1 });
    expect(first.total).toBe(22);
    expect([first.page, first.pageSize, first.pageCount]).toEqual([1, 20, 2]);
    expect(first.services).toHaveLength(20);
    expect(first.services[0]).toMatchObject({
      title: "Usługa 21",
      views: 21,
      isPremium: true,
      priceFrom: 80,
      location: "lezajsk",
      category: "elektryczne",
      owner: "Pieczonka Elektryka",
      ownerEmail: company.email,
    });
    // No company name: the owner's account name.
    expect(first.services[1]).toMatchObject({ title: "Usługa 20", owner: owner.name });
    expect(first.services[1]?.ownerEmail).toBe(owner.email);

    const second = await loadServiceOverview(as(admin), { page: 2 });
    expect(second.services.map((s) => s.title)).toEqual(["Usługa 1", "Usługa 0"]);

    // Words in the title as the public list matches them: case and diacritics ignored.
    const found = await loadServiceOverview(as(admin), { q: "LAce", page: 1 });
    expect(found.services.map((s) => s.title)).toEqual(["Sprzątanie biur w Łące"]);
    expect(found.filters).toEqual({ q: "LAce", category: "" });
    const byCategory = await loadServiceOverview(as(admin), { category: "sprzatanie", page: 1 });
    expect(byCategory.total).toBe(1);
    expect(byCategory.filters.category).toBe("sprzatanie");
    const none = await loadServiceOverview(as(admin), {
      q: "Usługa",
      category: "sprzatanie",
      page: 1,
    });
    expect([none.total, none.services]).toEqual([0, []]);
  });

  it("offers the active company accounts for the add dialog, by company name", async () => {
    const named = await createTestUser(database.db, { roles: ["firma"] });
    await database.db
      .update(profiles)
      .set({ companyName: "Adamczyk Okna" })
      .where(eq(profiles.id, named.id));
    const inactive = await createTestUser(database.db, { roles: ["firma"], isActive: false });
    const agency = await createTestUser(database.db, { roles: ["agencja"] });

    const { companies } = await loadServiceOverview(as(admin), { page: 1 });
    const ids = companies.map((c) => c.id);
    expect(ids).toContain(company.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(agency.id);
    expect(ids.indexOf(named.id)).toBeLessThan(ids.indexOf(company.id));
    expect(companies.find((c) => c.id === named.id)?.label).toBe(`Adamczyk Okna (${named.email})`);
  });

  it("refuses anyone but an administrator", async () => {
    for (const actor of [company, null]) {
      const error = await refusal(loadServiceOverview(as(actor), { page: 1 }));
      expect(error.status).toBe(403);
    }
  });
});

describe("service-premium", () => {
  it("sets and clears the flag, each call with its audit row", async () => {
    const { id } = await insertTestService(database.db, { title: "Ogrody Kowalski" });
    const on = await run("service-premium", formOf({ id, value: "true" }));
    expect(on.result).toMatchObject({ ok: true, message: "Usługa otrzymała status premium.", id });
    expect((await serviceRow(id))?.isPremium).toBe(true);

    // The same value again still succeeds and is recorded.
    await run("service-premium", formOf({ id, value: "true" }));
    const off = await run("service-premium", formOf({ id, value: "false" }));
    expect(off.result.message).toBe("Usługa straciła status premium.");
    expect((await serviceRow(id))?.isPremium).toBe(false);

    const rows = (await auditFor(id)).sort((a, b) => +a.createdAt - +b.createdAt);
    expect(rows.map((r) => [r.action, r.targetLabel, r.before, r.after])).toEqual([
      ["service-premium", "Ogrody Kowalski", { isPremium: false }, { isPremium: true }],
      ["service-premium", "Ogrody Kowalski", { isPremium: true }, { isPremium: true }],
      ["service-premium", "Ogrody Kowalski", { isPremium: true }, { isPremium: false }],
    ]);
    expect(rows[0]).toMatchObject({ actorId: admin.id, targetType: "service" });
  });

  it("answers 404 for a missing service and 400 for a bad value, writing nothing", async () => {
    const audits = await countAudit();
    const missing = await run(
      "service-premium",
      formOf({ id: "00000000-0000-4000-8000-000000000000", value: "true" }),
    );
    expect(missing.status).toBe(404);
    expect(missing.result.message).toBe(
      "Nie udało się zaktualizować statusu premium. Nie znaleziono usługi.",
    );
    const { id } = await insertTestService(database.db);
    expect((await run("service-premium", formOf({ id, value: "tak" }))).status).toBe(400);
    expect(await countAudit()).toBe(audits);
  });
});

describe("service-delete", () => {
  it("deletes the service and its photo files, with one audit row", async () => {
    const before = await storedFiles();
    const { id } = await saveService(as(company), {
      values: values("Do usunięcia"),
      photos: [{ kind: "file", field: "photo-0" }],
      files: new Map([["photo-0", { name: "a.png", bytes: await png() }]]),
    });
    expect((await storedFiles()).length).toBe(before.length + 3);

    const deleted = await run("service-delete", formOf({ id }));
    expect(deleted.result).toMatchObject({ ok: true, message: "Usługa została usunięta." });
    expect(await serviceRow(id)).toBeUndefined();
    expect(await storedFiles()).toEqual(before);
    const rows = await auditFor(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "service-delete",
      targetLabel: "Do usunięcia",
      before: { ownerId: company.id },
    });

    const again = await run("service-delete", formOf({ id }));
    expect(again.status).toBe(404);
    expect(again.result.message).toBe("Nie udało się usunąć usługi. Nie znaleziono usługi.");
  });
});

describe("service-create", () => {
  it("adds the service for the chosen company, audited with it", async () => {
    const before = await storedFiles();
    const form = formOf({
      ...SERVICE_FORM_FIELDS,
      ownerId: company.id,
      photos: JSON.stringify([{ kind: "file", field: "photo-0" }]),
    });
    form.append("photo-0", new File([await png()], "klima.png", { type: "image/png" }));
    const { status, result } = await run("service-create", form);
    expect(status).toBe(200);
    expect(result).toMatchObject({ ok: true, title: "Sukces", message: "Usługa została dodana." });
    const id = result.id as string;

    expect(await serviceRow(id)).toMatchObject({
      userId: company.id,
      title: "Montaż klimatyzacji",
      priceFrom: 120,
      phone: "+48600123456",
      offeredServices: ["Montaż", "Serwis"],
      // Premium is paid: only the services tab's flag sets it, never the add form.
      isPremium: false,
    });
    // The public page shows the company as the seller.
    expect(await getService(database.db, id)).toMatchObject({
      userId: company.id,
      companyName: "Pieczonka Elektryka",
      ownerFirstName: "Grzegorz",
    });
    expect((await storedFiles()).length).toBe(before.length + 3);
    const rows = await auditFor(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "service-create",
      actorId: admin.id,
      targetLabel: "Montaż klimatyzacji",
      before: null,
      after: { ownerId: company.id, ownerEmail: company.email },
    });
  });

  it("refuses an account that is not an active company, writing nothing", async () => {
    const owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
    const inactive = await createTestUser(database.db, { roles: ["firma"], isActive: false });
    const [servicesBefore, auditsBefore] = [await countServices(), await countAudit()];
    for (const ownerId of [owner.id, inactive.id, "", "nie-ma-takiego"]) {
      const { status, result } = await run(
        "service-create",
        formOf({ ...SERVICE_FORM_FIELDS, ownerId }),
      );
      expect(status).toBe(400);
      expect(result.message).toBe("Nie udało się dodać usługi. Wybierz konto firmy usługowej.");
    }
    expect([await countServices(), await countAudit()]).toEqual([servicesBefore, auditsBefore]);
  });

  it("answers a refused form with the fields' reasons", async () => {
    const servicesBefore = await countServices();
    const { status, result } = await run(
      "service-create",
      formOf({ ...SERVICE_FORM_FIELDS, ownerId: company.id, title: "", priceFrom: "0" }),
    );
    expect(status).toBe(400);
    expect(result).toMatchObject({ ok: false, message: "Nie udało się dodać usługi." });
    expect(fieldError(result, "title")).toBe("Podaj nazwę usługi.");
    expect(fieldError(result, "priceFrom")).toMatch(/^Podaj cenę/);
    expect(result.submission?.initialValue).toMatchObject({ ownerId: company.id, priceFrom: "0" });
    expect(await countServices()).toBe(servicesBefore);
  });
});

describe("an administrator's panel changes to someone else's service", () => {
  it("are audited; the owner's own changes are not", async () => {
    const { id } = await saveService(as(company), {
      values: values("Malowanie"),
      photos: [],
      files: new Map(),
    });
    await saveService(as(company), {
      id,
      values: values("Malowanie ścian"),
      photos: [],
      files: new Map(),
    });
    expect(await auditFor(id)).toEqual([]);

    await saveService(as(admin), {
      id,
      values: values("Malowanie wnętrz"),
      photos: [],
      files: new Map(),
    });
    const edits = await auditFor(id);
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({
      action: "service-edit",
      actorId: admin.id,
      targetLabel: "Malowanie wnętrz",
      before: { title: "Malowanie ścian" },
      after: { title: "Malowanie wnętrz" },
    });

    await deleteService(as(admin), id);
    const deletes = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, "service-delete")));
    expect(deletes).toHaveLength(1);

    const own = await saveService(as(company), {
      values: values("Własna"),
      photos: [],
      files: new Map(),
    });
    await deleteService(as(company), own.id);
    expect(await auditFor(own.id)).toEqual([]);
  });

  it("an administrator's own service is not audited from the panel", async () => {
    const { id } = await saveService(as(admin), {
      values: values("Usługa administratora"),
      photos: [],
      files: new Map(),
    });
    await saveService(as(admin), {
      id,
      values: values("Usługa administratora 2"),
      photos: [],
      files: new Map(),
    });
    expect(await auditFor(id)).toEqual([]);
  });
});
