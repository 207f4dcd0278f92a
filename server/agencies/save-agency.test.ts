import { eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { saveAgencyForm } from "../../app/routes/panel/agency-forms.server.ts";
import { AGENCY_TEXT } from "../../shared/agency-schemas.ts";
import { fieldError } from "../../shared/form-result.ts";
import type { PanelActionResult } from "../../shared/panel.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { agencies } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import type { Storage } from "../storage/storage.ts";
import { createTestUser } from "../testing/factories.ts";
import { withTestDatabase } from "../testing/test-db.ts";
import { storedUploads, testPng, uploadedFiles } from "../testing/test-images.ts";
import { withTestStorage } from "../testing/test-storage.ts";
import {
  AGENCY_LOGO_PREFIX,
  type AgencyWriteContext,
  getAgencyProfile,
  saveOwnAgency,
} from "./save-agency.ts";

let database: Database;
let dataDir: string;
let storage: Storage;
let owner: Actor;
let other: Actor;

const log = pino({ level: "silent" });

withTestDatabase((opened) => ({ database } = opened));
withTestStorage("okolica-agency-", (opened) => ({ dataDir, storage } = opened));
beforeAll(async () => {
  owner = await createTestUser(database.db, { roles: ["agencja"] });
  other = await createTestUser(database.db, { roles: ["agencja"] });
});

const as = (actor: Actor | null): AgencyWriteContext => ({ db: database.db, actor, storage });

const png = () => testPng({ width: 600, height: 300, background: "#36c" });

const storedFiles = () => storedUploads(dataDir, AGENCY_LOGO_PREFIX);

async function agencyOf(actor: Actor) {
  const [row] = await database.db.select().from(agencies).where(eq(agencies.ownerId, actor.id));
  return row;
}

describe("saveOwnAgency", () => {
  it("creates and then updates only the signed-in owner's agency", async () => {
    await saveOwnAgency(as(other), {
      values: { name: "Inna Agencja", email: "inna@agencja.pl" },
      photos: [],
      files: uploadedFiles({}),
    });
    const otherBefore = await agencyOf(other);

    const created = await saveOwnAgency(as(owner), {
      values: { name: "Okolica", email: "biuro@okolica.pl", website: "https://okolica.pl" },
      photos: [],
      files: uploadedFiles({}),
    });
    const updated = await saveOwnAgency(as(owner), {
      values: { name: "Okolica Nieruchomości", licenseNumber: "PL-123", phone: "600123456" },
      photos: [],
      files: uploadedFiles({}),
    });
    expect(updated.id).toBe(created.id);
    expect(updated).toMatchObject({
      ownerId: owner.id,
      name: "Okolica Nieruchomości",
      licenseNumber: "PL-123",
      phone: "+48600123456",
      email: null,
    });
    expect(await agencyOf(other)).toEqual(otherBefore);
    expect((await getAgencyProfile(as(owner))).name).toBe("Okolica Nieruchomości");
  });

  it("refuses anonymous users and accounts that are not agencies", async () => {
    await expect(
      saveOwnAgency(as(null), { values: { name: "X" }, photos: [], files: uploadedFiles({}) }),
    ).rejects.toBeInstanceOf(AppError);
    const client = await createTestUser(database.db, { roles: ["wlasciciel"] });
    await expect(
      saveOwnAgency(as(client), { values: { name: "X" }, photos: [], files: uploadedFiles({}) }),
    ).rejects.toBeInstanceOf(AppError);
    expect(await agencyOf(client)).toBeUndefined();
  });

  it("deletes a replaced uploaded logo's files, and a removed one's", async () => {
    const first = await saveOwnAgency(as(owner), {
      values: { name: "Okolica" },
      photos: [{ kind: "file", field: "photo-0" }],
      files: uploadedFiles({ "photo-0": await png() }),
    });
    const firstFiles = await storedFiles();
    expect(first.logoUrl).toBeTruthy();
    expect(firstFiles.length).toBeGreaterThan(0);

    const second = await saveOwnAgency(as(owner), {
      values: { name: "Okolica" },
      photos: [{ kind: "file", field: "photo-0" }],
      files: uploadedFiles({ "photo-0": await png() }),
    });
    expect(second.logoUrl).not.toBe(first.logoUrl);
    const secondFiles = await storedFiles();
    expect(secondFiles).toHaveLength(firstFiles.length);
    expect(secondFiles.some((f) => firstFiles.includes(f))).toBe(false);

    // Keeping the stored logo keeps its files; another owner cannot adopt it.
    await saveOwnAgency(as(owner), {
      values: { name: "Okolica" },
      photos: [{ kind: "stored", url: second.logoUrl ?? "" }],
      files: uploadedFiles({}),
    });
    expect(await storedFiles()).toEqual(secondFiles);
    await expect(
      saveOwnAgency(as(other), {
        values: { name: "Inna" },
        photos: [{ kind: "stored", url: second.logoUrl ?? "" }],
        files: uploadedFiles({}),
      }),
    ).rejects.toBeInstanceOf(AppError);

    const cleared = await saveOwnAgency(as(owner), {
      values: { name: "Okolica" },
      photos: [],
      files: uploadedFiles({}),
    });
    expect(cleared.logoUrl).toBeNull();
    expect(await storedFiles()).toEqual([]);
  });

  it("stores an https logo address as its own WebP and refuses http", async () => {
    const fetched: string[] = [];
    const saved = await saveOwnAgency(
      {
        ...as(owner),
        // Stands in for the network: the fetch itself is tested in linked-photos.test.ts.
        fetchLink: async (url) => {
          fetched.push(url);
          return png();
        },
      },
      {
        values: { name: "Okolica" },
        photos: [{ kind: "link", url: "https://cdn.okolica.pl/logo.png" }],
        files: uploadedFiles({}),
      },
    );
    expect(fetched).toEqual(["https://cdn.okolica.pl/logo.png"]);
    expect(saved.logoUrl).toMatch(/^\/uploads\/agencies\/[\w-]+-1200w\.webp$/);
    await expect(
      saveOwnAgency(as(owner), {
        values: { name: "Okolica" },
        photos: [{ kind: "link", url: "http://x.pl/l.png" }],
        files: uploadedFiles({}),
      }),
    ).rejects.toBeInstanceOf(AppError);
  });
});

describe("the agency tab's form", () => {
  const form = (fields: Record<string, string | Blob>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };
  const result = async (response: ReturnType<typeof saveAgencyForm>) =>
    (await response).data as PanelActionResult;

  it("answers with the spec's toasts", async () => {
    const ok = await result(
      saveAgencyForm(form({ name: "Okolica", photos: "[]" }), as(owner), log),
    );
    expect(ok).toMatchObject({ ok: true, title: "Sukces", message: AGENCY_TEXT.saved });

    const invalid = await result(
      saveAgencyForm(form({ name: "", email: "zly", photos: "[]" }), as(owner), log),
    );
    expect(invalid).toMatchObject({
      ok: false,
      title: "Błąd",
      message: "Nie udało się zapisać profilu agencji",
    });
    expect(fieldError(invalid, "email")).toBe("Podaj prawidłowy adres email");
    expect(fieldError(invalid, "name")).toBe("Nazwa jest wymagana");
    expect(invalid.submission?.initialValue).toMatchObject({ email: "zly" });

    const anonymous = await result(
      saveAgencyForm(form({ name: "X", photos: "[]" }), as(null), log),
    );
    expect(anonymous.ok).toBe(false);

    const notImage = await result(
      saveAgencyForm(
        form({
          name: "Okolica",
          photos: JSON.stringify([{ kind: "file", field: "photo-0" }]),
          "photo-0": new File(["to nie obraz"], "logo.png", { type: "image/png" }),
        }),
        as(owner),
        log,
      ),
    );
    // A refused logo reads as any refused photo: the spec's title and reason, also at the field.
    expect(notImage).toMatchObject({
      ok: false,
      title: "Nieprawidłowy typ pliku",
      message: "Proszę wybrać plik obrazu.",
    });
    expect(fieldError(notImage, "photos")).toBeTruthy();
    expect(notImage.submission?.initialValue).toMatchObject({ name: "Okolica" });
  });
});
