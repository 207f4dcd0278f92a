import { countActiveListings } from "@server/listings/count-active-listings";
import { listListingsWithoutTotal } from "@server/listings/list-listings";
import { listLatestServices } from "@server/services/list-latest-services";
import { PROPERTY_TYPES, type PropertyType } from "@shared/categories";
import { HOME_SORTS, parseListingSort } from "@shared/sorting";
import {
  CategoryTiles,
  FeaturedOffers,
  FeatureStrip,
  HomeHero,
  LatestOffers,
  LatestServices,
} from "~/components/home/home-sections";
import { publicPageHeaders } from "~/http/cache-headers.server";
import { getAppContext } from "~/http/context.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

const HOME_LISTINGS = 12;

/** The same for every visitor who is not signed in (cached: app/http/cache-headers.server.ts). */
export const headers = publicPageHeaders;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { contentMemo } = getAppContext(context);
  const requested = parseListingSort(url.searchParams.get("sort"));
  const sort = HOME_SORTS.includes(requested) ? requested : "default";
  const [listings, services, counts] = await Promise.all([
    contentMemo.remember(listListingsWithoutTotal, {
      sort,
      pageSize: HOME_LISTINGS,
      featuredFirst: true,
    }),
    contentMemo.remember(listLatestServices, 3),
    // The header's counts, kept until content changes.
    contentMemo.remember(countActiveListings),
  ]);
  const categoryCounts = Object.fromEntries(
    PROPERTY_TYPES.map((type) => [type, counts[type].total]),
  ) as Record<PropertyType, number>;
  return { listings: listings.items, featured: listings.featured, services, categoryCounts, sort };
}

export const meta: Route.MetaFunction = () => pageMeta(null);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { listings, featured, services, categoryCounts, sort } = loaderData;
  return (
    <>
      <HomeHero />
      <FeaturedOffers items={featured} />
      <LatestOffers items={listings} sort={sort} sorts={HOME_SORTS} />
      <LatestServices services={services} />
      <CategoryTiles counts={categoryCounts} />
      <FeatureStrip />
    </>
  );
}
