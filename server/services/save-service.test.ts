import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { deleteServiceForm, saveServiceForm } from "../../app/routes/panel/service-forms.server.ts";
import { type FormResult, fieldError } from "../../shared/form-result.ts";
import type { PhotoEntry } from "../../shared/listing-schemas.ts";
import type { PanelActionResult } from "../../shared/panel.ts";
import { SERVICE_TEXT, type ServiceValues, serviceSchema } from "../../shared/service-schemas.ts";
import { setServicePremium } from "../admin/service-admin.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { profiles, services } from "../db/schema.ts";
import { ImageRejectedError } from "../images/process-image.ts";
import type { Storage } from "../storage/storage.ts";
import { createTestUser } from "../testing/factories.ts";
import { refusal } from "../testing/refusal.ts";
import { withTestDatabase } from "../testing/test-db.ts";
import { storedUploads, testPng, uploadedFiles } from "../testing/test-images.ts";
import { withTestStorage } from "../testing/test-storage.ts";
import { getService } from "./get-service.ts";
import { getServicePhone } from "./get-service-phone.ts";
import { listOwnServices } from "./own-services.ts";
import {
  deleteService,
  getServiceForEdit,
  SERVICE_PHOTO_PREFIX,
  type ServiceWriteContext,
  saveService,
} from "./save-service.ts";

const FIRST_PAGE = { page: 1 } as const;

let database: Database;
let dataDir: string;
let storage: Storage;
let company: Actor;
let other: Actor;
let admin: Actor;

withTestDatabase((opened) => ({ database } = opened));
withTestStorage("okolica-service-", (opened) => ({ dataDir, storage } = opened));
beforeAll(async () => {
  company = await createTestUser(database.db, {
    roles: ["firma"],
    firstName: "Grzegorz",
    lastName: "Pieczonka",
  });
  other = await createTestUser(database.db, { roles: ["firma"] });
  admin = await createTestUser(database.db, { roles: ["administrator"] });
});

const as = (actor: Actor | null): ServiceWriteContext => ({ db: database.db, actor, storage });

function values(overrides: Record<string, unknown> = {}): ServiceValues {
  return serviceSchema.parse({
    title: "Instalacje elektryczne w domach",
    priceFrom: "90",
    category: "elektryczne",
    location: "lezajsk",
    description: "Nowe instalacje i pomiary.",
    offeredServices: ["Nowe instalacje", "Pomiary z protokołem"],
    warrantyMonths: "24",
    contactPerson: "Łukasz Pieczonka",
    phone: "601 455 279",
    ...overrides,
  });
}

const png = (width = 1000) => testPng({ width, height: 600, background: "#36c" });

/** Every file under uploads/services, relative to it. */
const storedFiles = () => storedUploads(dataDir, SERVICE_PHOTO_PREFIX);

async function row(id: string) {
  const [found] = await database.db.select().from(services).where(eq(services.id, id));
  return found;
}

describe("saveService", () => {
  it("publishes the signed-in user's service with the form's fields, never premium", async () => {
    const { id } = await saveService(as(company), {
      values: values({ isPremium: "on" }),
      photos: [],
      files: new Map(),
    });
    const saved = await row(id);
    expect(saved).toMatchObject({
      userId: company.id,
      title: "Instalacje elektryczne w domach",
      priceFrom: 90,
      category: "elektryczne",
      location: "lezajsk",
      offeredServices: ["Nowe instalacje", "Pomiary z protokołem"],
      warrantyMonths: 24,
      contactPerson: "Łukasz Pieczonka",
      phone: "+48601455279",
      // The form left it empty: unknown, not an invented "Pn-Pt 8-17".
      availability: null,
      isPremium: false,
      isVerified: false,
      rating: null,
      reviewCount: 0,
      views: 0,
      imageUrl: null,
      images: [],
    });
  });

  it("refuses an anonymous request", async () => {
    const error = await refusal(
      saveService(as(null), { values: values(), photos: [], files: new Map() }),
    );
    expect([error.code, error.status]).toEqual(["forbidden", 403]);
  });
});

describe("saveService and deleteService", () => {
  it("let the owner change and delete the service", async () => {
    const { id } = await saveService(as(company), {
      values: values(),
      photos: [],
      files: new Map(),
    });
    await saveService(as(company), {
      id,
      values: values({
        title: "Instalacje i pomiary",
        priceFrom: "110",
        offeredServices: ["Pomiary"],
        warrantyMonths: "",
        contactPerson: "",
        availability: "Pn-Sob 7-19",
      }),
      photos: [],
      files: new Map(),
    });
    expect(await row(id)).toMatchObject({
      title: "Instalacje i pomiary",
      priceFrom: 110,
      offeredServices: ["Pomiary"],
      warrantyMonths: null,
      contactPerson: null,
      availability: "Pn-Sob 7-19",
    });
    await deleteService(as(company), id);
    expect(await row(id)).toBeUndefined();
  });

  it("refuse another user's id with 403 and change nothing", async () => {
    const { id } = await saveService(as(company), {
      values: values(),
      photos: [],
      files: new Map(),
    });
    const before = await row(id);
    const update = await refusal(
      saveService(as(other), {
        id,
        values: values({ title: "Przejęte" }),
        photos: [],
        files: new Map(),
      }),
    );
    expect([update.code, update.status]).toEqual(["forbidden", 403]);
    const remove = await refusal(deleteService(as(other), id));
    expect([remove.code, remove.status]).toEqual(["forbidden", 403]);
    const edit = await refusal(getServiceForEdit(as(other), id));
    expect(edit.status).toBe(403);
    expect(await row(id)).toEqual(before);
  });

  it("answer 404 for a missing or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nie-uuid"]) {
      const update = await refusal(
        saveService(as(company), { id, values: values(), photos: [], files: new Map() }),
      );
      expect([update.code, update.status]).toEqual(["not_found", 404]);
      expect((await refusal(deleteService(as(company), id))).status).toBe(404);
      expect((await refusal(getServiceForEdit(as(company), id))).status).toBe(404);
    }
  });

  it("let an administrator update another user's service", async () => {
    const { id } = await saveService(as(company), {
      values: values(),
      photos: [],
      files: new Map(),
    });
    await saveService(as(admin), {
      id,
      values: values({ title: "Poprawione przez administratora" }),
      photos: [],
      files: new Map(),
    });
    expect(await row(id)).toMatchObject({
      title: "Poprawione przez administratora",
      userId: company.id,
    });
  });

  it("keep premium, rating, reviews and views as they are", async () => {
    const { id } = await saveService(as(company), {
      values: values(),
      photos: [],
      files: new Map(),
    });
    await database.db
      .update(services)
      .set({ views: 17, rating: 4.5, reviewCount: 3, isVerified: true })
      .where(eq(services.id, id));
    await saveService(as(company), {
      id,
      values: values({ isPremium: "on" }),
      photos: [],
      files: new Map(),
    });
    expect(await row(id)).toMatchObject({
      isPremium: false,
      isVerified: true,
      views: 17,
      rating: 4.5,
      reviewCount: 3,
    });
    const premium = await saveService(as(company), {
      values: values(),
      photos: [],
      files: new Map(),
    });
    await setServicePremium(as(admin), premium.id, true);
    await saveService(as(company), {
      id: premium.id,
      values: values(),
      photos: [],
      files: new Map(),
    });
    expect((await row(premium.id)).isPremium).toBe(true);
  });
});

describe("service photos", () => {
  it("are stored as WebP in three widths and deleted with the service", async () => {
    const before = await storedFiles();
    const { id } = await saveService(as(company), {
      values: values(),
      photos: [{ kind: "file", field: "photo-0" }],
      files: uploadedFiles({ "photo-0": await png() }),
    });
    const saved = await row(id);
    expect(saved.imageUrl).toMatch(/^\/uploads\/services\/[\w-]+-1200w\.webp$/);
    expect(saved.images).toEqual([saved.imageUrl]);
    const added = (await storedFiles()).filter((f) => !before.includes(f));
    expect(added.map((f) => f.replace(/^[\w-]+-(\d+w)\.webp$/, "$1")).sort()).toEqual([
      "1200w",
      "480w",
      "800w",
    ]);
    for (const file of added) {
      const bytes = await readFile(path.join(dataDir, "uploads", "services", file));
      expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe("webp");
    }

    await deleteService(as(company), id);
    expect(await storedFiles()).toEqual(before);
  });

  it("removed in the form are deleted after the update; kept ones stay", async () => {
    const { id } = await saveService(as(company), {
      values: values(),
      photos: [
        { kind: "file", field: "photo-0" },
        { kind: "file", field: "photo-1" },
      ],
      files: uploadedFiles({ "photo-0": await png(), "photo-1": await png(700) }),
    });
    const [first, second] = (await row(id)).images as [string, string];
    const withBoth = await storedFiles();
    await saveService(as(company), {
      id,
      values: values(),
      photos: [{ kind: "stored", url: second }],
      files: new Map(),
    });
    expect(await row(id)).toMatchObject({ imageUrl: second, images: [second] });
    const key = (url: string) => path.basename(url).replace(/-1200w\.webp$/, "");
    const after = await storedFiles();
    expect(after.filter((f) => f.startsWith(key(first)))).toEqual([]);
    expect(after.filter((f) => f.startsWith(key(second)))).toHaveLength(3);
    expect(after).toHaveLength(withBoth.length - 3);
    await deleteService(as(company), id);
  });

  it("leave no files behind when the save fails (second file not an image)", async () => {
    const before = await storedFiles();
    const rowsBefore = await database.db.select({ id: services.id }).from(services);
    const error = await saveService(as(company), {
      values: values({ title: "Nieudana" }),
      photos: [
        { kind: "file", field: "photo-0" },
        { kind: "file", field: "photo-1" },
      ],
      files: new Map([
        ["photo-0", { name: "dobre.png", bytes: await png() }],
        ["photo-1", { name: "faktura.pdf", bytes: new TextEncoder().encode("%PDF-1.4 nie obraz") }],
      ]),
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect((error as ImageRejectedError).message).toBe("Plik faktura.pdf nie jest obrazem.");
    expect(await storedFiles()).toEqual(before);
    expect(await database.db.select({ id: services.id }).from(services)).toEqual(rowsBefore);
  });

  it("cannot adopt another service's stored photo", async () => {
    const theirs = await saveService(as(other), {
      values: values(),
      photos: [{ kind: "file", field: "photo-0" }],
      files: uploadedFiles({ "photo-0": await png() }),
    });
    const url = (await row(theirs.id)).imageUrl as string;
    const mine = await saveService(as(company), {
      values: values(),
      photos: [],
      files: new Map(),
    });
    const photos: PhotoEntry[] = [{ kind: "stored", url }];
    const error = await refusal(
      saveService(as(company), { id: mine.id, values: values(), photos, files: new Map() }),
    );
    expect(error.code).toBe("invalid");
    expect((await row(mine.id)).images).toEqual([]);
    await deleteService(as(other), theirs.id);
  });
});

describe("getServiceForEdit and listOwnServices", () => {
  it("give the owner the form's values and the newest-first list with counters", async () => {
    const owner = await createTestUser(database.db, { roles: ["agencja"] });
    const older = await saveService(as(owner), {
      values: values({ title: "Starsza" }),
      photos: [],
      files: new Map(),
    });
    await database.db
      .update(services)
      .set({ createdAt: new Date(Date.now() - 86_400_000), views: 5, rating: 4, reviewCount: 2 })
      .where(eq(services.id, older.id));
    const newer = await saveService(as(owner), {
      values: values({ title: "Nowsza" }),
      photos: [],
      files: new Map(),
    });

    const list = (await listOwnServices(as(owner), FIRST_PAGE)).items;
    expect(list.map((s) => s.title)).toEqual(["Nowsza", "Starsza"]);
    expect(list[1]).toMatchObject({ id: older.id, views: 5, rating: 4, reviewCount: 2 });
    expect(typeof list[1]?.rating).toBe("number");
    expect((await refusal(listOwnServices(as(null), FIRST_PAGE))).status).toBe(403);

    expect(await getServiceForEdit(as(owner), newer.id)).toEqual({
      id: newer.id,
      title: "Nowsza",
      priceFrom: 90,
      category: "elektryczne",
      location: "lezajsk",
      description: "Nowe instalacje i pomiary.",
      offeredServices: ["Nowe instalacje", "Pomiary z protokołem"],
      warrantyMonths: 24,
      contactPerson: "Łukasz Pieczonka",
      phone: "+48 601 455 279",
      availability: null,
      isPremium: false,
      photos: [],
    });
    expect((await getServiceForEdit(as(admin), newer.id)).id).toBe(newer.id);
  });
});

describe("the services tab's forms", () => {
  const ctx = (actor: Actor) => ({ ...as(actor), importPolicy: { allowedHosts: [] } });
  const result = (response: unknown) =>
    response as { data: PanelActionResult; init: { status?: number } | null };

  function form(fields: Record<string, string | string[]>) {
    const f = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      for (const v of Array.isArray(value) ? value : [value]) f.append(key, v);
    }
    return f;
  }

  const fields = {
    title: "Malowanie wnętrz",
    priceFrom: "60",
    category: "malowanie",
    location: "giedlarowa",
    phone: "+48 600 123 456",
    offeredServices: ["Malowanie ścian", "", "Gładzie"],
  };

  it("adds, updates and deletes with the spec's toasts", async () => {
    const added = result(await saveServiceForm(form(fields), ctx(company)));
    expect(added.data).toMatchObject({
      ok: true,
      title: "Sukces",
      message: "Usługa została dodana.",
    });
    const id = added.data.id as string;
    expect((await row(id)).offeredServices).toEqual(["Malowanie ścian", "Gładzie"]);

    const updated = result(
      await saveServiceForm(
        form({ ...fields, id, title: "Malowanie i tapetowanie" }),
        ctx(company),
      ),
    );
    expect(updated.data).toMatchObject({ ok: true, message: SERVICE_TEXT.updated, id });
    expect((await row(id)).title).toBe("Malowanie i tapetowanie");

    const refused = result(await deleteServiceForm(form({ id }), ctx(other)));
    expect(refused.init?.status).toBe(403);
    expect(refused.data).toMatchObject({ ok: false, title: "Błąd" });
    expect(refused.data.message).toMatch(/^Nie udało się usunąć usługi\. /);
    expect(await row(id)).toBeDefined();

    const deleted = result(await deleteServiceForm(form({ id }), ctx(company)));
    expect(deleted.data).toMatchObject({
      ok: true,
      title: "Sukces",
      message: SERVICE_TEXT.deleted,
    });
    expect(await row(id)).toBeUndefined();
  });

  it("never takes premium or featured from the form: they are paid", async () => {
    const crafted = { ...fields, isPremium: "on", isFeatured: "true" };
    const added = result(await saveServiceForm(form(crafted), ctx(company)));
    const id = added.data.id as string;
    expect(await row(id)).toMatchObject({ isPremium: false, isFeatured: false });

    // Premium the administrator gave survives the company's edit, which cannot clear it either.
    await setServicePremium(as(admin), id, true);
    const edited = { ...fields, id, isPremium: "" };
    result(await saveServiceForm(form(edited), ctx(company)));
    expect(await row(id)).toMatchObject({ isPremium: true, isFeatured: false });
  });

  it("answers bad fields with 400, per-field Polish messages and nothing saved", async () => {
    const { id } = await saveService(as(company), {
      values: values(),
      photos: [],
      files: new Map(),
    });
    const before = await row(id);
    const response = result(
      await saveServiceForm(
        form({ ...fields, id, category: "inne", priceFrom: "", photos: "nie json" }),
        ctx(company),
      ),
    );
    expect(response.init?.status).toBe(400);
    expect(response.data).toMatchObject({
      ok: false,
      title: "Błąd",
      message: "Nie udało się zaktualizować usługi.",
    });
    const reply: FormResult = response.data;
    expect(fieldError(reply, "category")).toBe("Wybierz kategorię.");
    expect(fieldError(reply, "priceFrom")).toMatch(/^Podaj cenę/);
    expect(fieldError(reply, "photos")).toBe("Nieprawidłowa lista zdjęć.");
    expect(reply.submission?.initialValue).toMatchObject({ category: "inne", id });
    expect(await row(id)).toEqual(before);
  });

  it("refuses another user's id on save with 403 and the update failure toast", async () => {
    const { id } = await saveService(as(company), {
      values: values(),
      photos: [],
      files: new Map(),
    });
    const before = await row(id);
    const response = result(await saveServiceForm(form({ ...fields, id }), ctx(other)));
    expect(response.init?.status).toBe(403);
    expect(response.data.message).toMatch(/^Nie udało się zaktualizować usługi\. /);
    expect(await row(id)).toEqual(before);
  });
});

describe("the public service page's data", () => {
  it("shows the service's contact person, warranty and offered services, and reveals its phone", async () => {
    await database.db
      .update(profiles)
      .set({ phone: "+48 700 000 001" })
      .where(eq(profiles.id, company.id));
    const { id } = await saveService(as(company), {
      values: values(),
      photos: [],
      files: new Map(),
    });
    const detail = await getService(database.db, id);
    expect(detail).toMatchObject({
      contactPerson: "Łukasz Pieczonka",
      warrantyMonths: 24,
      offered: ["Nowe instalacje", "Pomiary z protokołem"],
    });
    expect(await getServicePhone(as(other), id)).toEqual({ phone: "+48 601 455 279" });

    // A service without its own phone (saved before the column existed) shows the owner's.
    await database.db
      .update(services)
      .set({ phone: null, offeredServices: [], description: "Zakres:\n- Gniazda\n- Lampy" })
      .where(eq(services.id, id));
    expect(await getServicePhone(as(other), id)).toEqual({ phone: "+48 700 000 001" });
    expect((await getService(database.db, id))?.offered).toEqual(["Gniazda", "Lampy"]);
  });
});
