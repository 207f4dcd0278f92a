import { execFile } from "node:child_process";
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./server.ts";

const run = promisify(execFile);

export type PostgresCluster = {
  /** `postgres://postgres@127.0.0.1:port/postgres` (trust authentication, loopback only). */
  url: string;
  port: number;
  /** The cluster's directory: `data/`, `server.log` and the Unix socket. */
  dir: string;
  /** The URL of another database on this cluster. */
  databaseUrl(name: string): string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Starts the server again (after stop() or kill(); crash recovery runs after a kill). */
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: sessions are ended, a clean shutdown. */
  stop(): Promise<void>;
  /** `pg_ctl restart -m fast`. */
  restart(): Promise<void>;
  /** SIGKILL to the postmaster and all its children at once, as a crash would; waits until they are gone. */
  kill(): Promise<void>;
  /** Stops the server (immediate) if it runs and deletes its directory. Safe to call twice. */
  destroy(): Promise<void>;
};

export type ClusterOptions = {
  port?: number;
  /** Extra postgresql.conf settings (e.g. `{ shared_buffers: "256MB" }`). */
  settings?: Record<string, string | number>;
  /** The server binaries; default the newest /usr/lib/postgresql/N/bin. */
  binDir?: string;
};

/**
 * A throwaway PostgreSQL cluster on a free loopback port, for fault tests and benchmarks.
 *
 * Durability is PostgreSQL's default (fsync and synchronous_commit on): the fault tests kill the
 * server and check that every acknowledged commit survived, which synchronous_commit=off would
 * break by design. initdb and pg_ctl refuse to run as root, so as root they run as `postgres`.
 */
export async function startPostgresCluster(options: ClusterOptions = {}): Promise<PostgresCluster> {
  const bin = options.binDir ?? newestBinDir();
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), "okolica-pg-"));
  const dataDir = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  // The working directory must be readable by the user the tools run as.
  const tool = (name: string, args: string[], timeoutMs = 90_000) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, name), ...args], {
          cwd: dir,
          timeout: timeoutMs,
        })
      : run(path.join(bin, name), args, { cwd: dir, timeout: timeoutMs });
  const pgCtl = (args: string[]) =>
    tool("pg_ctl", ["-D", dataDir, "-l", path.join(dir, "server.log"), "-w", "-t", "60", ...args]);

  let destroyed = false;
  const destroy = async () => {
    if (destroyed) return;
    destroyed = true;
    if (existsSync(path.join(dataDir, "postmaster.pid"))) {
      await tool("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"], 30_000).catch(
        () => {},
      );
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await tool("initdb", [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "-A",
      "trust",
      "--encoding=UTF8",
      "--locale=C.UTF-8",
      // Only initdb's own files skip fsync; the running server keeps the default durability.
      "--no-sync",
    ]);
    const settings: Record<string, string | number> = {
      port,
      listen_addresses: "'127.0.0.1'",
      unix_socket_directories: `'${dir}'`,
      max_connections: 200,
      ...options.settings,
    };
    appendFileSync(
      path.join(dataDir, "postgresql.conf"),
      `\n# okolica throwaway cluster\n${Object.entries(settings)
        .map(([key, value]) => `${key} = ${value}`)
        .join("\n")}\n`,
    );
    await pgCtl(["start"]);
  } catch (error) {
    const log = readIfExists(path.join(dir, "server.log"));
    await destroy();
    throw new Error(`PostgreSQL did not start: ${String(error)}\n${log}`);
  }

  const databaseUrl = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  return {
    url: databaseUrl("postgres"),
    port,
    dir,
    databaseUrl,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: databaseUrl("postgres") });
      await client.connect();
      try {
        await client.query(`create database ${pg.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
      return databaseUrl(name);
    },
    async start() {
      try {
        await pgCtl(["start"]);
      } catch (error) {
        const log = readIfExists(path.join(dir, "server.log")).slice(-3_000);
        throw new Error(`PostgreSQL did not start again: ${String(error)}\n${log}`);
      }
    },
    stop: async () => {
      await pgCtl(["-m", "fast", "stop"]);
    },
    restart: async () => {
      await pgCtl(["-m", "fast", "restart"]);
    },
    async kill() {
      const postmaster = Number(
        readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0],
      );
      const pids = [postmaster, ...childrenOf(postmaster)];
      for (const pid of pids) signal(pid, "SIGKILL");
      // The next start refuses while any old backend still holds the shared memory.
      const deadline = Date.now() + 10_000;
      while (pids.some(alive)) {
        if (Date.now() > deadline) throw new Error(`PostgreSQL processes survived SIGKILL`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    destroy,
  };
}

function newestBinDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, "bin/pg_ctl")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) throw new Error(`no PostgreSQL server under ${root}`);
  return path.join(root, versions[0], "bin");
}

function postgresUser(): { uid: number; gid: number } {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("postgres:"));
  if (!line)
    throw new Error("running as root needs the system user 'postgres' (useradd --system postgres)");
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

/** The direct children of a process (the postmaster's backends and helpers), from /proc. */
function childrenOf(parent: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readIfExists(`/proc/${entry}/stat`);
    // The command name may hold spaces and parentheses: the fields after the last ')' are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[1]) === parent) children.push(Number(entry));
  }
  return children;
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

/** Until reaped: the next postmaster takes a zombie's pid in postmaster.pid for a live server. */
function alive(pid: number): boolean {
  return existsSync(`/proc/${pid}`);
}

function readIfExists(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}
