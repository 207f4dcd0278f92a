import { getBrokerStats } from "@server/listings/broker-stats";
import { BrokerStatsTab } from "~/components/panel/broker-stats";
import type { Route } from "./+types/stats";
import { requirePanelTab } from "./panel-request.server";

/** 'Statystyki': the broker's listings by views, sorted by `?sort=` and `?dir=`. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = await requirePanelTab(context, request, "stats");
  const sort = url.searchParams.get("sort");
  const dir = url.searchParams.get("dir");
  return { stats: await getBrokerStats(ctx, { sort, dir }) };
}

export default function StatsRoute({ loaderData }: Route.ComponentProps) {
  return <BrokerStatsTab stats={loaderData.stats} />;
}
