import { getOwnProfile } from "@server/accounts/update-profile";
import { ProfileSections } from "~/components/profile/profile-sections";
import type { Route } from "./+types/profile";
import { requirePanelTab } from "./panel-request.server";

/** 'Profil': the profile page's forms inside the panel (the same action as /profil). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = await requirePanelTab(context, request, "profile");
  return { profile: await getOwnProfile(ctx) };
}

// The same forms as /profil post the same intents: one action serves both.
export { action } from "../profile";

export default function ProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <ProfileSections profile={loaderData.profile} result={actionData} />
    </div>
  );
}
