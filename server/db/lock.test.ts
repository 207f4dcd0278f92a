import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireLock, DatabaseLockedError } from "./lock.ts";

const lockFile = () => path.join(mkdtempSync(path.join(tmpdir(), "okolica-lock-")), "db.lock");

describe("acquireLock", () => {
  it("refuses a second holder while the first is alive, and frees on release", () => {
    const file = lockFile();
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      // A lock held by another live process.
      writeFileSync(file, String(child.pid));
      expect(() => acquireLock(file)).toThrow(DatabaseLockedError);
      expect(() => acquireLock(file)).toThrow(/jest już używana przez inny proces/);
    } finally {
      child.kill();
    }
  });

  it("takes over a lock left by a process that died", async () => {
    const file = lockFile();
    const child = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => child.on("exit", resolve));
    writeFileSync(file, String(child.pid));
    const lock = acquireLock(file);
    expect(existsSync(file)).toBe(true);
    lock.release();
    expect(existsSync(file)).toBe(false);
  });
});
