import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deleteListingForm,
  importListingForm,
  saveListingForm,
} from "../../app/routes/panel/listing-forms.server.ts";
import { type FormResult, fieldError } from "../../shared/form-result.ts";
import {
  type ListingValues,
  listingSchema,
  type PhotoEntry,
} from "../../shared/listing-schemas.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { agencies, agentAgencies, properties } from "../db/schema.ts";
import type { AppError } from "../errors.ts";
import { panelPhotoStore } from "../images/photo-store.ts";
import { ImageRejectedError } from "../images/process-image.ts";
import { PHOTO_STORAGE_UNAVAILABLE, type UploadedFile } from "../kernel/photo-store.ts";
import { createStorage, type Storage } from "../storage/storage.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { testPng } from "../testing/test-images.ts";
import { listOwnListings } from "./own-listings.ts";
import {
  deleteListing,
  getListingForEdit,
  type ListingWriteContext,
  saveListing,
} from "./save-listing.ts";
import { setListingFlag } from "./set-listing-flag.ts";

/** The panel's default view: active listings, page 1. */
const FIRST_PAGE = { status: "aktywne", page: 1 } as const;

let database: Database;
let dataDir: string;
let storage: Storage;
let owner: Actor;
let other: Actor;
let admin: Actor;
let broker: Actor;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "okolica-listing-"));
  storage = createStorage({ dataDir, storage: { driver: "local" } });
  owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
  other = await createTestUser(database.db, { roles: ["wlasciciel"] });
  admin = await createTestUser(database.db, { roles: ["administrator"] });
  broker = await createTestUser(database.db, { roles: ["posrednik"] });
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const as = (
  actor: Actor | null,
  extra: Partial<ListingWriteContext> = {},
): ListingWriteContext => ({
  db: database.db,
  actor,
  storage,
  ...extra,
});

function values(overrides: Record<string, string> = {}): ListingValues {
  return listingSchema.parse({
    title: "Mieszkanie 3 pokoje, Leżajsk",
    price: "350 000",
    location: "lezajsk",
    type: "mieszkanie",
    transactionType: "wynajem",
    phone: "600 123 456",
    area: "54,5",
    ...overrides,
  });
}

const png = (width = 1600) => testPng({ width, height: 900, background: "#7a3" });

async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, "uploads", "listings"))).sort();
  } catch {
    return [];
  }
}

async function row(id: string) {
  const [r] = await database.db.select().from(properties).where(eq(properties.id, id));
  return r;
}

const fileEntry = (n: number): PhotoEntry => ({ kind: "file", field: `photo-${n}` });

/** The test storage, refusing every write after the first `puts` as an unreachable S3 does. */
function storageDownAfter(puts: number): Storage {
  let written = 0;
  return {
    ...storage,
    put: (key, bytes, contentType) =>
      ++written > puts
        ? Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }))
        : storage.put(key, bytes, contentType),
  };
}

async function rejects(fn: () => Promise<unknown>): Promise<AppError> {
  try {
    await fn();
  } catch (error) {
    return error as AppError;
  }
  throw new Error("expected a rejection");
}

describe("saveListing", () => {
  it("stores the form's values, the offer type, own source and WebP photos in every width", async () => {
    const files = new Map<string, UploadedFile>([
      ["photo-0", { name: "a.png", bytes: await png() }],
    ]);
    const { id } = await saveListing(as(owner), {
      values: values(),
      photos: [fileEntry(0)],
      files,
    });
    const saved = await row(id);
    expect(saved).toMatchObject({
      userId: owner.id,
      title: "Mieszkanie 3 pokoje, Leżajsk",
      price: 350_000,
      area: 54.5,
      rooms: null,
      transactionType: "wynajem",
      sellerType: "klient",
      source: "wlasne",
      externalUrl: null,
      isPremium: false,
    });
    expect(saved?.imageUrl).toMatch(/^\/uploads\/listings\/[\w-]+-1200w\.webp$/);
    expect(saved?.images).toEqual([saved?.imageUrl]);
    const base = path.basename(saved?.imageUrl ?? "").replace("-1200w.webp", "");
    expect((await storedFiles()).filter((f) => f.startsWith(base))).toEqual(
      ["1200w", "480w", "800w"].map((w) => `${base}-${w}.webp`),
    );
  });

  it("decides the seller type from the account, whatever the form sends", async () => {
    const forged = new FormData();
    for (const [k, v] of Object.entries({
      intent: "listing-save",
      title: "Dom w Jelnej",
      price: "500000",
      location: "jelna",
      type: "dom",
      transactionType: "sprzedaz",
      phone: "600123456",
      sellerType: "sprawdzone",
      userId: other.id,
      isVerified: "true",
      views: "9999",
    })) {
      forged.set(k, v);
    }
    const response = await saveListingForm(forged, {
      ...as(broker),
      importPolicy: { allowedHosts: [] },
    });
    const result = (response as { data: { ok: boolean; id: string } }).data;
    expect(result.ok).toBe(true);
    expect(await row(result.id)).toMatchObject({
      userId: broker.id,
      sellerType: "posrednik",
      isVerified: false,
      views: 0,
    });

    if (!owner.profile) throw new Error("the factory makes a profile");
    const verified = { ...owner, profile: { ...owner.profile, isVerifiedSeller: true } };
    const { id } = await saveListing(as(verified), {
      values: values(),
      photos: [],
      files: new Map(),
    });
    expect((await row(id))?.sellerType).toBe("sprawdzone");
  });

  it("never takes premium, featured or urgent from the form: they are paid", async () => {
    const post = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        intent: "listing-save",
        title: "Dom w Jelnej",
        price: "500000",
        location: "jelna",
        type: "dom",
        transactionType: "sprzedaz",
        phone: "600123456",
        isPremium: "on",
        isFeatured: "true",
        isUrgent: "true",
        ...fields,
      })) {
        form.set(k, v);
      }
      return saveListingForm(form, { ...as(owner), importPolicy: { allowedHosts: [] } }).then(
        (r) => (r as { data: { ok: boolean; id: string } }).data,
      );
    };
    const paid = async (id: string) => {
      const r = await row(id);
      return { isPremium: r?.isPremium, isFeatured: r?.isFeatured, isUrgent: r?.isUrgent };
    };

    const created = await post({});
    expect(created.ok).toBe(true);
    expect(await paid(created.id)).toEqual({
      isPremium: false,
      isFeatured: false,
      isUrgent: false,
    });

    // Premium the administrator gave survives the owner's edit, which cannot clear it either.
    await setListingFlag(as(admin), { id: created.id, flag: "isPremium", value: true });
    expect((await post({ id: created.id, isPremium: "" })).ok).toBe(true);
    expect(await paid(created.id)).toEqual({ isPremium: true, isFeatured: false, isUrgent: false });
  });

  it("keeps the portal's source and page for a listing imported by URL", async () => {
    const { id } = await saveListing(as(owner), {
      values: values(),
      photos: [],
      files: new Map(),
      origin: {
        source: "otodom",
        externalUrl: "https://www.otodom.pl/pl/oferta/mieszkanie-ID4abc123",
      },
    });
    expect(await row(id)).toMatchObject({
      source: "otodom",
      externalUrl: "https://www.otodom.pl/pl/oferta/mieszkanie-ID4abc123",
    });
  });

  it("refuses a fake image by content, names it when several files are sent, and leaves no file", async () => {
    const before = await storedFiles();
    const files = new Map<string, UploadedFile>([
      ["photo-0", { name: "ok.png", bytes: await png() }],
      ["photo-1", { name: "zdjecie.jpg", bytes: new TextEncoder().encode("not an image at all") }],
    ]);
    const error = await rejects(() =>
      saveListing(as(owner), { values: values(), photos: [fileEntry(0), fileEntry(1)], files }),
    );
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect(error.message).toBe("Plik zdjecie.jpg nie jest obrazem.");
    expect(await storedFiles()).toEqual(before);
  });

  it("deletes the stored photos again when the insert fails", async () => {
    const before = await storedFiles();
    const files = new Map<string, UploadedFile>([
      ["photo-0", { name: "a.png", bytes: await png() }],
    ]);
    // A user id that does not exist breaks the foreign key after the photos are written.
    const ghost = { ...owner, id: "no-such-user" };
    await rejects(() =>
      saveListing(as(ghost), { values: values(), photos: [fileEntry(0)], files }),
    );
    expect(await storedFiles()).toEqual(before);
  });

  it("answers a storage that cannot be reached with 503 and a Polish reason, leaving no row or file", async () => {
    const before = await storedFiles();
    const files = new Map<string, UploadedFile>([
      ["photo-0", { name: "a.png", bytes: await png() }],
    ]);
    // The storage goes down after two of the photo's widths are written.
    const failing = storageDownAfter(2);
    const title = "Zapisane przy niedostępnym magazynie";
    const error = await rejects(() =>
      saveListing(as(owner, { storage: failing }), {
        values: values({ title }),
        photos: [fileEntry(0)],
        files,
      }),
    );
    expect([error.code, error.status, error.message]).toEqual([
      "unavailable",
      503,
      PHOTO_STORAGE_UNAVAILABLE,
    ]);
    expect(await storedFiles()).toEqual(before);
    expect(await database.db.select().from(properties).where(eq(properties.title, title))).toEqual(
      [],
    );
  });

  it("re-hosts portal photos through the injected fetcher and refuses other stored URLs", async () => {
    const bytes = await png(800);
    const fetched: string[] = [];
    const ctx = as(owner, {
      fetchImage: async (url) => {
        fetched.push(url);
        return bytes;
      },
    });
    const { id } = await saveListing(ctx, {
      values: values(),
      photos: [{ kind: "remote", url: "https://ireland.apollo.olxcdn.com/v1/files/abc/image" }],
      files: new Map(),
    });
    expect(fetched).toEqual(["https://ireland.apollo.olxcdn.com/v1/files/abc/image"]);
    expect((await row(id))?.imageUrl).toMatch(/^\/uploads\/listings\/.+-1200w\.webp$/);

    const theirs = (await row(id))?.imageUrl ?? "";
    const error = await rejects(() =>
      saveListing(as(other), {
        values: values(),
        photos: [{ kind: "stored", url: theirs }],
        files: new Map(),
      }),
    );
    expect(error.code).toBe("invalid");
  });
});

describe("only the owner (or an administrator) changes a listing", () => {
  it("refuses another user's update and delete, and changes nothing", async () => {
    const { id } = await saveListing(as(owner), {
      values: values(),
      photos: [],
      files: new Map(),
    });
    const before = await row(id);
    const update = await rejects(() =>
      saveListing(as(other), {
        id,
        values: values({ title: "Przejęte" }),
        photos: [],
        files: new Map(),
      }),
    );
    expect(update.code).toBe("forbidden");
    expect((await rejects(() => deleteListing(as(other), id))).code).toBe("forbidden");
    expect((await rejects(() => getListingForEdit(as(other), id))).code).toBe("forbidden");
    expect((await rejects(() => deleteListing(as(null), id))).code).toBe("forbidden");
    expect(await row(id)).toEqual(before);
  });

  it("refuses a service company, which has no listings, and stores nothing", async () => {
    const company = await createTestUser(database.db, { roles: ["firma"] });
    const refusal = await rejects(() =>
      saveListing(as(company), { values: values(), photos: [], files: new Map() }),
    );
    expect(refusal.code).toBe("forbidden");
    expect(refusal.message).toBe("Konto firmy nie dodaje ogłoszeń.");
    const rows = await database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.userId, company.id));
    expect(rows).toEqual([]);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect(
      (await rejects(() => deleteListing(as(owner), "00000000-0000-4000-8000-000000000000"))).code,
    ).toBe("not_found");
    expect((await rejects(() => deleteListing(as(owner), "1 or 1=1"))).code).toBe("not_found");
  });

  it("lets the owner edit (premium and seller type stay) and delete, photos removed with it", async () => {
    const files = new Map<string, UploadedFile>([
      ["photo-0", { name: "a.png", bytes: await png() }],
      ["photo-1", { name: "b.png", bytes: await png(1000) }],
    ]);
    const { id } = await saveListing(as(owner), {
      values: values(),
      photos: [fileEntry(0), fileEntry(1)],
      files,
    });
    await setListingFlag(as(admin), { id, flag: "isPremium", value: true });
    const created = await row(id);
    expect(created?.isPremium).toBe(true);
    const [first, second] = created?.images ?? [];

    // Keep the second photo only, now first; the administrator's premium stays.
    await saveListing(as(owner), {
      id,
      values: values({ title: "Nowy tytuł" }),
      photos: [{ kind: "stored", url: second as string }],
      files: new Map(),
    });
    const updated = await row(id);
    expect(updated).toMatchObject({ title: "Nowy tytuł", isPremium: true, imageUrl: second });
    const firstBase = path.basename(first as string).replace("-1200w.webp", "");
    expect((await storedFiles()).some((f) => f.startsWith(firstBase))).toBe(false);

    await deleteListing(as(owner), id);
    expect(await row(id)).toBeUndefined();
    const secondBase = path.basename(second as string).replace("-1200w.webp", "");
    expect((await storedFiles()).some((f) => f.startsWith(secondBase))).toBe(false);
  });

  it("lets an administrator edit someone's listing", async () => {
    const { id } = await saveListing(as(owner), {
      values: values(),
      photos: [],
      files: new Map(),
    });
    await saveListing(as(admin), {
      id,
      values: values({ title: "Poprawione przez admina" }),
      photos: [],
      files: new Map(),
    });
    expect(await row(id)).toMatchObject({ title: "Poprawione przez admina", userId: owner.id });
  });
});

/** An agency account with its agency row and one broker linked to it (active). */
async function agencyWithBroker() {
  const agency = await createTestUser(database.db, { roles: ["agencja"] });
  const [row] = await database.db
    .insert(agencies)
    .values({ ownerId: agency.id, name: "Biuro Okolica" })
    .returning({ id: agencies.id });
  const agencyId = (row as { id: string }).id;
  const agent = await createTestUser(database.db, {
    roles: ["posrednik"],
    firstName: "Jan",
    lastName: "Kowalski",
  });
  await database.db.insert(agentAgencies).values({ agentId: agent.id, agencyId, status: "active" });
  const link = and(eq(agentAgencies.agentId, agent.id), eq(agentAgencies.agencyId, agencyId));
  return { agency, agent, link };
}

describe("an agency manages the listings of its active brokers", () => {
  it("edits one without changing its owner, seller type or source, then deletes it", async () => {
    const { agency, agent } = await agencyWithBroker();
    const { id } = await saveListing(as(agent), {
      values: values(),
      photos: [],
      files: new Map(),
      origin: {
        source: "otodom",
        externalUrl: "https://www.otodom.pl/pl/oferta/mieszkanie-ID4agency1",
      },
    });
    await setListingFlag(as(admin), { id, flag: "isPremium", value: true });
    const before = await row(id);

    expect((await getListingForEdit(as(agency), id)).title).toBe(before?.title);
    await saveListing(as(agency), {
      id,
      values: values({ title: "Poprawione przez agencję" }),
      photos: [],
      files: new Map(),
    });
    expect(await row(id)).toMatchObject({
      title: "Poprawione przez agencję",
      userId: agent.id,
      sellerType: "posrednik",
      source: "otodom",
      externalUrl: "https://www.otodom.pl/pl/oferta/mieszkanie-ID4agency1",
      isPremium: true,
    });

    await deleteListing(as(agency), id);
    expect(await row(id)).toBeUndefined();
  });

  it("lists its own and its active brokers' listings, the brokers' with their names", async () => {
    const { agency, agent, link } = await agencyWithBroker();
    const own = await saveListing(as(agency), {
      values: values({ title: "Agencji" }),
      photos: [],
      files: new Map(),
    });
    const brokers = await saveListing(as(agent), {
      values: values({ title: "Pośrednika" }),
      photos: [],
      files: new Map(),
    });
    await saveListing(as(other), {
      values: values({ title: "Cudze" }),
      photos: [],
      files: new Map(),
    });

    const listed = (await listOwnListings(as(agency), FIRST_PAGE)).items;
    expect(listed.map((l) => [l.id, l.brokerName])).toEqual([
      [brokers.id, "Jan Kowalski"],
      [own.id, null],
    ]);
    // The broker's own panel shows only the broker's listings, without a name on them.
    expect(
      (await listOwnListings(as(agent), FIRST_PAGE)).items.map((l) => [l.id, l.brokerName]),
    ).toEqual([[brokers.id, null]]);

    await database.db.update(agentAgencies).set({ status: "ended" }).where(link);
    expect((await listOwnListings(as(agency), FIRST_PAGE)).items.map((l) => l.id)).toEqual([
      own.id,
    ]);
  });

  it("loses access once the broker is removed (link inactive or deleted)", async () => {
    const { agency, agent, link } = await agencyWithBroker();
    const { id } = await saveListing(as(agent), {
      values: values(),
      photos: [],
      files: new Map(),
    });
    const before = await row(id);

    await database.db.update(agentAgencies).set({ status: "ended" }).where(link);
    const edit = () =>
      saveListing(as(agency), {
        id,
        values: values({ title: "Po odejściu" }),
        photos: [],
        files: new Map(),
      });
    expect((await rejects(edit)).code).toBe("forbidden");
    expect((await rejects(() => getListingForEdit(as(agency), id))).code).toBe("forbidden");

    await database.db.delete(agentAgencies).where(link);
    expect((await rejects(edit)).code).toBe("forbidden");
    expect((await rejects(() => deleteListing(as(agency), id))).code).toBe("forbidden");
    expect(await row(id)).toEqual(before);
  });

  it("loses access when an administrator deactivates the agency", async () => {
    const { agency, agent } = await agencyWithBroker();
    const { id } = await saveListing(as(agent), {
      values: values(),
      photos: [],
      files: new Map(),
    });
    await database.db
      .update(agencies)
      .set({ isActive: false })
      .where(eq(agencies.ownerId, agency.id));

    const edit = () =>
      saveListing(as(agency), {
        id,
        values: values({ title: "X" }),
        photos: [],
        files: new Map(),
      });
    expect((await rejects(edit)).code).toBe("forbidden");
    expect((await listOwnListings(as(agency), FIRST_PAGE)).items.map((l) => l.id)).not.toContain(
      id,
    );
  });

  it("refuses another agency, and the broker on the agency's own listings", async () => {
    const { agency, agent } = await agencyWithBroker();
    const { agency: rival } = await agencyWithBroker();
    const brokers = await saveListing(as(agent), {
      values: values(),
      photos: [],
      files: new Map(),
    });
    const agencys = await saveListing(as(agency), {
      values: values(),
      photos: [],
      files: new Map(),
    });

    const byRival = () =>
      saveListing(as(rival), {
        id: brokers.id,
        values: values({ title: "X" }),
        photos: [],
        files: new Map(),
      });
    expect((await rejects(byRival)).code).toBe("forbidden");
    expect((await rejects(() => deleteListing(as(rival), brokers.id))).code).toBe("forbidden");
    expect((await listOwnListings(as(rival), FIRST_PAGE)).items.map((l) => l.id)).not.toContain(
      brokers.id,
    );

    const byBroker = () =>
      saveListing(as(agent), {
        id: agencys.id,
        values: values({ title: "X" }),
        photos: [],
        files: new Map(),
      });
    expect((await rejects(byBroker)).code).toBe("forbidden");
    expect((await rejects(() => deleteListing(as(agent), agencys.id))).code).toBe("forbidden");
    expect((await row(agencys.id))?.title).not.toBe("X");
  });
});

const silentLog = { error: () => {} } as unknown as Parameters<typeof importListingForm>[2];

/** The properties tab's action, intent by intent. */
const LISTING_FORMS = {
  "listing-save": saveListingForm,
  "listing-delete": deleteListingForm,
  "listing-import": importListingForm,
};

describe("the panel's listing action", () => {
  const post = (actor: Actor, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    return LISTING_FORMS[fields.intent as keyof typeof LISTING_FORMS](
      form,
      { ...panelPhotoStore(storage, { allowedHosts: [] }), db: database.db, actor },
      silentLog,
    ).then((r) => r as { data: Record<string, unknown>; init: { status: number } | null });
  };

  it("answers a bad form with Polish field errors and the spec's failure text", async () => {
    const response = await post(owner, {
      intent: "listing-save",
      title: " ",
      price: "dużo",
      location: "krakow",
      type: "mieszkanie",
      transactionType: "sprzedaz",
      phone: "",
    });
    expect(response.data).toMatchObject({
      ok: false,
      title: "Błąd",
      message: "Nie udało się dodać ogłoszenia.",
    });
    const result = response.data as FormResult;
    expect(fieldError(result, "title")).toBe("Podaj tytuł ogłoszenia.");
    expect(fieldError(result, "price")).toBe("Podaj cenę w złotych, np. 350 000.");
    expect(fieldError(result, "location")).toBe("Wybierz miejscowość.");
    expect(fieldError(result, "phone")).toBe("Podaj numer telefonu.");
    // What was typed comes back, so the form shows it again.
    expect(result.submission?.initialValue).toMatchObject({ price: "dużo", location: "krakow" });
    expect(response.init?.status).toBe(400);
  });

  it("answers a save while the photo storage is down with 503 and its reason, not as a database outage", async () => {
    const form = new FormData();
    const fields = {
      intent: "listing-save",
      title: "Dom",
      price: "100000",
      location: "jelna",
      type: "dom",
      transactionType: "sprzedaz",
      phone: "600123456",
      photos: JSON.stringify([fileEntry(0)]),
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set("photo-0", new Blob([await png(800)], { type: "image/png" }), "a.png");
    const ctx = { ...panelPhotoStore(storageDownAfter(0), { allowedHosts: [] }), db: database.db };
    const response = (await saveListingForm(form, { ...ctx, actor: owner })) as {
      data: Record<string, unknown>;
      init: { status: number } | null;
    };
    expect(response.init?.status).toBe(503);
    expect(response.data).toMatchObject({
      ok: false,
      message: `Nie udało się dodać ogłoszenia. ${PHOTO_STORAGE_UNAVAILABLE}`,
    });
  });

  it("refuses a tour from a host the detail page would not embed, and a javascript: video", async () => {
    const response = await post(owner, {
      intent: "listing-save",
      title: "Dom",
      price: "100000",
      location: "jelna",
      type: "dom",
      transactionType: "sprzedaz",
      phone: "600123456",
      virtualTourUrl: "https://evil.example/tour",
    });
    expect(fieldError(response.data as FormResult, "virtualTourUrl")).toMatch(/Matterport/);
    const video = listingSchema.safeParse({
      title: "x",
      price: "1",
      location: "jelna",
      type: "dom",
      transactionType: "sprzedaz",
      phone: "600123456",
      videos: ["javascript:alert(1)", ""],
    });
    expect(video.success).toBe(false);
  });

  it("deletes through the action only for the owner", async () => {
    const { id } = await saveListing(as(owner), {
      values: values(),
      photos: [],
      files: new Map(),
    });
    const refused = await post(other, { intent: "listing-delete", id });
    expect(refused.data).toMatchObject({ ok: false, title: "Błąd" });
    expect(String(refused.data.message)).toContain("Nie udało się usunąć ogłoszenia.");
    expect(refused.init?.status).toBe(403);
    expect(await row(id)).toBeDefined();
    const done = await post(owner, { intent: "listing-delete", id });
    expect(done.data).toMatchObject({
      ok: true,
      title: "Sukces",
      message: "Ogłoszenie zostało usunięte.",
    });
    expect(await row(id)).toBeUndefined();
  });

  it("believes an import's portal only for a page on that portal's host", async () => {
    const fields = {
      intent: "listing-save",
      title: "Dom z importu",
      price: "420000",
      location: "jelna",
      type: "dom",
      transactionType: "sprzedaz",
      phone: "600123456",
    };
    const genuine = await post(owner, {
      ...fields,
      source: "otodom",
      externalUrl: "https://www.otodom.pl/pl/oferta/dom-ID4xyz",
    });
    expect(await row(String(genuine.data.id))).toMatchObject({
      source: "otodom",
      externalUrl: "https://www.otodom.pl/pl/oferta/dom-ID4xyz",
    });
    const forged = await post(owner, {
      ...fields,
      source: "otodom",
      externalUrl: "https://evil.example/phishing",
    });
    expect(await row(String(forged.data.id))).toMatchObject({
      source: "wlasne",
      externalUrl: null,
    });
  });

  it("limits imports per user and hour", async () => {
    const importer = await createTestUser(database.db);
    const tries = [];
    for (let i = 0; i < 31; i++) {
      tries.push(await post(importer, { intent: "listing-import", url: "https://example.com/a" }));
    }
    expect(tries[0]?.data).toMatchObject({ ok: false, title: "Błąd importu" });
    expect(tries[29]?.init?.status).toBe(400);
    expect(tries[30]?.init?.status).toBe(429);
    expect(String(tries[30]?.data.message)).toMatch(/najwyżej 30 ogłoszeń na godzinę/);
  });

  it("requires a URL for the import", async () => {
    const response = await post(owner, { intent: "listing-import", url: "   " });
    expect(response.data).toMatchObject({
      ok: false,
      title: "Błąd importu",
      message: "Podaj adres URL ogłoszenia.",
    });
  });
});

describe("a portal photo's address with broken percent-encoding", () => {
  it.each([
    "https://ireland.apollo.olxcdn.com/v1/files/%E0%A4%A",
    "https://ireland.apollo.olxcdn.com/v1/files/%zz",
  ])("is refused with a Polish 4xx when it cannot be fetched, not a URIError (%s)", async (url) => {
    const ctx = as(owner, {
      fetchImage: async () => {
        throw new Error("404");
      },
    });
    const error = await rejects(() =>
      saveListing(ctx, { values: values(), photos: [{ kind: "remote", url }], files: new Map() }),
    );
    expect([error.code, error.status]).toEqual(["invalid", 400]);
    expect(error.message).toMatch(/^Nie udało się pobrać zdjęcia %(E0%A4%A|zz) z portalu\.$/);
  });

  it("is fetched and saved when the portal serves it", async () => {
    const bytes = await png(800);
    const { id } = await saveListing(as(owner, { fetchImage: async () => bytes }), {
      values: values(),
      photos: [{ kind: "remote", url: "https://ireland.apollo.olxcdn.com/v1/files/%E0%A4%A" }],
      files: new Map(),
    });
    expect((await row(id))?.imageUrl).toMatch(/^\/uploads\/listings\/.+-1200w\.webp$/);
  });
});

describe("a listing's structured parameters", () => {
  const flatParams = {
    market: "wtorny",
    floor: "2",
    floorsTotal: "4",
    yearBuilt: "1985",
    heating: "miejskie",
    rentAdditional: "450",
    deposit: "3 000",
    plotType: "budowlana",
    utilities: "woda",
  };

  it("stores those of the type and transaction and drops the rest, whatever is sent", async () => {
    const flat = await saveListing(as(owner), {
      values: values({ transactionType: "sprzedaz", ...flatParams }),
      photos: [],
      files: new Map(),
    });
    expect(await row(flat.id)).toMatchObject({
      market: "wtorny",
      floor: 2,
      floorsTotal: 4,
      yearBuilt: 1985,
      heating: "miejskie",
      rentAdditional: 450,
      // A sale has no deposit; a flat no plot type or utilities.
      deposit: null,
      plotType: null,
      utilities: null,
    });
    expect(await getListingForEdit(as(owner), flat.id)).toMatchObject({
      floor: 2,
      market: "wtorny",
    });

    const plot = await saveListing(as(owner), {
      values: values({
        type: "dzialka",
        transactionType: "sprzedaz",
        area: "1 200",
        ...flatParams,
      }),
      photos: [],
      files: new Map(),
    });
    expect(await row(plot.id)).toMatchObject({
      plotType: "budowlana",
      utilities: ["woda"],
      // A plot's plot area is its area, for the plot-area filter.
      plotArea: 1200,
      market: null,
      floor: null,
      yearBuilt: null,
      rentAdditional: null,
    });

    // Changing the type on an edit drops what no longer applies.
    await saveListing(as(owner), {
      id: flat.id,
      values: values({ ...flatParams }),
      photos: [],
      files: new Map(),
    });
    expect(await row(flat.id)).toMatchObject({ market: null, deposit: 3000, floor: 2 });
  });

  it("refuses another user's change of them and keeps the stored ones", async () => {
    const { id } = await saveListing(as(owner), {
      values: values({ transactionType: "sprzedaz", market: "pierwotny", yearBuilt: "2024" }),
      photos: [],
      files: new Map(),
    });
    const refused = await rejects(() =>
      saveListing(as(other), {
        id,
        values: values({ transactionType: "sprzedaz", market: "wtorny", yearBuilt: "1960" }),
        photos: [],
        files: new Map(),
      }),
    );
    expect(refused.code).toBe("forbidden");
    expect(await row(id)).toMatchObject({ market: "pierwotny", yearBuilt: 2024 });
  });
});
