import { legacyPanelPath } from "@shared/panel";
import { redirect } from "react-router";
import { requireUser } from "~/http/guards.server";
import type { Route } from "./+types/index";

/**
 * /panel itself shows the role's first tab; the old URLs (`?tab=…`, `?action=add-property`, in
 * mails already sent and bookmarks) go to their tab's route with the other parameters kept.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const actor = await requireUser(context, request);
  throw redirect(legacyPanelPath(actor.roles, url.searchParams));
}
