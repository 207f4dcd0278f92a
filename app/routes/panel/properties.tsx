import { expiresAt } from "@server/listings/listing-lifetime";
import { listOwnListings } from "@server/listings/own-listings";
import { getListingForEdit } from "@server/listings/save-listing";
import { getPlanUsage } from "@server/plans/account-plan";
import type { ListingForEdit, OwnListing } from "@shared/listing-types";
import { parseOwnItemsQuery } from "@shared/own-items-query";
import { formatPhone } from "@shared/phone";
import { MyListings } from "~/components/panel/my-listings";
import { getAppContext } from "~/http/context.server";
import { screenAction } from "~/http/screen-action.server";
import type { Route } from "./+types/properties";
import { PROPERTY_PANEL_ACTIONS } from "./listing-forms.server";
import { editable, photoWriteContext, requirePanelTab } from "./panel-request.server";

/**
 * 'Moje ogłoszenia': `?status=archiwalne`, `?q=` and `?page=` choose what the list shows,
 * `?edit={id}` opens that listing's form, `?action=add-property` the add form.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = await requirePanelTab(context, request, "properties");
  const editId = url.searchParams.get("edit");
  const query = parseOwnItemsQuery(url.searchParams);
  const [own, editing, plan] = await Promise.all([
    listOwnListings(ctx, query),
    editId ? editable<ListingForEdit>(getListingForEdit(ctx, editId)) : null,
    getPlanUsage(ctx.db, ctx.actor.id),
  ]);
  const { listingLifetimeDays } = getAppContext(context).config;
  return {
    // Days until each listing expires (0: today), or null once it has (server-computed: the
    // lifetime is the server's setting, "now" the server's clock).
    listings: own.items.map(
      ({ refreshedAt, ...listing }): OwnListing => ({
        ...listing,
        daysLeft: listing.expired
          ? null
          : Math.max(
              0,
              Math.ceil(
                (expiresAt(refreshedAt, listingLifetimeDays).getTime() - Date.now()) / 86_400_000,
              ),
            ),
      }),
    ),
    list: {
      query: { ...query, page: own.page },
      total: own.counts[query.status],
      pageCount: own.pageCount,
      statusCounts: own.counts,
    },
    editing,
    editMissing: !!editId && !editing,
    addProperty: url.searchParams.get("action") === "add-property",
    // As people read it; the form's schema stores it as E.164 again.
    profilePhone: ctx.actor.profile?.phone ? formatPhone(ctx.actor.profile.phone) : "",
    plan,
    mapTileUrl: getAppContext(context).config.mapTileUrl,
  };
}

/** Save (add or edit), delete, renew and the import by URL; save-listing.ts decides who may. */
export const action = screenAction(PROPERTY_PANEL_ACTIONS, photoWriteContext);

export default function PropertiesTab({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MyListings
      listings={loaderData.listings}
      list={loaderData.list}
      editing={loaderData.editing}
      editMissing={loaderData.editMissing}
      addOpen={loaderData.addProperty}
      profilePhone={loaderData.profilePhone}
      plan={loaderData.plan}
      mapTileUrl={loaderData.mapTileUrl}
      result={actionData}
    />
  );
}
