import { type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import {
  type ListListingsInput,
  listingsCountQuery,
  listingsPageQuery,
  listListings,
} from "../../server/listings/list-listings.ts";

/** Representative searches: each filter alone, common combinations, every sort, deep pages, text. */
const BENCH_QUERIES: { name: string; input: ListListingsInput }[] = [
  { name: "all, default", input: {} },
  { name: "type, default", input: { types: ["mieszkanie"] } },
  { name: "type+location, default", input: { types: ["mieszkanie"], locations: ["lezajsk"] } },
  { name: "type, price-asc", input: { types: ["mieszkanie"], sort: "price-asc" } },
  { name: "type, price-desc", input: { types: ["dom"], sort: "price-desc" } },
  { name: "type, area-asc", input: { types: ["dzialka"], sort: "area-asc" } },
  { name: "type, area-desc", input: { types: ["lokal"], sort: "area-desc" } },
  { name: "type, date-desc", input: { types: ["mieszkanie"], sort: "date-desc" } },
  { name: "location, price-asc", input: { locations: ["lezajsk"], sort: "price-asc" } },
  {
    name: "2 types+2 locations",
    input: { types: ["mieszkanie", "dom"], locations: ["lezajsk", "jelna"] },
  },
  { name: "transaction=wynajem", input: { transaction: "wynajem" } },
  {
    name: "type+wynajem, date-desc",
    input: { types: ["mieszkanie"], transaction: "wynajem", sort: "date-desc" },
  },
  {
    name: "type+loc+priceMax, price-asc",
    input: { types: ["mieszkanie"], locations: ["lezajsk"], priceMax: 400_000, sort: "price-asc" },
  },
  {
    name: "type, price 300-500k",
    input: { types: ["mieszkanie"], priceMin: 300_000, priceMax: 500_000 },
  },
  { name: "type, area 50-80", input: { types: ["mieszkanie"], areaMin: 50, areaMax: 80 } },
  { name: "type, rooms>=3", input: { types: ["mieszkanie"], rooms: 3 } },
  { name: "seller=posrednik", input: { seller: "posrednik" } },
  {
    name: "full combination",
    input: {
      types: ["mieszkanie"],
      locations: ["lezajsk"],
      transaction: "sprzedaz",
      priceMax: 500_000,
      areaMin: 40,
      rooms: 2,
      seller: "klient",
      sort: "price-asc",
    },
  },
  { name: "q=lezajsk", input: { q: "lezajsk" } },
  { name: "q=testowa 7 (address)", input: { q: "testowa 7" } },
  { name: "type+q, price-asc", input: { types: ["dom"], q: "zolkiewskiego", sort: "price-asc" } },
  { name: "type, last page (25)", input: { types: ["mieszkanie"], page: 25 } },
  {
    name: "type, price-asc, last page",
    input: { types: ["mieszkanie"], sort: "price-asc", page: 25 },
  },
];

type PlanNode = {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
};

/** Node types from the top down to the first scan, e.g. 'Limit > Index Scan'. */
function describePlan(plan: PlanNode) {
  const path: string[] = [];
  const indexes = new Set<string>();
  let seqScan = false;
  const walk = (node: PlanNode) => {
    if (node["Index Name"]) indexes.add(node["Index Name"]);
    if (node["Node Type"] === "Seq Scan" && node["Relation Name"] === "properties") seqScan = true;
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan);
  for (let node: PlanNode | undefined = plan; node && path.length < 4; node = node.Plans?.[0]) {
    path.push(node["Node Type"]);
  }
  return { path: path.join(" > "), indexes: [...indexes], seqScan };
}

async function explain(db: Db, query: SQLWrapper) {
  const result = await db.execute(sql`explain (analyze, format json) ${query}`);
  const cell = Object.values(result.rows[0] as Record<string, unknown>)[0];
  const json = (typeof cell === "string" ? JSON.parse(cell) : cell) as [
    { Plan: PlanNode; "Execution Time": number },
  ];
  return { ...describePlan(json[0].Plan), ms: json[0]["Execution Time"] };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Runs each query `runs` times through the real listListings (page + total, as the page does)
 * and prints p50/p99 plus the EXPLAIN ANALYZE of the page and total queries. Asserts nothing.
 */
export async function benchQueries(db: Db, label: string, runs: number) {
  console.log(`\nSQL: listListings on ${label}, ${runs} runs each (page query + total)`);
  if (runs < 1000) {
    console.log(
      `(p99 of ${runs} runs, here and below, is about the slowest: --sql-runs 1000 for a real one)`,
    );
  }
  const rows: string[][] = [];
  // Every query first, so that the first one measured does not pay for V8 compiling the code
  // they all run (the first query's p99 was the JIT's, 5-8 ms, at p50 1.4 ms).
  for (const { input } of BENCH_QUERIES) {
    for (let i = 0; i < 5; i++) await listListings(db, input);
  }
  for (const { name, input } of BENCH_QUERIES) {
    for (let i = 0; i < 3; i++) await listListings(db, input); // warm caches and plans
    const times: number[] = [];
    let total = "";
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const page = await listListings(db, input);
      total = `${page.totalIsLowerBound ? ">" : ""}${page.total}`;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const page = await explain(db, listingsPageQuery(db, input));
    const count = await explain(db, listingsCountQuery(db, input));
    const where = (p: typeof page) =>
      p.indexes.length ? p.indexes.join("+") : p.seqScan ? "SEQ SCAN" : "-";
    rows.push([
      name,
      total,
      percentile(times, 50).toFixed(2),
      percentile(times, 99).toFixed(2),
      page.path,
      where(page),
      `${count.path.split(" > ").slice(0, 2).join(" > ")} [${where(count)}]`,
    ]);
  }
  const header = [
    "query",
    "matches",
    "p50 ms",
    "p99 ms",
    "page plan",
    "page index",
    "total plan [index]",
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i >= 1 && i <= 3 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join("  ");
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
