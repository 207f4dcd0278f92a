import { listFavourites, listPublicFavourites } from "@server/favourites/list-favourites";
import { FAVOURITE_KINDS, type FavouriteItem } from "@shared/favourites";
import { data } from "react-router";
import { FavouritesView, VisitorFavourites } from "~/components/favourites/favourites-view";
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from "~/http/cache-headers.server";
import { getDomainContext } from "~/http/guards.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/favourites";

export const meta = () => [...pageMeta("Obserwowane"), { name: "robots", content: "noindex" }];

export const headers = privatePageHeaders;

/**
 * /obserwowane: a signed-in user's favourites from the account. A visitor's are in the browser:
 * the page asks this loader for the public ones among them (`?listing=<id>&service=<id>`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = await getDomainContext(context, request);
  if (ctx.actor)
    return data(
      { signedIn: true, ...(await listFavourites(ctx)) },
      { headers: PRIVATE_PAGE_HEADERS },
    );
  const params = new URL(request.url).searchParams;
  const items: FavouriteItem[] = FAVOURITE_KINDS.flatMap((kind) =>
    params.getAll(kind).map((id) => ({ kind, id })),
  );
  return data(
    { signedIn: false, ...(await listPublicFavourites(ctx.db, items)) },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export default function FavouritesPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">Obserwowane</h1>
      {loaderData.signedIn ? <FavouritesView {...loaderData} /> : <VisitorFavourites />}
    </div>
  );
}
