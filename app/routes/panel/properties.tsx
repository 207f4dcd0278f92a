import { parseOwnItemsQuery } from "@shared/own-items-query";
import { formatPhone } from "@shared/phone";
import { MyListings } from "~/components/panel/my-listings";
import { getAppContext } from "~/http/context";
import { expiresAt } from "../../../server/listings/listing-lifetime";
import { listOwnListings } from "../../../server/listings/own-listings";
import { getListingForEdit } from "../../../server/listings/save-listing";
import { getPlanUsage } from "../../../server/plans/account-plan";
import type { Route } from "./+types/properties";
import {
  deleteListingForm,
  importListingForm,
  renewListingForm,
  saveListingForm,
} from "./listing-forms";
import { photoWriteContext, readPanelPost, requirePanelTab, unknownIntent } from "./panel-request";

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
    editId ? getListingForEdit(ctx, editId).catch(() => null) : null,
    getPlanUsage(ctx.db, ctx.actor.id),
  ]);
  const { listingLifetimeDays } = getAppContext(context).config;
  return {
    // Days until each listing expires (0: today), or null once it has (server-computed: the
    // lifetime is the server's setting, "now" the server's clock).
    listings: own.items.map(({ refreshedAt, ...listing }) => ({
      ...listing,
      daysLeft: listing.expired
        ? null
        : Math.max(
            0,
            Math.ceil(
              (expiresAt(refreshedAt, listingLifetimeDays).getTime() - Date.now()) / 86_400_000,
            ),
          ),
    })),
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

/** Save (add or edit), delete and the import by URL; save-listing.ts decides who may. */
export async function action(args: Route.ActionArgs) {
  const post = await readPanelPost(args, photoWriteContext);
  if (!post.ok) return post.answer;
  const { form, intent, ctx, log } = post;
  switch (intent) {
    case "listing-save":
      return saveListingForm(form, ctx, log);
    case "listing-delete":
      return deleteListingForm(form, ctx, log);
    case "listing-renew":
      return renewListingForm(form, ctx, log);
    case "listing-import":
      return importListingForm(form, ctx, log);
    default:
      return unknownIntent(intent);
  }
}

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
