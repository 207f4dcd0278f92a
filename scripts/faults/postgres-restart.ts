/**
 * Fault: PostgreSQL restarts (`pg_ctl restart -m fast`) while the search page is under load.
 * Pass: the app process lives and /healthz answers afterwards; while the database is away every
 * answer that is not a 200 is a 503 carrying the Polish message (pages, client navigations and the
 * JSON API alike), never a 500 or a dropped connection; within 10 s of PostgreSQL being back
 * every answer is a 200 again.
 */
import { UNAVAILABLE_MESSAGE } from "../../server/db/unavailable.ts";
import { exitCode, report } from "../checks/report.ts";
import {
  attempt,
  type Outcome,
  RENDERED,
  startFaultStack,
  startLoad,
  waitUntil,
} from "./support.ts";

/** What PostgreSQL being back must bring within. */
const RECOVERY_LIMIT_MS = 10_000;
/** Load before the restart (once every kind answered), so the pool holds connections to break. */
const WARM_UP_MS = 2_000;
/** Restarts at most, while no request happens to meet the (short) outage. */
const RESTARTS = 3;
/** Load after PostgreSQL is back: past the recovery limit, so that late failures show. */
const AFTER_MS = RECOVERY_LIMIT_MS + 3_000;

const SEARCH = "/search?categories=mieszkania&locations=lezajsk&priceMax=900000&sort=price-asc";

type Kind = "page" | "navigation" | "api";
type Sample = Outcome & { kind: Kind };

const stack = await startFaultStack();
try {
  const [listing] = await stack.query<{ id: string }>(
    "select id from properties where not is_archived order by created_at limit 1",
  );
  const { url } = stack;
  // Two loops of each: the server-rendered page, the same page as a client navigation fetches
  // it (turbo-stream), and a JSON API that writes (the listing view counter).
  const kinds: Kind[] = ["page", "navigation", "api", "page", "navigation", "api"];
  const request = async (worker: number): Promise<Sample> => {
    const kind = kinds[worker];
    const outcome =
      kind === "page"
        ? await attempt(`${url}${SEARCH}`, RENDERED)
        : kind === "navigation"
          ? await attempt(`${url}${SEARCH.replace("/search?", "/search.data?")}`, RENDERED)
          : await attempt(`${url}/api/nieruchomosci/${listing.id}/wyswietlenie`, {
              method: "POST",
              headers: { origin: url },
            });
    return { ...outcome, kind };
  };
  const load = startLoad({ workers: kinds.length, maxMs: 60_000, maxRequests: 20_000 }, request);

  const warm = await waitUntil(
    async () => kindsOf(load.results.filter((sample) => sample.status === 200)).size === 3,
    30_000,
  );
  if (warm === null) {
    const last = load.results.at(-1);
    throw new Error(`no 200 from every kind within 30 s; last: ${last ? explain(last) : "none"}`);
  }
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
  // A fast restart can be over (a few hundred ms) before any request needed the database; the
  // server is then restarted again, up to RESTARTS times, until some request met the outage.
  let restartAt = 0;
  let backAt = 0;
  for (let restart = 1; restart <= RESTARTS; restart++) {
    restartAt = Date.now();
    await stack.cluster.restart();
    backAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (load.results.some((sample) => sample.at >= restartAt && sample.status !== 200)) break;
    if (restart < RESTARTS) console.log(`restart ${restart}: no request met the outage, again`);
  }
  await new Promise((resolve) => setTimeout(resolve, AFTER_MS));
  const samples = await load.stop();

  const exit = stack.server.child.exitCode ?? stack.server.child.signalCode;
  const healthz = await attempt(`${url}/healthz`);
  report(
    "the app process survives the restart",
    exit === null && healthz.status === 200,
    exit === null
      ? `/healthz after: ${healthz.status}`
      : `the app exited (${exit}):\n${stack.server.output().slice(-3_000)}`,
  );

  const failed = samples.filter((sample) => sample.status !== 200);
  const unavailable = failed.filter(
    (sample) => sample.status === 503 && sample.body.includes(UNAVAILABLE_MESSAGE),
  );
  const wrong = failed.filter((sample) => !unavailable.includes(sample));
  // Recovery: from PostgreSQL being back to the last request (of any kind) that still failed.
  const lastFailure = Math.max(backAt, ...failed.map((sample) => sample.at + sample.ms));
  report(
    "every failed request during the outage is a 503 with the Polish message",
    wrong.length === 0 && unavailable.length > 0,
    [
      `${samples.length} requests (${countBy(samples)}), restart took ${backAt - restartAt} ms`,
      failed.length
        ? `failures from ${failed[0].at - restartAt} ms to ${lastFailure - restartAt} ms after the restart began`
        : "",
      `503 with "${UNAVAILABLE_MESSAGE}": ${unavailable.length} (${countBy(unavailable)})`,
      unavailable.length === 0 ? "no request met the outage: the check proved nothing" : "",
      ...wrong.slice(0, 5).map(explain),
      wrong.length > 5 ? `… and ${wrong.length - 5} more wrong answers` : "",
    ]
      .filter(Boolean)
      .join("\n"),
  );

  const late = failed.filter((sample) => sample.at >= backAt + RECOVERY_LIMIT_MS);
  const okAfter = samples.filter((sample) => sample.status === 200 && sample.at > lastFailure);
  report(
    `normal service within ${RECOVERY_LIMIT_MS / 1000} s of PostgreSQL being back`,
    late.length === 0 && kindsOf(okAfter).size === new Set(kinds).size,
    [
      `last failure ${lastFailure - backAt} ms after PostgreSQL was back; ${okAfter.length} answers of 200 since (${countBy(okAfter)})`,
      late.length ? `${late.length} requests failed later than the limit` : "",
    ]
      .filter(Boolean)
      .join("\n"),
  );
} finally {
  await stack.close();
}
process.exitCode = exitCode();

function kindsOf(samples: Sample[]): Set<Kind> {
  return new Set(samples.map((sample) => sample.kind));
}

function countBy(samples: Sample[]): string {
  const counts = new Map<string, number>();
  for (const sample of samples) counts.set(sample.kind, (counts.get(sample.kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => `${kind} ${count}`).join(", ");
}

function explain(sample: Sample): string {
  const answer = sample.error ? `connection error ${sample.error}` : `HTTP ${sample.status}`;
  return `${sample.kind}: ${answer} after ${sample.ms} ms: ${sample.body.slice(0, 160).replace(/\s+/g, " ")}`;
}
