import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveListingForm } from "../../app/routes/panel/listing-forms.server.ts";
import { LISTING_TEXT } from "../../shared/listing-schemas.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { createStorage, type Storage } from "../storage/storage.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { IMAGE_JOB_MAX_WAITING, IMAGES_BUSY_MESSAGE, runImageJob } from "./image-jobs.ts";
import {
  admitPhotoWork,
  FETCHED_PHOTO_MEGAPIXELS,
  MAX_PIXELS_PER_SAVE,
  PHOTO_ADMISSION_TEXT,
  PHOTO_MEGAPIXELS_PER_MINUTE,
  type PhotoUpload,
  photoLimitKey,
} from "./photo-admission.ts";
import { ImageRejectedError, MAX_IMAGE_PIXELS } from "./process-image.ts";

let database: Database;
let dataDir: string;
let storage: Storage;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "okolica-photo-admission-"));
  storage = createStorage({ dataDir, storage: { driver: "local" } });
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const newUser = () => createTestUser(database.db, { roles: ["wlasciciel"] });
const ctxOf = (actor: Actor) => ({ db: database.db, actor });

/**
 * A small PNG whose header claims width × height: what the admission reads costs nothing to
 * make, and decoding it would fail, so a test passing through admission proves it decoded nothing.
 */
async function claimedPng(name: string, width: number, height: number): Promise<PhotoUpload> {
  const png = Buffer.from(
    await sharp({ create: { width: 10, height: 10, channels: 3, background: "#357" } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return { name, bytes: new Uint8Array(png) };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function counted(actor: Actor): Promise<number | null> {
  const [row] = await database.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(eq(rateLimits.key, photoLimitKey(actor.id)));
  return row?.count ?? null;
}

describe("admitPhotoWork: the pixel budget", () => {
  it("takes ordinary phone photos: six of 50 Mpx, or twenty of 12 Mpx, in one save", async () => {
    const fifty = await claimedPng("duze.png", 8_000, 6_250);
    expect(8_000 * 6_250).toBe(MAX_IMAGE_PIXELS);
    await admitPhotoWork(ctxOf(await newUser()), Array(6).fill(fifty));
    const twelve = await claimedPng("telefon.png", 4_000, 3_000);
    await admitPhotoWork(ctxOf(await newUser()), Array(20).fill(twelve));
  });

  it("refuses an image over the per-image limit by its header, naming the file (413)", async () => {
    const actor = await newUser();
    const bomb = await claimedPng("bomba.png", 20_000, 20_000);
    const error = await refusal(admitPhotoWork(ctxOf(actor), [bomb]));
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect((error as ImageRejectedError).reason).toBe("too_large");
    expect(error.message).toBe("Plik bomba.png ma zbyt dużą rozdzielczość (najwyżej 50 Mpx).");
    // Refused before anything else: nothing is taken from the user's limit.
    expect(await counted(actor)).toBeNull();
  });

  it("refuses photos that together pass the budget of one save (413), before decoding any", async () => {
    const actor = await newUser();
    // Seven of 7000 × 7000 = 343 Mpx: each within the per-image limit, together over 300 Mpx.
    const photo = await claimedPng("zdjecie.png", 7_000, 7_000);
    expect(7 * 49_000_000).toBeGreaterThan(MAX_PIXELS_PER_SAVE);
    const error = await refusal(admitPhotoWork(ctxOf(actor), Array(7).fill(photo)));
    expect((error as ImageRejectedError).reason).toBe("too_large");
    expect(error.message).toBe(PHOTO_ADMISSION_TEXT.overBudget);
    expect(error.message).toContain("300 Mpx");
    expect(await counted(actor)).toBeNull();
  });
});

describe("admitPhotoWork: the per-user limit", () => {
  it(`lets each user send ${PHOTO_MEGAPIXELS_PER_MINUTE} Mpx of photos a minute, then answers 429 in Polish`, async () => {
    const actor = await newUser();
    const photo = await claimedPng("zdjecie.png", 7_000, 7_000); // 49 Mpx
    const save = () => admitPhotoWork(ctxOf(actor), Array(6).fill(photo)); // 294 Mpx
    await save();
    await save();
    expect(await counted(actor)).toBe(588);

    const error = await refusal(save());
    expect(error.code).toBe("rate_limited");
    expect(error.status).toBe(429);
    expect(error.message).toBe(
      "W ciągu minuty można przesłać zdjęcia o łącznej rozdzielczości najwyżej 600 Mpx. Spróbuj ponownie za chwilę.",
    );
    // A small photo still counts (at least 1 Mpx a request) and is refused too.
    const small = await claimedPng("male.png", 100, 100);
    expect((await refusal(admitPhotoWork(ctxOf(actor), [small]))).code).toBe("rate_limited");

    // Another user's limit is their own.
    await admitPhotoWork(ctxOf(await newUser()), Array(6).fill(photo));
  });

  it("counts each photo a save fetches by address, and nothing for a save without new photos", async () => {
    const actor = await newUser();
    await admitPhotoWork(ctxOf(actor), []);
    expect(await counted(actor)).toBeNull();
    await admitPhotoWork(ctxOf(actor), [], 3);
    expect(await counted(actor)).toBe(3 * FETCHED_PHOTO_MEGAPIXELS);
  });

  it("lets one user have 60 photos fetched by address a minute, not more", async () => {
    const actor = await newUser();
    for (let i = 0; i < 3; i++) await admitPhotoWork(ctxOf(actor), [], 20);
    expect((await refusal(admitPhotoWork(ctxOf(actor), [], 1))).code).toBe("rate_limited");
  });
});

describe("the listing form's save with heavy photos", () => {
  function listingForm(photos: readonly PhotoUpload[]): FormData {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      title: "Mieszkanie ze zdjęciami",
      price: "350 000",
      location: "lezajsk",
      type: "mieszkanie",
      transactionType: "sprzedaz",
      phone: "600 123 456",
    })) {
      form.set(key, value);
    }
    form.set(
      "photos",
      JSON.stringify(photos.map((_, i) => ({ kind: "file", field: `photo-${i}` }))),
    );
    photos.forEach((photo, i) => {
      form.set(`photo-${i}`, new File([photo.bytes as Uint8Array<ArrayBuffer>], photo.name));
    });
    return form;
  }

  async function save(actor: Actor, photos: readonly PhotoUpload[]) {
    const response = (await saveListingForm(listingForm(photos), {
      db: database.db,
      actor,
      storage,
      importPolicy: { allowedHosts: [] },
    })) as { data: { ok: boolean; message: string }; init: { status?: number } | null };
    return { status: response.init?.status ?? 200, ...response.data };
  }

  const realPhoto = async (): Promise<PhotoUpload> => ({
    name: "salon.jpg",
    bytes: new Uint8Array(
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#a73" } })
        .jpeg()
        .toBuffer(),
    ),
  });

  async function storedFiles(): Promise<string[]> {
    return readdir(path.join(dataDir, "uploads", "listings")).catch(() => []);
  }

  it("answers 413 with the Polish reason when the photos pass the budget, and stores nothing", async () => {
    const photo = await claimedPng("zdjecie.png", 7_000, 7_000);
    const before = await storedFiles();
    const answer = await save(await newUser(), Array(7).fill(photo));
    expect(answer).toMatchObject({
      status: 413,
      ok: false,
      message: PHOTO_ADMISSION_TEXT.overBudget,
    });
    expect(await storedFiles()).toEqual(before);
  });

  it("answers 429 with the Polish reason once the user's limit is used up", async () => {
    const actor = await newUser();
    const photo = await claimedPng("zdjecie.png", 7_000, 7_000);
    await admitPhotoWork(ctxOf(actor), Array(6).fill(photo));
    await admitPhotoWork(ctxOf(actor), Array(6).fill(photo));
    await admitPhotoWork(ctxOf(actor), [await claimedPng("telefon.png", 4_000, 3_000)]);
    expect(await counted(actor)).toBe(PHOTO_MEGAPIXELS_PER_MINUTE);
    const answer = await save(actor, [await realPhoto()]);
    expect(answer).toMatchObject({
      status: 429,
      ok: false,
      message: `${LISTING_TEXT.addFailed} ${PHOTO_ADMISSION_TEXT.rateLimited}`,
    });
  });

  it("answers 503 with the Polish reason while the image queue is full, and saves once it is free", async () => {
    const actor = await newUser();
    const photo = await realPhoto();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // One job running and IMAGE_JOB_MAX_WAITING waiting: the queue takes no more.
    const fillers = Array.from({ length: 1 + IMAGE_JOB_MAX_WAITING }, () =>
      runImageJob(() => held),
    );
    try {
      const answer = await save(actor, [photo]);
      expect(answer).toMatchObject({
        status: 503,
        ok: false,
        message: `${LISTING_TEXT.addFailed} ${IMAGES_BUSY_MESSAGE}`,
      });
    } finally {
      release();
      await Promise.all(fillers);
    }
    expect(await save(actor, [photo])).toMatchObject({ status: 200, ok: true });
  });
});
