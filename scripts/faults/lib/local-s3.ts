/**
 * A local S3 service (s3rver) in a child process, with the app's environment for it: the fault
 * tests kill it (SIGKILL, as a crash or a lost network would look to the app) and start it
 * again on the same port and directory.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { S3Client } from "@aws-sdk/client-s3";
import { freePort, ROOT } from "../../../tests/e2e/support/server.ts";

const MAIN = fileURLToPath(new URL("./s3rver-main.ts", import.meta.url));
const BUCKET = "okolica-faults";
// s3rver's fixed development credentials.
const KEY = "S3RVER";

export type LocalS3 = {
  /** The app's storage settings for this service. */
  env: Record<string, string>;
  bucket: string;
  client: S3Client;
  /** Starts the service again on its port and directory after kill(). */
  start(): Promise<void>;
  /** SIGKILL: connections drop at once and new ones are refused. */
  kill(): Promise<void>;
  /** Kills it if it runs and deletes its directory. */
  close(): Promise<void>;
};

export async function startLocalS3(): Promise<LocalS3> {
  const port = await freePort();
  const directory = mkdtempSync(path.join(tmpdir(), "okolica-fault-s3-"));
  const endpoint = `http://127.0.0.1:${port}`;
  const config = {
    driver: "s3" as const,
    endpoint,
    region: "us-east-1",
    bucket: BUCKET,
    accessKeyId: KEY,
    secretAccessKey: KEY,
  };
  let child: ChildProcess | undefined;

  const start = async () => {
    dropTornObjects(directory);
    const running = spawn(
      process.execPath,
      ["--import", "tsx", MAIN, String(port), directory, BUCKET],
      {
        cwd: ROOT,
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    child = running;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("s3rver did not start within 20 s")), 20_000);
      running.stdout?.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("ready")) {
          clearTimeout(timer);
          resolve();
        }
      });
      running.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`s3rver exited with ${code} before it was ready`));
      });
    });
  };
  const kill = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGKILL");
    await exited;
  };

  await start();
  return {
    env: {
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: endpoint,
      S3_REGION: config.region,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
    },
    bucket: BUCKET,
    client: new S3Client({
      region: config.region,
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: KEY, secretAccessKey: KEY },
    }),
    start,
    kill,
    async close() {
      await kill();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * S3 stores an object whole or not at all; s3rver writes its data file, then its metadata file,
 * and a SIGKILL between the two (or in the middle of the second) leaves an object that S3 would
 * never show, and on which s3rver's listing fails ("InternalError"). Such objects are removed
 * before it starts again, as the put that wrote them never completed.
 */
function dropTornObjects(directory: string): void {
  const OBJECT = "._S3rver_object";
  for (const entry of readdirSync(directory, { recursive: true, encoding: "utf8" })) {
    if (!entry.endsWith(OBJECT)) continue;
    const object = path.join(directory, entry);
    const base = object.slice(0, -OBJECT.length);
    try {
      JSON.parse(readFileSync(`${base}._S3rver_metadata.json`, "utf8"));
    } catch {
      for (const file of [object, `${object}.md5`, `${base}._S3rver_metadata.json`]) {
        rmSync(file, { force: true });
      }
    }
  }
}
