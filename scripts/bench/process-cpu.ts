import { readFileSync } from "node:fs";

/** USER_HZ: the unit of /proc/<pid>/stat's CPU times on Linux. */
const TICKS_PER_SECOND = 100;

/**
 * A process's CPU time so far (user + system), in milliseconds, from /proc; undefined where
 * there is no /proc (the bench then prints no CPU column).
 */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name (which may hold spaces) start after its last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
