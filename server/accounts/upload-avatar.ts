import { eq } from "drizzle-orm";
import { type DomainContext, requireSignedIn } from "../auth/actor.ts";
import { profiles } from "../db/schema.ts";
import { processAvatar } from "../images/process-image.ts";
import { deleteWithRetry } from "../storage/delete-with-retry.ts";
import { generateKey } from "../storage/keys.ts";
import type { Storage } from "../storage/storage.ts";
import { recordFiles, releaseFiles } from "../storage/stored-files.ts";

export type StorageContext = DomainContext & { storage: Storage };

/** Where a user's avatars are stored. */
function avatarPrefix(userId: string): string {
  return `avatars/${userId}`;
}

/**
 * Sets the actor's profile photo: checked by content, re-encoded to a 256×256 WebP, stored
 * under a new unguessable key recorded as the user's; the avatar files the user stored before
 * are then deleted.
 * Throws ImageRejectedError (Polish title and message) for a refused file.
 */
export async function uploadAvatar(ctx: StorageContext, bytes: Uint8Array) {
  const actor = requireSignedIn(ctx);
  const avatar = await processAvatar(bytes);
  const key = generateKey(avatarPrefix(actor.id), "webp");
  await ctx.storage.put(key, avatar.bytes, avatar.contentType);
  const avatarUrl = ctx.storage.publicUrl(key);

  const owner = { kind: "avatar", id: actor.id } as const;
  let released: string[];
  try {
    released = await ctx.db.transaction(async (tx) => {
      // One upload at a time per user: each releases the files of the ones before it.
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
      await recordFiles(tx, owner, [{ url: avatarUrl, keys: [key] }]);
      return releaseFiles(tx, owner, [avatarUrl]);
    });
  } catch (error) {
    // Nothing points at the new file: do not leave it behind.
    await ctx.storage.delete(key).catch(() => {});
    throw error;
  }

  await deleteWithRetry(ctx.storage, released);
  return { avatarUrl };
}
