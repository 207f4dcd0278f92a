import sharp from "sharp";
import { type DomainContext, requireSignedIn } from "../auth/actor.ts";
import { AppError } from "../errors.ts";
import { consumeRateLimit } from "../rate-limit.ts";
import { detectImageFormat, ImageRejectedError, MAX_IMAGE_PIXELS } from "./process-image.ts";

/**
 * The new photos of one request together: ten 30 Mpx phone photos, or six at the 50 Mpx
 * per-photo limit. About 4 s of one core for PNGs (JPEGs decode at reduced size, far less).
 */
export const MAX_PIXELS_PER_SAVE = 300_000_000;

/**
 * Megapixels of new photos one user may send a minute, counted across every app process: two
 * saves at the budget, or many of ordinary photos. Weighing saves by their pixels, not counting
 * them, stops a few accounts from keeping the image queue busy while small images cost little.
 */
export const PHOTO_MEGAPIXELS_PER_MINUTE = 600;
const WINDOW_MS = 60_000;

/**
 * What a photo fetched by address (a link, a portal's photo) counts before its size is known:
 * 60 of them a minute per user, so nobody makes the server fetch from a site at will.
 */
export const FETCHED_PHOTO_MEGAPIXELS = 10;

const megapixels = (pixels: number) => pixels / 1_000_000;

export const PHOTO_ADMISSION_TEXT = {
  rateLimited: `W ciągu minuty można przesłać zdjęcia o łącznej rozdzielczości najwyżej ${PHOTO_MEGAPIXELS_PER_MINUTE} Mpx. Spróbuj ponownie za chwilę.`,
  tooManyPixels: (name: string) =>
    `Plik ${name} ma zbyt dużą rozdzielczość (najwyżej ${megapixels(MAX_IMAGE_PIXELS)} Mpx).`,
  overBudget: `Zdjęcia mają razem zbyt dużą rozdzielczość (najwyżej ${megapixels(MAX_PIXELS_PER_SAVE)} Mpx w jednym zapisie). Zapisz część z nich, a resztę dodaj w edycji.`,
};

export type PhotoUpload = { name: string; bytes: Uint8Array };

/** The rate_limits key of a user's photo megapixels. */
export function photoLimitKey(userId: string): string {
  return `photo-megapixels:${userId}`;
}

/**
 * Lets a request's new photos into the image pipeline before any of them is decoded. Each
 * upload's size is read from its header: one over MAX_IMAGE_PIXELS, or all together over
 * MAX_PIXELS_PER_SAVE, are refused (ImageRejectedError 'too_large', 413). Then the request
 * takes its megapixels (at least 1) from the user's PHOTO_MEGAPIXELS_PER_MINUTE (AppError
 * 'rate_limited', 429). `fetchedPhotos`, photos the save fetches by address (a portal's, a
 * link), count FETCHED_PHOTO_MEGAPIXELS each; their pixels are checked one by one once fetched. Files that are no image are left to
 * the pipeline's own check. A request with nothing to process counts nothing.
 */
export async function admitPhotoWork(
  ctx: DomainContext,
  uploads: readonly PhotoUpload[],
  fetchedPhotos = 0,
): Promise<void> {
  if (uploads.length === 0 && fetchedPhotos === 0) return;
  const actor = requireSignedIn(ctx);
  let total = 0;
  for (const upload of uploads) {
    const pixels = await declaredPixels(upload.bytes);
    if (pixels > MAX_IMAGE_PIXELS) {
      throw new ImageRejectedError("too_large", PHOTO_ADMISSION_TEXT.tooManyPixels(upload.name));
    }
    total += pixels;
  }
  if (total > MAX_PIXELS_PER_SAVE) {
    throw new ImageRejectedError("too_large", PHOTO_ADMISSION_TEXT.overBudget);
  }
  const cost = Math.max(1, Math.ceil(megapixels(total)) + fetchedPhotos * FETCHED_PHOTO_MEGAPIXELS);
  const key = photoLimitKey(actor.id);
  if (
    !(await consumeRateLimit(ctx.db, {
      key,
      max: PHOTO_MEGAPIXELS_PER_MINUTE,
      windowMs: WINDOW_MS,
      cost,
    }))
  ) {
    throw new AppError("rate_limited", PHOTO_ADMISSION_TEXT.rateLimited);
  }
}

/** Width × height from the image's header (nothing is decoded), or 0 when it is no image. */
async function declaredPixels(bytes: Uint8Array): Promise<number> {
  if (!detectImageFormat(bytes)) return 0;
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return (width ?? 0) * (height ?? 0);
  } catch {
    return 0;
  }
}
