import { eq } from "drizzle-orm";
import {
  confirmsDeletion,
  type DeleteAccountInput,
  deleteAccountSchema,
  PROFILE_TEXT,
} from "../../shared/profile-schemas.ts";
import { requireSignedIn } from "../auth/actor.ts";
import { users } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { deleteWithRetry } from "../storage/delete-with-retry.ts";
import { releaseAccountFiles } from "../storage/stored-files.ts";
import type { StorageContext } from "./upload-avatar.ts";

/**
 * Deletes the actor's account (GDPR): the user row goes, and with it (foreign-key cascades) the
 * profile, roles, sessions, sign-in accounts, listings, services and agencies they own. Messages
 * they sent stay for the other person with sender_id null ('Konto usunięte'). The files the
 * account's saves stored (avatar, photos of those listings and services, agency logo) are
 * deleted too; photos it only linked are not. Ending the browser's cookie is the caller's job
 * (sign-out headers).
 */
export async function deleteAccount(ctx: StorageContext, input: DeleteAccountInput) {
  const actor = requireSignedIn(ctx);
  const parsed = deleteAccountSchema.safeParse(input);
  if (!parsed.success || !confirmsDeletion(parsed.data.confirmation, actor.email)) {
    throw new AppError("invalid", PROFILE_TEXT.deleteConfirmMismatch, {
      fields: { confirmation: PROFILE_TEXT.deleteConfirmMismatch },
    });
  }
  const released = await ctx.db.transaction(async (tx) => {
    // Before the DELETE, while the cascades have not yet taken the rows that own the files.
    const keys = await releaseAccountFiles(tx, actor.id);
    const deleted = await tx
      .delete(users)
      .where(eq(users.id, actor.id))
      .returning({ id: users.id });
    if (deleted.length === 0) throw new AppError("not_found", "Konto już nie istnieje.");
    return keys;
  });
  // After the commit: a failed file delete must not keep the account alive.
  await deleteWithRetry(ctx.storage, released);
}
