import { loadListingOverview } from "@server/admin/listing-overview.ts";
import { parseAdminListingFilters } from "@shared/admin-listings";
import { ListingsTab } from "~/components/admin/listings-tab";
import type { Route } from "./+types/listings";
import { adminAction } from "./admin-action.server";
import { adminContext } from "./admin-context.server";
import { LISTING_ADMIN_ACTIONS } from "./listing-actions.server";

/** /admin/listings?category=&location=&source=&status=&q=&page=: every listing, filtered. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = await adminContext(context, request);
  return loadListingOverview(ctx, parseAdminListingFilters(url.searchParams));
}

export const action = adminAction(LISTING_ADMIN_ACTIONS);

export default function AdminListings({ loaderData, actionData }: Route.ComponentProps) {
  return <ListingsTab data={loaderData} result={actionData} />;
}
