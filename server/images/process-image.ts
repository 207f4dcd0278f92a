import sharp, { type Metadata } from "sharp";
import { AppError, isAppError } from "../errors.ts";
import { runImageJob } from "./image-jobs.ts";

/** Spec: image files up to 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * Decoding cost grows with pixels, not bytes: a 5 MB PNG can claim 30 000 × 30 000 pixels.
 * 50 MP covers any phone camera.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export type ImageFormat = "jpeg" | "png" | "webp";
export type ImageRejection = "too_large" | "not_image" | "unreachable";

/** Titles and texts the spec gives for a refused upload. */
const IMAGE_REJECTION_TEXT: Record<ImageRejection, { title: string; message: string }> = {
  too_large: { title: "Plik za duży", message: "Maksymalny rozmiar pliku to 5MB." },
  not_image: { title: "Nieprawidłowy typ pliku", message: "Proszę wybrać plik obrazu." },
  unreachable: {
    title: "Nie udało się pobrać zdjęcia",
    message: "Nie udało się pobrać zdjęcia z podanego adresu.",
  },
};

/**
 * An upload (or an image fetched from its address) we refuse, under the spec's title; a form
 * shows the reason at its `photos` field. Too large is a 413, anything else a 400.
 */
export class ImageRejectedError extends AppError {
  readonly reason: ImageRejection;
  declare readonly title: string;

  constructor(
    reason: ImageRejection,
    message = IMAGE_REJECTION_TEXT[reason].message,
    options?: { cause?: unknown },
  ) {
    super(reason === "too_large" ? "too_large" : "invalid", message, {
      ...options,
      title: IMAGE_REJECTION_TEXT[reason].title,
      fields: { photos: message },
    });
    this.name = "ImageRejectedError";
    this.reason = reason;
  }
}

/**
 * The format told by the file's first bytes, whatever its name or declared type says. Only the
 * three raster formats we accept; SVG (scriptable), GIF, HEIC and the rest give null.
 */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  const starts = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length &&
    signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

/**
 * Checks an upload by content: size, magic bytes, and that sharp decodes it as the same format.
 * Returns the format; throws ImageRejectedError otherwise.
 */
export async function validateImage(bytes: Uint8Array): Promise<ImageFormat> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new ImageRejectedError("too_large");
  const format = detectImageFormat(bytes);
  if (!format) throw new ImageRejectedError("not_image");
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ImageRejectedError("not_image", undefined, { cause: error });
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) {
    throw new ImageRejectedError("not_image");
  }
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) {
    throw new ImageRejectedError("too_large", "Zdjęcie ma zbyt dużą rozdzielczość (maks. 50 Mpx).");
  }
  return format;
}

/** One output size: `cover` crops to exactly width × height, `inside` keeps the aspect ratio. */
export type ImageSize = { name: string; width: number; height: number; fit: "cover" | "inside" };

export type ProcessedImage = {
  name: string;
  bytes: Uint8Array;
  width: number;
  height: number;
  contentType: "image/webp";
};

/**
 * Validates an upload and re-encodes it to WebP in each size. Re-encoding drops EXIF (GPS
 * position, camera serial) and anything hidden after the image data; `.rotate()` first applies
 * the EXIF orientation so that phone photos stay upright once the tag is gone. The decoding and
 * encoding wait for their turn in the process-wide image queue (AppError 503 when it is busy).
 */
export async function processImage(
  bytes: Uint8Array,
  sizes: readonly ImageSize[],
): Promise<ProcessedImage[]> {
  await validateImage(bytes);
  try {
    return await runImageJob(() => encodeSizes(bytes, sizes));
  } catch (error) {
    if (isAppError(error)) throw error;
    // Truncated or corrupt data that passed the header check fails here.
    throw new ImageRejectedError("not_image", undefined, { cause: error });
  }
}

/**
 * One size after another, on one thread. Sizes that all keep the aspect ratio are made from one
 * upright copy no larger than the largest of them: a PNG has no shrink-on-load, so decoding it
 * once per size cost three full decodes of the upload.
 */
async function encodeSizes(bytes: Uint8Array, sizes: readonly ImageSize[]) {
  const shared =
    sizes.length > 1 && sizes.every((size) => size.fit === "inside")
      ? await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
          .rotate()
          .resize({
            width: Math.max(...sizes.map((size) => size.width)),
            height: Math.max(...sizes.map((size) => size.height)),
            fit: "inside",
            withoutEnlargement: true,
          })
          .raw()
          .toBuffer({ resolveWithObject: true })
      : null;
  const source = () =>
    shared
      ? sharp(shared.data, {
          raw: {
            width: shared.info.width,
            height: shared.info.height,
            channels: shared.info.channels,
          },
        })
      : sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const images: ProcessedImage[] = [];
  for (const size of sizes) {
    const { data, info } = await source()
      .resize({
        width: size.width,
        height: size.height,
        fit: size.fit,
        // Listing photos smaller than the box stay as they are; avatars are always filled.
        withoutEnlargement: size.fit === "inside",
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    images.push({
      name: size.name,
      bytes: new Uint8Array(data),
      width: info.width,
      height: info.height,
      contentType: "image/webp",
    });
  }
  return images;
}

const AVATAR_SIZE: ImageSize = { name: "avatar", width: 256, height: 256, fit: "cover" };

/** A profile photo: 256 × 256 WebP, cropped to fill. */
export async function processAvatar(bytes: Uint8Array): Promise<ProcessedImage> {
  const [avatar] = await processImage(bytes, [AVATAR_SIZE]);
  return avatar as ProcessedImage;
}
