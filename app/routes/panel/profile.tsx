import { ProfileSections } from "~/components/profile/profile-sections";
import { requireUser } from "~/http/guards";
import { avatarTooLarge, profileAction } from "../../../server/accounts/profile-action";
import { getOwnProfile } from "../../../server/accounts/update-profile";
import { BodyTooLargeError, readFormData } from "../../../server/images/read-form-data";
import type { Route } from "./+types/profile";
import { requirePanelTab } from "./panel-request";

/** 'Profil': the profile page's forms inside the panel (the same action as /profil). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = await requirePanelTab(context, request, "profile");
  return { profile: await getOwnProfile(ctx) };
}

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

export default function ProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <ProfileSections profile={loaderData.profile} result={actionData} />
    </div>
  );
}
