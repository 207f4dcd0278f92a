import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { runImageJob } from "./image-jobs.ts";
import {
  detectImageFormat,
  ImageRejectedError,
  MAX_IMAGE_BYTES,
  processAvatar,
  processImage,
  validateImage,
} from "./process-image.ts";

/** A real image of the given format, drawn in memory. */
async function drawImage(
  format: "jpeg" | "png" | "webp" | "gif" | "tiff",
  width = 400,
  height = 300,
  exif?: Record<string, Record<string, string>>,
  orientation?: number,
): Promise<Uint8Array> {
  let image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } },
  }).toFormat(format);
  if (exif || orientation) image = image.withMetadata({ exif, orientation });
  return new Uint8Array(await image.toBuffer());
}

async function rejection(promise: Promise<unknown>): Promise<ImageRejectedError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return error as ImageRejectedError;
}

describe("detectImageFormat", () => {
  it("tells the format from magic bytes", async () => {
    expect(detectImageFormat(await drawImage("jpeg"))).toBe("jpeg");
    expect(detectImageFormat(await drawImage("png"))).toBe("png");
    expect(detectImageFormat(await drawImage("webp"))).toBe("webp");
    expect(detectImageFormat(await drawImage("gif"))).toBeNull();
    expect(detectImageFormat(new TextEncoder().encode("<svg></svg>"))).toBeNull();
    expect(detectImageFormat(new Uint8Array())).toBeNull();
  });
});

describe("validateImage", () => {
  it.each(["jpeg", "png", "webp"] as const)("accepts %s", async (format) => {
    expect(await validateImage(await drawImage(format))).toBe(format);
  });

  it("refuses a text file whatever it is called (a .png name does not make it a PNG)", async () => {
    const text = new TextEncoder().encode("To nie jest obraz, tylko tekst w pliku avatar.png\n");
    const error = await rejection(validateImage(text));
    expect(error.reason).toBe("not_image");
    expect(error.title).toBe("Nieprawidłowy typ pliku");
    expect(error.message).toBe("Proszę wybrać plik obrazu.");
    expect(error.code).toBe("invalid");
  });

  it("refuses SVG, even one sharp could render", async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    // sharp itself would decode it; our content check must not let it through.
    expect((await sharp(Buffer.from(svg)).metadata()).format).toBe("svg");
    expect((await rejection(validateImage(svg))).reason).toBe("not_image");
  });

  it("refuses other raster formats (GIF, TIFF)", async () => {
    expect((await rejection(validateImage(await drawImage("gif")))).reason).toBe("not_image");
    expect((await rejection(validateImage(await drawImage("tiff")))).reason).toBe("not_image");
  });

  it("refuses a PNG signature followed by garbage", async () => {
    const fake = new Uint8Array(200);
    fake.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await rejection(validateImage(fake))).reason).toBe("not_image");
  });

  it("refuses a truncated JPEG when re-encoding", async () => {
    const jpeg = await drawImage("jpeg", 800, 600);
    const truncated = jpeg.slice(0, Math.floor(jpeg.length / 3));
    expect((await rejection(processAvatar(truncated))).reason).toBe("not_image");
  });

  it("refuses anything over 5 MB before decoding it", async () => {
    const png = await drawImage("png");
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(png);
    const error = await rejection(validateImage(big));
    expect(error.reason).toBe("too_large");
    expect(error.title).toBe("Plik za duży");
    expect(error.message).toBe("Maksymalny rozmiar pliku to 5MB.");
  });

  it("accepts a real image of several MB under the limit", async () => {
    // Noise does not compress, so a large PNG of noise lands near the limit.
    const raw = Buffer.alloc(1100 * 1100 * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
    const png = new Uint8Array(
      await sharp(raw, { raw: { width: 1100, height: 1100, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer(),
    );
    expect(png.byteLength).toBeGreaterThan(3 * 1024 * 1024);
    expect(png.byteLength).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    expect(await validateImage(png)).toBe("png");
  });

  it("refuses images with too many pixels (decompression bombs)", async () => {
    // A small PNG whose header claims 10 000 × 6 000 pixels: the refusal must come from the
    // header, before anything is decoded.
    const png = Buffer.from(await drawImage("png", 10, 10));
    png.writeUInt32BE(10_000, 16);
    png.writeUInt32BE(6_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const bomb = new Uint8Array(png);
    const metadata = await sharp(bomb).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 10_000, 6_000]);
    expect((await rejection(validateImage(bomb))).reason).toBe("too_large");
  });
});

describe("processImage", () => {
  it("turns an avatar into a 256×256 WebP", async () => {
    for (const format of ["jpeg", "png", "webp"] as const) {
      const avatar = await processAvatar(await drawImage(format, 640, 360));
      expect(avatar.contentType).toBe("image/webp");
      expect(detectImageFormat(avatar.bytes)).toBe("webp");
      const metadata = await sharp(avatar.bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 256, 256]);
    }
  });

  it("strips EXIF and applies the orientation first", async () => {
    // 400×200 stored, orientation 6 = shown rotated 90°: a portrait photo from a phone.
    const photo = await drawImage(
      "jpeg",
      400,
      200,
      { IFD0: { Make: "Telefon", Model: "Ujawnia-Model" } },
      6,
    );
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();

    const [out] = await processImage(photo, [
      { name: "large", width: 1600, height: 1600, fit: "inside" },
    ]);
    const after = await sharp(out?.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([200, 400]);
    expect(Buffer.from(out?.bytes ?? []).includes("Ujawnia-Model")).toBe(false);
  });

  it("makes several sizes at once, never enlarging with 'inside'", async () => {
    const sizes = await processImage(await drawImage("png", 1000, 500), [
      { name: "thumb", width: 300, height: 300, fit: "cover" },
      { name: "medium", width: 800, height: 800, fit: "inside" },
      { name: "large", width: 2000, height: 2000, fit: "inside" },
    ]);
    expect(sizes.map((s) => [s.name, s.width, s.height])).toEqual([
      ["thumb", 300, 300],
      ["medium", 800, 400],
      ["large", 1000, 500],
    ]);
  });

  it("makes sizes that keep the aspect ratio from one upright copy, EXIF orientation applied", async () => {
    // 1600×800 stored, orientation 6: upright it is 800×1600.
    const photo = await drawImage("jpeg", 1600, 800, undefined, 6);
    const sizes = await processImage(photo, [
      { name: "480w", width: 480, height: 480, fit: "inside" },
      { name: "800w", width: 800, height: 800, fit: "inside" },
      { name: "1200w", width: 1200, height: 1200, fit: "inside" },
    ]);
    expect(sizes.map((s) => [s.name, s.width, s.height])).toEqual([
      ["480w", 240, 480],
      ["800w", 400, 800],
      ["1200w", 600, 1200],
    ]);
    for (const size of sizes) {
      const metadata = await sharp(size.bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual([
        "webp",
        size.width,
        size.height,
        undefined,
      ]);
    }
  });

  it("waits for its turn in the process-wide image queue", async () => {
    let release = () => {};
    const held = runImageJob(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    let done = false;
    const processing = processAvatar(await drawImage("png")).then((avatar) => {
      done = true;
      return avatar;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(done).toBe(false);
    release();
    await held;
    expect((await processing).width).toBe(256);
  });
});
