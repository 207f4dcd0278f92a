import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import type { StorageConfig } from "../../../server/storage/storage.ts";
import { withDatabaseName } from "../../../server/testing/test-db.ts";
import { type RunningServer, startServer } from "./server.ts";

/**
 * What several app processes share in production, on this machine: a fresh database on the
 * PostgreSQL server `serverUrl` and one bucket on a local S3 server (s3rver). Every process
 * started through `start` gets the same AUTH_SECRET (sessions signed by one are valid on the
 * others), the same bucket, the client address from X-Forwarded-For, and info logs.
 */
export type ScaleOutStack = {
  databaseUrl: string;
  /** The bucket as the app sees it, for reading and writing objects from the test. */
  storage: StorageConfig;
  /** `endpoint/bucket`: an object's raw URL is this plus its full key. */
  bucketUrl: string;
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Starts one more app process on its own port and data dir; resolves when it is healthy. */
  start(options: { seedDemo: boolean }): Promise<RunningServer>;
  /** Stops every process, the S3 server, drops the database. Safe to call twice. */
  close(): Promise<void>;
};

const BUCKET = "okolica-scale-out";
// s3rver's fixed development credentials.
const S3_KEY = "S3RVER";

export async function startScaleOutStack(serverUrl: string): Promise<ScaleOutStack> {
  const name = `okolica_scale_out_${randomBytes(5).toString("hex")}`;
  const scratch = mkdtempSync(path.join(tmpdir(), "okolica-scale-out-"));
  const admin = new pg.Client({ connectionString: serverUrl });
  const servers: RunningServer[] = [];
  let s3: S3rver | undefined;
  let client: pg.Client | undefined;
  let databaseCreated = false;
  let closed = false;

  const close = async () => {
    if (closed) return;
    closed = true;
    await Promise.all(servers.map((server) => server.stop("SIGTERM", 10_000)));
    await client?.end().catch(() => {});
    await s3?.close().catch(() => {});
    if (databaseCreated) {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    }
    await admin.end().catch(() => {});
    rmSync(scratch, { recursive: true, force: true });
  };

  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
    databaseCreated = true;
    const databaseUrl = withDatabaseName(serverUrl, name);
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();

    s3 = new S3rver({
      address: "127.0.0.1",
      port: 0,
      directory: mkdtempSync(path.join(scratch, "s3-")),
      silent: true,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await s3.run();
    const endpoint = `http://127.0.0.1:${port}`;
    const authSecret = randomBytes(32).toString("base64url");
    const env = {
      AUTH_SECRET: authSecret,
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      TRUSTED_PROXY_ADDRESSES: "loopback",
    };
    const queryClient = client;
    return {
      databaseUrl,
      storage: {
        dataDir: scratch,
        storage: {
          driver: "s3",
          endpoint,
          region: "us-east-1",
          bucket: BUCKET,
          accessKeyId: S3_KEY,
          secretAccessKey: S3_KEY,
        },
      },
      bucketUrl: `${endpoint}/${BUCKET}`,
      async query<Row>(text: string, values?: unknown[]) {
        return (await queryClient.query(text, values)).rows as Row[];
      },
      async start({ seedDemo }) {
        const server = await startServer({
          dataDir: mkdtempSync(path.join(scratch, "app-")),
          databaseUrl,
          seedDemo,
          logLevel: "info",
          env,
        });
        servers.push(server);
        // A start that finished after close() (a sibling start failed) must not outlive the test.
        if (closed) await server.stop("SIGTERM", 10_000);
        return server;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The JSON log lines of a process whose `msg` is `message` (pino writes one object a line). */
export function logEntries(server: RunningServer, message: string): Record<string, unknown>[] {
  const entries: Record<string, unknown>[] = [];
  for (const line of server.output().split("\n")) {
    if (!line.startsWith("{")) continue;
    try {
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (entry.msg === message) entries.push(entry);
    } catch {
      // A line cut by the output cap.
    }
  }
  return entries;
}
