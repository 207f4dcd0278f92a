import { changePassword } from "@server/accounts/change-password.ts";
import { requestDataExport } from "@server/accounts/data-export.ts";
import { deleteAccount } from "@server/accounts/delete-account.ts";
import { setEmailPreferences } from "@server/accounts/email-preferences";
import { updateProfile } from "@server/accounts/update-profile.ts";
import { uploadAvatar } from "@server/accounts/upload-avatar.ts";
import { isCommonPassword } from "@server/auth/common-passwords.ts";
import { admitPhotoWork } from "@server/images/photo-admission.ts";
import { getStorage } from "@server/storage/storage.ts";
import { DATA_EXPORT_TEXT } from "@shared/data-export";
import { EMAIL_PREFERENCES_TEXT, emailPreferencesSchema } from "@shared/email-preferences";
import {
  avatarSchema,
  changePasswordSchema,
  deleteAccountSchema,
  PROFILE_TEXT,
  profileSchema,
} from "@shared/profile-schemas";
import { type RouterContextProvider, redirect } from "react-router";
import type { ProfileIntent } from "~/components/profile/types";
import { reply, submittedInput } from "~/http/action-reply.server";
import { getAppContext } from "~/http/context.server";
import { formAction } from "~/http/form-action.server";
import { requireUser } from "~/http/guards.server";

export const PROFILE_INTENTS: readonly string[] = [
  "profile",
  "avatar",
  "password",
  "notifications",
  "data-export",
  "delete-account",
] satisfies ProfileIntent[];

/** A photo body over the limit, answered in the photo form's words. */
export function avatarTooLarge() {
  return reply(
    {
      intent: "avatar",
      ok: false,
      title: PROFILE_TEXT.fileTooLargeTitle,
      message: PROFILE_TEXT.fileTooLarge,
    },
    413,
  );
}

/**
 * The profile forms' action, on /profil and in the panel's profile tab: one of PROFILE_INTENTS
 * in `form`. Whose profile changes is always the signed-in user's (requireUser); nothing in the
 * form names a user. A refusal is shown in its form; anything else (the database down, a bug)
 * is thrown to the error edge (app/http/error-edge.server.ts), which answers and logs it.
 */
export async function profileAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  form: FormData,
) {
  const actor = await requireUser(context, request);
  const app = getAppContext(context);
  const ctx = { db: app.db, actor, storage: getStorage(app.config) };
  const intent = form.get("intent");

  if (intent === "profile") {
    const texts = { intent, failed: PROFILE_TEXT.updateFailed };
    return formAction(form, profileSchema, texts, async (_, submission) => {
      await updateProfile(ctx, submittedInput(submission));
      return { message: PROFILE_TEXT.updated };
    });
  }

  if (intent === "avatar") {
    // A refused file, the user's photo limit (429), the image queue busy (503): each refusal
    // with its own title and reason.
    return formAction(form, avatarSchema, { intent }, async ({ avatar }) => {
      const bytes = new Uint8Array(await avatar.arrayBuffer());
      await admitPhotoWork(ctx, [{ name: avatar.name, bytes }]);
      await uploadAvatar(ctx, bytes);
      return { message: PROFILE_TEXT.avatarUploaded };
    });
  }

  if (intent === "notifications") {
    return formAction(form, emailPreferencesSchema, { intent }, async (_, submission) => {
      await setEmailPreferences(ctx, submittedInput(submission));
      return { message: EMAIL_PREFERENCES_TEXT.saved };
    });
  }

  if (intent === "data-export") {
    const { queued } = await requestDataExport(ctx);
    return reply({
      intent,
      ok: true,
      message: queued ? DATA_EXPORT_TEXT.queued : DATA_EXPORT_TEXT.already,
    });
  }

  if (intent === "password") {
    const hideFields = ["currentPassword", "newPassword", "confirm"];
    const schema = changePasswordSchema({ isCommonPassword });
    return formAction(form, schema, { intent, hideFields }, async (value) => {
      const { headers } = await changePassword(
        { ...ctx, auth: app.auth, headers: request.headers },
        value,
      );
      // The new session's cookie replaces the old one (every other session has ended).
      const cookies = new Headers();
      for (const line of headers.getSetCookie()) cookies.append("set-cookie", line);
      return { message: PROFILE_TEXT.passwordChanged, resetForm: true, headers: cookies };
    });
  }

  if (intent === "delete-account") {
    return formAction(form, deleteAccountSchema, { intent }, async (value) => {
      await deleteAccount(ctx, value);
      // The sessions went with the user row; this clears the browser's cookie too.
      const signedOut = await app.auth.api
        .signOut({ headers: request.headers, returnHeaders: true })
        .then((r) => r.headers)
        .catch(() => new Headers());
      const headers = new Headers();
      for (const line of signedOut.getSetCookie()) headers.append("set-cookie", line);
      return redirect("/", { headers });
    });
  }

  return reply({ intent: "profile", ok: false, message: PROFILE_TEXT.updateFailed });
}
