import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { BRANDING_TEXT, MAX_BRANDING_BYTES } from "../../shared/settings-texts.ts";
import { type BrandingKey, isBrandingKey } from "../../shared/site-settings.ts";
import type { StorageContext } from "../accounts/upload-avatar.ts";
import { type Actor, requireAdministrator } from "../auth/actor.ts";
import { siteSettings } from "../db/schema.ts";
import { AppError, isAppError } from "../errors.ts";
import { runImageJob } from "../images/image-jobs.ts";
import {
  ImageRejectedError,
  MAX_IMAGE_PIXELS,
  processImage,
  validateImage,
} from "../images/process-image.ts";
import { recordAudit } from "../kernel/audit.ts";
import type { Tx } from "../kernel/tx.ts";
import { deleteWithRetry } from "../storage/delete-with-retry.ts";
import { assertValidKey } from "../storage/keys.ts";
import { recordFiles, releaseFiles } from "../storage/stored-files.ts";

/** Logos and favicons are stored under this prefix. */
const BRANDING_PREFIX = "site";

/** A logo is shown about 36 px high: 160 px covers 4× screens; wide logos keep their shape. */
const LOGO_SIZE = { name: "logo", width: 640, height: 160, fit: "inside" } as const;
const FAVICON_PX = 64;

type BrandingFile = { bytes: Uint8Array; extension: string; contentType: string };

/**
 * An .ico file by its header: reserved 0, type 1 (icon), 1–64 images whose directory entries
 * fit the file and point into it. Browsers draw it themselves, so it is stored as sent.
 */
export function isIco(bytes: Uint8Array): boolean {
  if (bytes.length < 6) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1) return false;
  const count = view.getUint16(4, true);
  const directoryEnd = 6 + 16 * count;
  if (count < 1 || count > 64 || bytes.length < directoryEnd) return false;
  for (let i = 0; i < count; i++) {
    const entry = 6 + 16 * i;
    const size = view.getUint32(entry + 8, true);
    const offset = view.getUint32(entry + 12, true);
    if (size === 0 || offset < directoryEnd || offset + size > bytes.length) return false;
  }
  return true;
}

const badFile = (cause?: unknown) => new AppError("invalid", BRANDING_TEXT.badFile, { cause });

/**
 * The file to store, checked by content: a logo re-encoded to WebP (at most 160 px high), a
 * favicon re-encoded to a 64 × 64 PNG, or an .ico favicon kept as it is. Re-encoding drops
 * metadata and anything hidden after the image.
 */
async function brandingFile(key: BrandingKey, bytes: Uint8Array): Promise<BrandingFile> {
  if (bytes.byteLength > MAX_BRANDING_BYTES) throw badFile();
  if (key === "favicon_url" && isIco(bytes)) {
    return { bytes, extension: "ico", contentType: "image/x-icon" };
  }
  try {
    if (key !== "favicon_url") {
      const [logo] = await processImage(bytes, [LOGO_SIZE]);
      return {
        bytes: (logo as { bytes: Uint8Array }).bytes,
        extension: "webp",
        contentType: "image/webp",
      };
    }
    await validateImage(bytes);
    const png = await runImageJob(() =>
      sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({
          width: FAVICON_PX,
          height: FAVICON_PX,
          fit: "contain",
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        })
        .png()
        .toBuffer(),
    );
    return { bytes: new Uint8Array(png), extension: "png", contentType: "image/png" };
  } catch (error) {
    // A busy image queue (503) is no fault of the file.
    if (isAppError(error) && !(error instanceof ImageRejectedError)) throw error;
    // validateImage's own refusals (not an image, too many pixels) and a decoder failing alike.
    throw badFile(error);
  }
}

/** `site/header-logo-1767225600000-1a2b3c4d.webp`: the time stamp makes every upload a new URL. */
function brandingStorageKey(key: BrandingKey, extension: string): string {
  const name = key.replace(/_url$/, "").replaceAll("_", "-");
  const storageKey = `${BRANDING_PREFIX}/${name}-${Date.now()}-${randomBytes(4).toString("hex")}.${extension}`;
  assertValidKey(storageKey);
  return storageKey;
}

/** The setting's value, its row locked until the transaction ends. */
async function lockedValue(tx: Tx, key: BrandingKey): Promise<string | null> {
  const [row] = await tx
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key))
    .for("update");
  return row?.value?.trim() || null;
}

function audit(
  tx: Tx,
  actor: Actor,
  action: string,
  key: BrandingKey,
  before: string | null,
  after: string | null,
) {
  return recordAudit(tx, actor, {
    action,
    targetType: "setting",
    targetId: key,
    targetLabel: key,
    before: { url: before },
    after: { url: after },
  });
}

/**
 * Sets a logo or the favicon: the file is checked and stored first, then the setting and its
 * audit entry are written in one transaction, which records the file as the setting's. A failed
 * write deletes the new file; the setting's earlier files are deleted after the commit. Pages read the setting per request, so it shows at once.
 */
export async function uploadBranding(ctx: StorageContext, key: string, bytes: Uint8Array) {
  const actor = requireAdministrator(ctx);
  if (!isBrandingKey(key)) throw new AppError("invalid", BRANDING_TEXT.unknownKey);
  if (!bytes.byteLength) throw new AppError("invalid", BRANDING_TEXT.noFile);
  const file = await brandingFile(key, bytes);
  const storageKey = brandingStorageKey(key, file.extension);
  await ctx.storage.put(storageKey, file.bytes, file.contentType);
  const url = ctx.storage.publicUrl(storageKey);

  const owner = { kind: "branding", id: key } as const;
  let released: string[];
  try {
    released = await ctx.db.transaction(async (tx) => {
      const current = await lockedValue(tx, key);
      await tx
        .insert(siteSettings)
        .values({ key, value: url })
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value: url, updatedAt: new Date() },
        });
      await audit(tx, actor, "settings-logo-upload", key, current, url);
      await recordFiles(tx, owner, [{ url, keys: [storageKey] }]);
      return releaseFiles(tx, owner, [url]);
    });
  } catch (error) {
    // Nothing points at the new file: do not leave it behind.
    await ctx.storage.delete(storageKey).catch(() => {});
    throw error;
  }
  await deleteWithRetry(ctx.storage, released);
  return { url };
}

/** Back to the default logo or favicon; the setting's stored files are deleted after the commit. */
export async function removeBranding(ctx: StorageContext, key: string): Promise<void> {
  const actor = requireAdministrator(ctx);
  if (!isBrandingKey(key)) throw new AppError("invalid", BRANDING_TEXT.unknownKey);
  const released = await ctx.db.transaction(async (tx) => {
    const current = await lockedValue(tx, key);
    if (!current) throw new AppError("not_found", BRANDING_TEXT.notSet);
    await tx.delete(siteSettings).where(eq(siteSettings.key, key));
    await audit(tx, actor, "settings-logo-remove", key, current, null);
    return releaseFiles(tx, { kind: "branding", id: key });
  });
  await deleteWithRetry(ctx.storage, released);
}
