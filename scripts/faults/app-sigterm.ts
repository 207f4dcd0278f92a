/**
 * Fault: SIGTERM to an app process under keep-alive load while a slow upload is arriving, as a
 * deploy or a scale-in does. Pass: the upload and every request in flight are answered in full,
 * nothing new is accepted once the server took the signal (refused, or answered with
 * `Connection: close`; what it read before then is answered in full or not at all), the
 * process exits within 10 s with code 0, and the listing is saved whole with its photo files or
 * not at all, with no file left that no row names.
 *
 * On PostgreSQL and S3 (a throwaway cluster and s3rver), as in production.
 */

import { request } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { exitCode, report } from "../checks/report.ts";
import { keepAliveLoad, type Sent } from "./lib/keep-alive-load.ts";
import { listingForm, noisyJpeg, postListingSlowly } from "./lib/listing-upload.ts";
import { startLocalS3 } from "./lib/local-s3.ts";
import { auditListingPhotos, bucketListingKeys } from "./lib/photo-files.ts";
import { type FaultStack, signIn, startFaultStack } from "./support.ts";

const SHUTDOWN_LIMIT_MS = 10_000;
const TITLE = "Mieszkanie wysłane w trakcie zatrzymania";

const s3 = await startLocalS3();
let stack: FaultStack | undefined;
try {
  // At info level the server logs when it takes the signal ("shutting down"), see below.
  stack = await startFaultStack({ env: { ...s3.env, LOG_LEVEL: "info" } });
  const { server } = stack;
  const owner = await signIn(server.url, "wlasciciel@okolica.local");
  const photos = [await noisyJpeg(900), await noisyJpeg(900)];

  const load = keepAliveLoad(`${server.url}/`, {
    connections: 6,
    maxRequests: 5_000,
    maxMs: 30_000,
  });
  await sleep(1_000);

  // The body takes ~2 s to arrive; the signal comes while it is still arriving.
  let sigtermAt = 0;
  let stopped: ReturnType<typeof server.stop> | undefined;
  let probes: Promise<string[]> | undefined;
  const upload = postListingSlowly(server.url, owner.cookie, listingForm(TITLE, photos), {
    steps: 8,
    pauseMs: 250,
    onStarted: () =>
      setTimeout(() => {
        sigtermAt = Date.now();
        stopped = server.stop("SIGTERM", SHUTDOWN_LIMIT_MS + 5_000);
        probes = probeNewConnections(server.url, sigtermAt);
      }, 600),
  }).catch((error: Error) => ({ status: 0, body: error.message, connection: null }));

  const uploaded = await upload;
  while (!stopped) await sleep(50);
  const exit = await stopped;
  const exitMs = Date.now() - sigtermAt;
  load.stop();
  const sent = await load.done;
  const probed = (await probes) ?? [];

  report(
    "the upload under way at SIGTERM is saved and answered",
    uploaded.status === 200 && uploaded.body.includes("Ogłoszenie zostało dodane."),
    `HTTP ${uploaded.status}: ${uploaded.body.slice(0, 300)}`,
  );

  const inFlight = sent.filter((s) => s.startedAt < sigtermAt && s.endedAt >= sigtermAt);
  const before = sent.filter((s) => s.endedAt < sigtermAt);
  // The server takes the signal when its event loop comes round to it (it logs "shutting down"):
  // a request sent in between was either read before (and answered in full, kept alive: a cached
  // page takes about a millisecond) or meets the closing connection. Neither breaks anything.
  const takenAt = Math.max(sigtermAt, shutdownLoggedAt(server.output()) ?? sigtermAt);
  const around = sent.filter((s) => s.startedAt >= sigtermAt && s.startedAt < takenAt);
  const after = sent.filter((s) => s.startedAt >= takenAt);
  report(
    "keep-alive requests in flight at SIGTERM get complete answers",
    inFlight.length > 0 && inFlight.every((s) => s.status === 200),
    `${sent.length} requests from 6 keep-alive connections: ${before.length} answered before the signal (${before.filter((s) => s.status === 200).length} × 200), ${inFlight.length} in flight at it: ${summary(inFlight)}`,
  );

  const accepted = after.filter((s) => s.status !== null && s.connection !== "close");
  const broken = [...around, ...after].filter(
    (s) => (s.status === null && !notAccepted(s)) || (s.status !== null && s.status !== 200),
  );
  report(
    "nothing new is accepted after SIGTERM (refused, or answered with Connection: close)",
    accepted.length === 0 &&
      broken.length === 0 &&
      probed.every((p) => !p.startsWith("answered") || p.includes("Connection: close")) &&
      probed.at(-1)?.startsWith("refused") === true,
    `the server took the signal ${takenAt - sigtermAt} ms after it was sent; ${around.length} requests sent in between: ${summary(around)}; ${after.length} sent after: ${summary(after)}; new connections from 300 ms after it: ${probed.join(", ")}`,
  );

  report(
    `the process exits within ${SHUTDOWN_LIMIT_MS / 1000} s with code 0`,
    exit.code === 0 && exitMs <= SHUTDOWN_LIMIT_MS,
    `exit code ${exit.code} (signal ${exit.signal}) ${exitMs} ms after SIGTERM${exit.code === 0 ? "" : `\n${server.output().slice(-3_000)}`}`,
  );

  const [{ n: saved }] = await stack.query<{ n: number }>(
    "select count(*)::int as n from properties where title = $1",
    [TITLE],
  );
  const audit = await auditListingPhotos(
    stack.query,
    await bucketListingKeys(s3.client, s3.bucket),
  );
  const whole = uploaded.status === 200 ? saved === 1 : saved === 0;
  report(
    "no half-saved listing and no orphan file",
    whole && audit.orphans.length === 0 && audit.missing.length === 0,
    `listing rows titled as the upload: ${saved}; ${audit.rows} listings name ${audit.files} stored photo files in the bucket under listings/: ${audit.orphans.length} orphans, ${audit.missing.length} missing${[...audit.orphans, ...audit.missing].map((key) => `\n${key}`).join("")}`,
  );
} catch (error) {
  report("the fault test ran", false, String((error as Error).stack ?? error));
} finally {
  await stack?.close();
  await s3.close();
}
process.exitCode = exitCode();

/**
 * Not accepted: refused; or reset without an answer, as a kept-alive connection is when the
 * server closes it just as the request is sent (an HTTP client retries such an idempotent
 * request), or a new one still in the backlog when the server stopped listening.
 */
function notAccepted(s: Sent): boolean {
  return s.error === "ECONNREFUSED" || s.error === "ECONNRESET";
}

/** When the server logged that it took the signal (pino's epoch milliseconds). */
function shutdownLoggedAt(output: string): number | undefined {
  for (const line of output.split("\n")) {
    if (!line.includes('"shutting down"')) continue;
    try {
      return (JSON.parse(line) as { time?: number }).time;
    } catch {
      // A line cut by the output cap.
    }
  }
  return undefined;
}

/** '12 × 200 (3 with Connection: close), 4 × ECONNREFUSED'. */
function summary(sent: readonly Sent[]): string {
  const counts = new Map<string, number>();
  for (const s of sent) {
    const key =
      s.status !== null
        ? `${s.status}${s.connection === "close" ? " Connection: close" : ""}`
        : `${s.error}${s.reused ? " on a reused connection" : ""}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${n} × ${key}`).join(", ") || "none";
}

/**
 * GETs on new connections from 300 ms after the signal, every 200 ms until one is refused (at
 * most 15): the signal reaches the server's JavaScript only when its event loop is free.
 */
async function probeNewConnections(base: string, sigtermAt: number): Promise<string[]> {
  const outcomes: string[] = [];
  await sleep(300);
  for (let i = 0; i < 15; i++) {
    const outcome = await newConnection(base);
    outcomes.push(`${outcome} at ${Date.now() - sigtermAt} ms`);
    if (outcome === "refused") break;
    await sleep(200);
  }
  return outcomes;
}

/** 'refused' when nothing listens, else what a GET on a new connection got. */
function newConnection(base: string): Promise<string> {
  return new Promise((resolve) => {
    const req = request(`${base}/healthz`, { agent: false, timeout: 5_000 }, (res) => {
      res.resume();
      res.on("end", () =>
        resolve(
          `answered ${res.statusCode}${res.headers.connection === "close" ? " (Connection: close)" : ""}`,
        ),
      );
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error: NodeJS.ErrnoException) =>
      resolve(error.code === "ECONNREFUSED" ? "refused" : (error.code ?? error.message)),
    );
    req.end();
  });
}
