import { data, redirect } from "react-router";
import { AvatarForm } from "~/components/profile/avatar-form";
import { DeleteAccountSection } from "~/components/profile/delete-account-section";
import { Section } from "~/components/profile/form-parts";
import { PasswordForm } from "~/components/profile/password-form";
import { ProfileDetailsForm } from "~/components/profile/profile-details-form";
import { type ProfileActionResult, resultFor } from "~/components/profile/types";
import { pageMeta } from "~/lib/meta";
import {
  changePasswordSchema,
  firstFieldErrors,
  PROFILE_TEXT,
  profileSchema,
} from "~/lib/profile-schemas";
import { changePassword } from "../../server/accounts/change-password";
import { deleteAccount } from "../../server/accounts/delete-account";
import { getOwnProfile, updateProfile } from "../../server/accounts/update-profile";
import { uploadAvatar } from "../../server/accounts/upload-avatar";
import { requireUser } from "../../server/auth/actor";
import { isCommonPassword } from "../../server/auth/common-passwords";
import { getAppContext } from "../../server/context";
import { isAppError } from "../../server/errors";
import { ImageRejectedError } from "../../server/images/process-image";
import { BodyTooLargeError, readFormData } from "../../server/images/read-form-data";
import { getStorage } from "../../server/storage/storage";
import type { Route } from "./+types/profile";

export const meta = () => [...pageMeta("Mój Profil"), { name: "robots", content: "noindex" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireUser(context, request);
  const profile = await getOwnProfile({ db: getAppContext(context).db, actor });
  return { profile };
}

const TEXT_FIELDS = ["firstName", "lastName", "phone", "experienceYears", "specialization"];

function textValues(form: FormData, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") out[name] = value;
  }
  return out;
}

function reply(result: ProfileActionResult, status = result.ok ? 200 : 400, headers?: Headers) {
  return data(result, { status, headers });
}

/**
 * Every form on the page posts here with an `intent`. Whose profile changes is always the
 * signed-in user's (requireUser); nothing in the form names a user.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const actor = await requireUser(context, request);
  const app = getAppContext(context);
  const ctx = { db: app.db, actor, storage: getStorage(app.config) };

  let form: FormData;
  try {
    form = await readFormData(request);
  } catch (error) {
    // Only a photo makes a body this large; answer in the photo form's words.
    if (error instanceof BodyTooLargeError) {
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
    throw error;
  }
  const intent = form.get("intent");

  if (intent === "profile") {
    const values = textValues(form, TEXT_FIELDS);
    const parsed = profileSchema.safeParse(values);
    if (!parsed.success) {
      return reply({
        intent,
        ok: false,
        message: PROFILE_TEXT.updateFailed,
        fieldErrors: firstFieldErrors(parsed.error),
        values,
      });
    }
    try {
      await updateProfile(ctx, values);
      return reply({ intent, ok: true, message: PROFILE_TEXT.updated });
    } catch (error) {
      app.log.error({ err: error }, "profile update failed");
      return reply({ intent, ok: false, message: PROFILE_TEXT.updateFailed, values }, 500);
    }
  }

  if (intent === "avatar") {
    const file = form.get("avatar");
    if (!(file instanceof File) || file.size === 0) {
      return reply({
        intent,
        ok: false,
        title: PROFILE_TEXT.notImageTitle,
        message: PROFILE_TEXT.notImage,
      });
    }
    try {
      await uploadAvatar(ctx, new Uint8Array(await file.arrayBuffer()));
      return reply({ intent, ok: true, message: PROFILE_TEXT.avatarUploaded });
    } catch (error) {
      if (error instanceof ImageRejectedError) {
        return reply(
          { intent, ok: false, title: error.title, message: error.message },
          error.reason === "too_large" ? 413 : 400,
        );
      }
      app.log.error({ err: error }, "avatar upload failed");
      return reply({ intent, ok: false, message: PROFILE_TEXT.avatarFailed }, 500);
    }
  }

  if (intent === "password") {
    const input = textValues(form, ["currentPassword", "newPassword", "confirm"]);
    const parsed = changePasswordSchema({ isCommonPassword }).safeParse(input);
    if (!parsed.success) {
      const fieldErrors = firstFieldErrors(parsed.error);
      return reply({
        intent,
        ok: false,
        message: Object.values(fieldErrors)[0] ?? "",
        fieldErrors,
      });
    }
    try {
      const { headers } = await changePassword(
        { ...ctx, auth: app.auth, headers: request.headers },
        parsed.data,
      );
      // The new session's cookie replaces the old one (every other session has ended).
      const cookies = new Headers();
      for (const line of headers.getSetCookie()) cookies.append("set-cookie", line);
      return reply({ intent, ok: true, message: PROFILE_TEXT.passwordChanged }, 200, cookies);
    } catch (error) {
      if (isAppError(error) && error.code === "invalid") {
        const wrongCurrent = error.message === PROFILE_TEXT.wrongCurrentPassword;
        return reply({
          intent,
          ok: false,
          message: error.message,
          fieldErrors: wrongCurrent ? { currentPassword: error.message } : undefined,
        });
      }
      app.log.error({ err: error }, "password change failed");
      return reply({ intent, ok: false, message: PROFILE_TEXT.passwordChangeFailed }, 500);
    }
  }

  if (intent === "delete-account") {
    const values = textValues(form, ["confirmation"]);
    try {
      await deleteAccount(ctx, { confirmation: values.confirmation ?? "" });
    } catch (error) {
      if (isAppError(error) && error.code === "invalid") {
        return reply({
          intent,
          ok: false,
          message: error.message,
          fieldErrors: { confirmation: error.message },
          values,
        });
      }
      app.log.error({ err: error }, "account deletion failed");
      return reply(
        { intent, ok: false, message: "Nie udało się usunąć konta. Spróbuj ponownie.", values },
        500,
      );
    }
    // The sessions went with the user row; this clears the browser's cookie too.
    const signedOut = await app.auth.api
      .signOut({ headers: request.headers, returnHeaders: true })
      .then((r) => r.headers)
      .catch(() => new Headers());
    const headers = new Headers();
    for (const line of signedOut.getSetCookie()) headers.append("set-cookie", line);
    return redirect("/", { headers });
  }

  return reply({ intent: "profile", ok: false, message: PROFILE_TEXT.updateFailed });
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { profile } = loaderData;
  const result = actionData as ProfileActionResult | undefined;
  const initials = [profile.firstName, profile.lastName]
    .map((part) => part?.trim().charAt(0).toUpperCase() ?? "")
    .join("");

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">Mój Profil</h1>
        <p className="mt-2 text-gray-600">
          Twoje dane widzą osoby, którym odpowiadasz na ogłoszenia.
        </p>
      </header>

      <Section title="Dane osobowe">
        <div className="space-y-8">
          <AvatarForm
            avatarUrl={profile.avatarUrl}
            initials={initials}
            result={resultFor(result, "avatar")}
          />
          <ProfileDetailsForm profile={profile} result={resultFor(result, "profile")} />
        </div>
      </Section>

      <Section
        title="Zmiana hasła"
        description="Po zmianie hasła pozostałe urządzenia zostaną wylogowane."
      >
        <PasswordForm hasPassword={profile.hasPassword} result={resultFor(result, "password")} />
      </Section>

      <Section
        title="Strefa niebezpieczna"
        description="Usunięcie konta trwale kasuje Twoje dane zgodnie z RODO."
        tone="danger"
      >
        <DeleteAccountSection email={profile.email} result={resultFor(result, "delete-account")} />
      </Section>
    </div>
  );
}
