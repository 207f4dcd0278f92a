import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

export type Lock = { release(): void };

export class DatabaseLockedError extends Error {
  name = "DatabaseLockedError";
}

/**
 * An exclusive lock file holding the owner's pid. PGlite corrupts a data dir opened by two
 * processes, so a second server must stop at once; a lock left by a process that died is taken over.
 */
export function acquireLock(file: string): Lock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (isAlive(owner)) {
        throw new DatabaseLockedError(
          `Baza danych w ${file.replace(/db\.lock$/, "")} jest już używana przez inny proces (pid ${owner}). ` +
            "Zatrzymaj go albo ustaw inny DATA_DIR.",
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseLockedError(`Nie udało się założyć blokady ${file}.`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
