import { eq } from "drizzle-orm";
import { type DomainContext, requireSignedIn } from "../auth/actor.ts";
import { profiles } from "../db/schema.ts";
import { processAvatar } from "../images/process-image.ts";
import { generateKey } from "../storage/keys.ts";
import type { Storage } from "../storage/storage.ts";

export type StorageContext = DomainContext & { storage: Storage };

/** Where a user's avatars live; only keys under it are ever deleted on their behalf. */
export function avatarPrefix(userId: string): string {
  return `avatars/${userId}`;
}

/** The storage key of a user's own avatar URL, or null (external or demo pictures). */
export function ownAvatarKey(storage: Storage, userId: string, url: string | null) {
  if (!url) return null;
  const key = storage.keyFromUrl(url);
  return key?.startsWith(`${avatarPrefix(userId)}/`) ? key : null;
}

/**
 * Sets the actor's profile photo: checked by content, re-encoded to a 256×256 WebP, stored
 * under a new unguessable key; the previous stored photo is then deleted.
 * Throws ImageRejectedError (Polish title and message) for a refused file.
 */
export async function uploadAvatar(ctx: StorageContext, bytes: Uint8Array) {
  const actor = requireSignedIn(ctx);
  const avatar = await processAvatar(bytes);
  const key = generateKey(avatarPrefix(actor.id), "webp");
  await ctx.storage.put(key, avatar.bytes, avatar.contentType);
  const avatarUrl = ctx.storage.publicUrl(key);

  let previousUrl: string | null;
  try {
    previousUrl = await ctx.db.transaction(async (tx) => {
      // Lock the row so two uploads at once cannot both keep the same 'previous' photo.
      const [current] = await tx
        .select({ avatarUrl: profiles.avatarUrl })
        .from(profiles)
        .where(eq(profiles.id, actor.id))
        .for("update");
      if (current) {
        await tx
          .update(profiles)
          .set({ avatarUrl, updatedAt: new Date() })
          .where(eq(profiles.id, actor.id));
      } else {
        await tx.insert(profiles).values({ id: actor.id, avatarUrl });
      }
      return current?.avatarUrl ?? null;
    });
  } catch (error) {
    // Nothing points at the new file: do not leave it behind.
    await ctx.storage.delete(key).catch(() => {});
    throw error;
  }

  const previousKey = ownAvatarKey(ctx.storage, actor.id, previousUrl);
  // An orphaned old file is harmless; a failure here must not undo a successful upload.
  if (previousKey && previousKey !== key) await ctx.storage.delete(previousKey).catch(() => {});
  return { avatarUrl };
}
