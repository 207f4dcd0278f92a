import { sql } from "drizzle-orm";
import { loadAuditLogView } from "../../app/routes/admin/audit-log-view.server.ts";
import { loadListingOverview } from "../../server/admin/listing-overview.ts";
import { loadServiceOverview } from "../../server/admin/service-overview.ts";
import { listUsers } from "../../server/admin/user-list.ts";
import type { Actor, DomainContext } from "../../server/auth/actor.ts";
import type { Db } from "../../server/db/client.ts";
import { listModerationQueue } from "../../server/moderation/moderation-queue.ts";
import { listingPriceFacts } from "../../server/moderation/scam-signals.ts";
import { listOpenAppeals } from "../../server/moderation/statement.ts";
import { moderationFigures } from "../../server/moderation/transparency.ts";
import { listPlans } from "../../server/plans/list-plans.ts";
import { parseAdminListingFilters } from "../../shared/admin-listings.ts";
import { parseServiceQuery } from "../../shared/service-query.ts";

/** Only the role is read by the admin loaders' check; nothing is written. */
const BENCH_ADMINISTRATOR: Actor = {
  id: "bench",
  email: "bench@example.com",
  name: "Bench",
  profile: null,
  roles: ["administrator"],
};

type Loader = (ctx: DomainContext, params: URLSearchParams) => Promise<unknown>;

// The screens' loaders as their routes call them, from the query string.
const listings: Loader = (ctx, params) =>
  loadListingOverview(ctx, parseAdminListingFilters(params));
const services: Loader = (ctx, params) => {
  const { q, category, page } = parseServiceQuery(params);
  return loadServiceOverview(ctx, { q, category, page });
};
const users: Loader = (ctx, params) =>
  Promise.all([
    listUsers(ctx, { q: params.get("q"), page: 1 }),
    listPlans(ctx.db, { activeOnly: false }),
  ]);

// The moderation tab reads the queue and the appeals; the dashboard adds the figures.
const moderation: Loader = (ctx) => Promise.all([listModerationQueue(ctx), listOpenAppeals(ctx)]);
const figures: Loader = (ctx) => moderationFigures(ctx);
// The price rule as a listing save runs it: the median of the listing's comparables.
let judged: string | undefined;
const priceRule: Loader = async (ctx) => {
  judged ??= (
    await ctx.db.execute<{ id: string }>(
      sql`select id from properties where type = 'mieszkanie' and location = 'lezajsk' and not is_archived limit 1`,
    )
  ).rows[0]?.id;
  return judged ? listingPriceFacts(ctx.db, judged) : null;
};

const ADMIN_PAGES: { name: string; query: string; load: Loader }[] = [
  { name: "listings, all", query: "", load: listings },
  { name: "listings, status=normal", query: "status=normal", load: listings },
  { name: "listings, archived", query: "status=archived", load: listings },
  {
    name: "listings, category+location",
    query: "category=mieszkanie&location=lezajsk",
    load: listings,
  },
  { name: "listings, source=otodom", query: "source=otodom", load: listings },
  { name: "listings, q=lezajsk", query: "q=lezajsk", load: listings },
  { name: "listings, page 250", query: "page=250", load: listings },
  { name: "services, all", query: "", load: services },
  { name: "users, all", query: "", load: users },
  { name: "users, q=bench", query: "q=bench", load: users },
  { name: "audit log", query: "", load: loadAuditLogView },
  { name: "moderation queue + appeals", query: "", load: moderation },
  { name: "transparency figures", query: "", load: figures },
  { name: "scam price rule (1 listing)", query: "", load: priceRule },
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * The administrator's tabs as their loaders read them (page + total in SQL), `runs` times each:
 * p50/p99 in ms. Asserts nothing.
 */
export async function benchAdminPages(db: Db, label: string, runs: number) {
  console.log(`\nSQL: admin tab loaders on ${label}, ${runs} runs each`);
  const ctx = { db, actor: BENCH_ADMINISTRATOR };
  console.log(`${"tab".padEnd(30)}  ${"p50 ms".padStart(8)}  ${"p99 ms".padStart(8)}`);
  // Every tab first: the first one measured must not pay for compiling the code they share.
  for (const { query, load } of ADMIN_PAGES) {
    for (let i = 0; i < 5; i++) await load(ctx, new URLSearchParams(query));
  }
  for (const { name, query, load } of ADMIN_PAGES) {
    const params = new URLSearchParams(query);
    for (let i = 0; i < 3; i++) await load(ctx, params);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await load(ctx, params);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50).toFixed(2);
    const p99 = percentile(times, 99).toFixed(2);
    console.log(`${name.padEnd(30)}  ${p50.padStart(8)}  ${p99.padStart(8)}`);
  }
}
