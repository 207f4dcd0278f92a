import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createLocalStorage } from "../storage/local-storage.ts";
import type { Storage } from "../storage/storage.ts";

/**
 * A local disk of its own for one test file: a fresh data dir under the system's temporary
 * folder, `prefix` naming it, made before the file's tests and removed after them. `open` gets
 * the dir and the storage that writes its uploads there.
 */
export function withTestStorage(
  prefix: string,
  open: (opened: { dataDir: string; storage: Storage }) => void,
): void {
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
    open({ dataDir, storage: createLocalStorage(dataDir) });
  });
  afterAll(() => dataDir && rm(dataDir, { recursive: true, force: true }));
}
