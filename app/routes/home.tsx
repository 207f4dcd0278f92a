import { HOME_SORTS, parseListingSort } from "@shared/sorting";
import {
  FeaturedOffers,
  FeatureStrip,
  HomeHero,
  LatestOffers,
  LatestServices,
  StatsStrip,
} from "~/components/home/home-sections";
import { getAppContext } from "~/http/context";
import { pageMeta } from "~/lib/meta";
import { listListings } from "../../server/listings/list-listings";
import { listLatestServices } from "../../server/services/list-latest-services";
import { getSiteStatistics } from "../../server/site-settings/get-site-statistics";
import type { Route } from "./+types/home";

const HOME_LISTINGS = 12;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  const requested = parseListingSort(url.searchParams.get("sort"));
  const sort = HOME_SORTS.includes(requested) ? requested : "default";
  const [listings, services, stats] = await Promise.all([
    listListings(db, { sort, pageSize: HOME_LISTINGS, featuredFirst: true }),
    listLatestServices(db, 3),
    getSiteStatistics(db),
  ]);
  return { listings: listings.items, featured: listings.featured, services, stats, sort };
}

export const meta: Route.MetaFunction = () => pageMeta(null);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { listings, featured, services, stats, sort } = loaderData;
  return (
    <>
      <HomeHero />
      <FeaturedOffers items={featured} />
      <LatestOffers items={listings} sort={sort} sorts={HOME_SORTS} />
      <LatestServices services={services} />
      <StatsStrip {...stats} />
      <FeatureStrip />
    </>
  );
}
