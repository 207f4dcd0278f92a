import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { LISTING_LIMITS, LISTING_TEXT, type PhotoEntry } from "../../shared/listing-schemas.ts";
import { IMAGE_FULL_WIDTH, IMAGE_WIDTHS } from "../../shared/urls.ts";
import type { Db } from "../db/client.ts";
import type { FileOwnerKind, properties, services } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { LINKED_IMAGE_CONCURRENCY, shownUrl } from "../images/linked-image.ts";
import { ImageRejectedError, type ImageSize, processImage } from "../images/process-image.ts";
import { mapConcurrently } from "../map-concurrently.ts";
import { deleteWithRetry } from "../storage/delete-with-retry.ts";
import { assertValidKey } from "../storage/keys.ts";
import type { Storage } from "../storage/storage.ts";
import { recordFiles, releaseFiles, type StoredPicture } from "../storage/stored-files.ts";
import { isUuid } from "./ids.ts";
import type { Tx } from "./tx.ts";

/** Where listing photos are stored. */
export const LISTING_PHOTO_PREFIX = "listings";

/** Fetches a photo for re-hosting; injected so tests reach their local sites. */
type FetchImage = (url: string) => Promise<Uint8Array>;

/**
 * Where photos are stored, and how the ones given by address are fetched: `fetchImage` a portal
 * photo (the import fetcher, portal hosts only), `fetchLink` an image address someone typed
 * (fetchLinkedImage). Without them such photos are refused.
 */
export type PhotoStore = { storage: Storage; fetchImage?: FetchImage; fetchLink?: FetchImage };

/** Every width a listing or service photo is kept in; the database names the widest. */
const SIZES: ImageSize[] = IMAGE_WIDTHS.map((width) => ({
  name: `${width}w`,
  width,
  height: width,
  fit: "inside",
}));

/** The image columns of a listing or service: the first photo is the main image. */
export function photoColumns(urls: readonly string[]) {
  return { imageUrl: urls[0] ?? null, images: [...urls] };
}

/** Every photo URL of a row, main image first, without repeats. */
export function storedUrls(row: { imageUrl: string | null; images: string[] }) {
  return [...new Set([row.imageUrl, ...row.images].filter((u): u is string => !!u))];
}

/** The tables whose rows carry photos. */
type PhotoTable = typeof properties | typeof services;

/**
 * The row `id` with its owner and photos, as a change needs it first; not_found with
 * `notFound` when there is none (an id that is no UUID is none either).
 */
export async function findPhotoRow(db: Db, table: PhotoTable, id: string, notFound: string) {
  if (!isUuid(id)) throw new AppError("not_found", notFound);
  const [row] = await db
    .select({
      id: table.id,
      userId: table.userId,
      title: table.title,
      imageUrl: table.imageUrl,
      images: table.images,
    })
    .from(table)
    .where(eq(table.id, id));
  if (!row) throw new AppError("not_found", notFound);
  return row;
}

/**
 * What a save writes with its photos: the row's photos before it ([] for a new row), and its
 * INSERT or UPDATE of the form's `columns` with the photo `images`.
 */
export type PhotoRowWrite<Columns> = {
  stored: string[];
  write: (
    tx: Tx,
    columns: Columns,
    images: ReturnType<typeof photoColumns>,
  ) => Promise<{ id: string }>;
};

/** Why a save failed when the photos could not be stored; follows the form's failure text. */
export const PHOTO_STORAGE_UNAVAILABLE =
  "Zdjęć nie można teraz zapisać. Spróbuj ponownie za kilka minut.";

/** A new upload's file, as the form sent it. */
export type UploadedFile = { name: string; bytes: Uint8Array };

/** A form's values with its photos: the kept and new entries, and the files posted with them. */
export type WithPhotos<Values> = {
  values: Values;
  photos: readonly PhotoEntry[];
  files: ReadonlyMap<string, UploadedFile>;
};

/**
 * Re-encodes one photo to WebP in every width under `<prefix>/<random>-<width>w.webp` (the
 * scheme responsiveImage knows) and returns the widest one's URL with every key written.
 */
export async function storePhoto(store: PhotoStore, prefix: string, bytes: Uint8Array) {
  const variants = await processImage(bytes, SIZES);
  const base = `${prefix}/${randomBytes(16).toString("base64url")}`;
  const keys: string[] = [];
  try {
    for (const variant of variants) {
      const key = `${base}-${variant.name}.webp`;
      assertValidKey(key);
      // Taken back with the others if this write fails too: a write whose answer was lost (the
      // storage went down mid-request) may still have stored the file, and deleting a key that
      // was never stored does no harm.
      keys.push(key);
      try {
        await store.storage.put(key, variant.bytes, variant.contentType);
      } catch (error) {
        // The storage is down or unreachable: the person can only try again later, which a
        // 500's 'something went wrong' would not tell.
        throw new AppError("unavailable", PHOTO_STORAGE_UNAVAILABLE, { cause: error });
      }
    }
  } catch (error) {
    await deleteWithRetry(store.storage, keys);
    throw error;
  }
  return { url: store.storage.publicUrl(`${base}-${IMAGE_FULL_WIDTH}w.webp`), keys };
}

/**
 * Turns the form's photo list into the URLs to save, in order, and the pictures it stored: kept
 * photos must be among `current` (a crafted request cannot adopt someone else's file); new files,
 * portal photos and images given by their address are re-encoded and stored as our own, so no
 * page ever shows an address someone typed. The addresses are fetched first, a few at a time
 * (fetchPhotos), before anything is written. On any failure the files written so far are
 * deleted, so a failed save leaves nothing behind; the caller deletes the stored pictures if its
 * own write fails. Refused photos throw ImageRejectedError with the spec's per-file text.
 */
async function resolvePhotos(
  store: PhotoStore,
  prefix: string,
  entries: readonly PhotoEntry[],
  files: ReadonlyMap<string, UploadedFile>,
  current: readonly string[],
): Promise<{ urls: string[]; stored: StoredPicture[] }> {
  const fetched = await fetchPhotos(store, entries);
  const urls: string[] = [];
  const stored: StoredPicture[] = [];
  const several = entries.filter((e) => e.kind !== "stored").length > 1;
  try {
    for (const entry of entries) {
      if (entry.kind === "stored") {
        if (!current.includes(entry.url)) {
          throw new AppError("invalid", "Zdjęcie nie należy do tej oferty.");
        }
        urls.push(entry.url);
      } else {
        const photo = entry.kind === "file" ? uploadedFile(entry, files) : fetched.get(entry);
        if (!photo) throw new Error("A fetched photo is missing");
        let picture: StoredPicture;
        try {
          picture = await storePhoto(store, prefix, photo.bytes);
        } catch (error) {
          throw named(error, photo.name, several || entry.kind === "link");
        }
        stored.push(picture);
        urls.push(picture.url);
      }
    }
  } catch (error) {
    await deleteWithRetry(
      store.storage,
      stored.flatMap((picture) => picture.keys),
    );
    throw error;
  }
  return { urls: [...new Set(urls)], stored };
}

type FetchedEntry = Extract<PhotoEntry, { kind: "remote" | "link" }>;

/**
 * The bytes of every portal photo and linked image of a save, LINKED_IMAGE_CONCURRENCY at a time
 * (each bounded in time and size by its fetcher), at most LISTING_LIMITS.fetchedPhotosMax of
 * them. The first refused one, in the form's order, is thrown.
 */
async function fetchPhotos(
  store: PhotoStore,
  entries: readonly PhotoEntry[],
): Promise<Map<PhotoEntry, UploadedFile>> {
  const remote = entries.filter((e): e is FetchedEntry => e.kind === "remote" || e.kind === "link");
  if (remote.length > LISTING_LIMITS.fetchedPhotosMax) {
    throw new AppError("invalid", LISTING_TEXT.tooManyFetchedPhotos);
  }
  const outcomes = await mapConcurrently(remote, LINKED_IMAGE_CONCURRENCY, (entry) =>
    fetchPhoto(store, entry),
  );
  const photos = new Map<PhotoEntry, UploadedFile>();
  outcomes.forEach((outcome, i) => {
    if (!outcome.ok) throw outcome.error;
    photos.set(remote[i] as FetchedEntry, outcome.value);
  });
  return photos;
}

function uploadedFile(
  entry: Extract<PhotoEntry, { kind: "file" }>,
  files: ReadonlyMap<string, UploadedFile>,
): UploadedFile {
  const file = files.get(entry.field);
  if (!file) throw new AppError("invalid", "Brakuje wysłanego zdjęcia. Dodaj je ponownie.");
  return file;
}

/** A portal photo is named by its file name, a linked image by its address. */
async function fetchPhoto(store: PhotoStore, entry: FetchedEntry): Promise<UploadedFile> {
  if (entry.kind === "link") {
    if (!store.fetchLink) throw new ImageRejectedError("unreachable");
    return { name: `pod adresem ${shownUrl(entry.url)}`, bytes: await store.fetchLink(entry.url) };
  }
  const name = remoteFileName(entry.url);
  if (!store.fetchImage) throw new ImageRejectedError("unreachable");
  try {
    return { name, bytes: await store.fetchImage(entry.url) };
  } catch (error) {
    throw new ImageRejectedError("unreachable", `Nie udało się pobrać zdjęcia ${name} z portalu.`, {
      cause: error,
    });
  }
}

/** The file name a remote photo is named by in messages; a broken %-escape is shown as sent. */
function remoteFileName(url: string): string {
  const last = new URL(url).pathname.split("/").pop() || url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * With several files the spec names the refused one ('Plik <name> nie jest obrazem.'); a linked
 * image is always named by its address.
 */
function named(error: unknown, name: string, naming: boolean): unknown {
  if (!(error instanceof ImageRejectedError) || !naming) return error;
  const message =
    error.reason === "too_large"
      ? LISTING_TEXT.fileTooLargeNamed(name)
      : LISTING_TEXT.notImageNamed(name);
  return new ImageRejectedError(error.reason, message, { cause: error });
}

/** Whose photos a save writes, and the storage prefix they are written under. */
export type PhotoOwner = {
  kind: Extract<FileOwnerKind, "listing" | "service" | "agency">;
  prefix: string;
};

/**
 * Stores the form's photos, then runs `write` (the INSERT or UPDATE, answering the row's id) in a
 * transaction that also records the stored files as the row's own (stored_files) and releases
 * the row's files it no longer names. If the transaction fails, the new files are deleted; once
 * it has committed, the released files are. Only files this row's saves stored are ever deleted:
 * a link, even to a photo of ours, is never turned into a key. Nothing is left orphaned.
 */
export async function writeWithPhotos<T extends { id: string }>(
  ctx: PhotoStore & { db: Db },
  {
    owner,
    photos,
    before,
    write,
  }: {
    owner: PhotoOwner;
    photos: { entries: readonly PhotoEntry[]; files: ReadonlyMap<string, UploadedFile> };
    /** The row's photo addresses before this save ([] for a new row). */
    before: readonly string[];
    write: (tx: Tx, columns: ReturnType<typeof photoColumns>) => Promise<T>;
  },
): Promise<T> {
  const { urls, stored } = await resolvePhotos(
    ctx,
    owner.prefix,
    photos.entries,
    photos.files,
    before,
  );
  let saved: { result: T; released: string[] };
  try {
    saved = await ctx.db.transaction(async (tx) => {
      const result = await write(tx, photoColumns(urls));
      const row = { kind: owner.kind, id: result.id };
      await recordFiles(tx, row, stored);
      return { result, released: await releaseFiles(tx, row, urls) };
    });
  } catch (error) {
    await deleteWithRetry(
      ctx.storage,
      stored.flatMap((picture) => picture.keys),
    );
    throw error;
  }
  await deleteWithRetry(ctx.storage, saved.released);
  return saved.result;
}
