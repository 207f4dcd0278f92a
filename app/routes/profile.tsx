import { getOwnProfile } from "@server/accounts/update-profile";
import { ProfileSections } from "~/components/profile/profile-sections";
import type { ProfileActionResult } from "~/components/profile/types";
import { getAppContext } from "~/http/context.server";
import { requireUser } from "~/http/guards.server";
import { BodyTooLargeError, readFormData } from "~/http/read-form-data.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/profile";
import { avatarTooLarge, profileAction } from "./profile-action.server";

export const meta = () => [...pageMeta("Mój Profil"), { name: "robots", content: "noindex" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireUser(context, request);
  const profile = await getOwnProfile({ db: getAppContext(context).db, actor });
  return { profile };
}

/** Every form on the page posts here with an `intent` (profile-action.ts). */
export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context, request);
  let form: FormData;
  try {
    form = await readFormData(request);
  } catch (error) {
    // Only a photo makes a body this large.
    if (error instanceof BodyTooLargeError) return avatarTooLarge();
    throw error;
  }
  return profileAction(context, request, form);
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">Mój Profil</h1>
        <p className="mt-2 text-gray-600">
          Twoje dane widzą osoby, którym odpowiadasz na ogłoszenia.
        </p>
      </header>
      <ProfileSections
        profile={loaderData.profile}
        result={actionData as ProfileActionResult | undefined}
      />
    </div>
  );
}
