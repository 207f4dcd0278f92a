import { spawn, spawnSync } from "node:child_process";
import path from "node:path";

export type LoadResult = {
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Responses outside 2xx (wrk: outside 2xx/3xx; the warm-up rules out redirects). */
  non2xx: number;
  /** Connect, read, write errors and timeouts. */
  socketErrors: number;
};

export type LoadOptions = {
  connections: number;
  durationSeconds: number;
  cpu?: number;
  /** Request headers, e.g. `Cookie: …`. */
  headers?: string[];
  /** wrk only: a Lua script (e.g. one that cycles through several paths). */
  script?: string;
};

export function hasCommand(name: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0;
}

/** Runs a command to completion, capturing stdout; bounded by `timeoutMs`. */
function run(command: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], command.slice(1), { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on("data", (c: Buffer) => {
      err += c.toString();
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${command.join(" ")} exited with ${code}:\n${err}${out}`));
    });
  });
}

function pinned(command: string[], cpu: number | undefined): string[] {
  return cpu === undefined ? command : ["taskset", "-c", String(cpu), ...command];
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function wrkDuration(text: string | undefined): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? "");
  return match ? Number(match[1]) * UNIT_MS[match[2]] : Number.NaN;
}

/** `wrk debian/4.1.0-3+b2`: the first line of `wrk -v` (which exits 1 by design). */
export function wrkVersion(): string {
  const out = spawnSync("wrk", ["-v"], { encoding: "utf8" });
  return /^wrk (\S+)/.exec(`${out.stdout}${out.stderr}`)?.[1] ?? "unknown";
}

/** wrk from Debian: C, one thread, so one core saturates the server on the other. */
export async function runWrk(url: string, options: LoadOptions): Promise<LoadResult> {
  const out = await run(
    pinned(
      [
        "wrk",
        "-t1",
        `-c${options.connections}`,
        `-d${options.durationSeconds}s`,
        "--timeout",
        "10s",
        "--latency",
        ...(options.headers ?? []).flatMap((header) => ["-H", header]),
        ...(options.script ? ["-s", options.script] : []),
        url,
      ],
      options.cpu,
    ),
    (options.durationSeconds + 30) * 1000,
  );
  const percentile = (p: string) =>
    wrkDuration(new RegExp(`^\\s*${p}%\\s+(\\S+)`, "m").exec(out)?.[1]);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    out,
  );
  return {
    url,
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN),
    p50Ms: percentile("50"),
    p99Ms: percentile("99"),
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    socketErrors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

/** autocannon (an npm dev dependency) when wrk is not installed; it ignores `script`. */
export async function runAutocannon(
  root: string,
  url: string,
  options: LoadOptions,
): Promise<LoadResult> {
  const out = await run(
    pinned(
      [
        process.execPath,
        path.join(root, "node_modules/autocannon/autocannon.js"),
        "--json",
        "-c",
        String(options.connections),
        "-d",
        String(options.durationSeconds),
        ...(options.headers ?? []).flatMap((header) => ["-H", header]),
        url,
      ],
      options.cpu,
    ),
    (options.durationSeconds + 30) * 1000,
  );
  const result = JSON.parse(out) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  return {
    url,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    socketErrors: result.errors + result.timeouts,
  };
}
