import type { Logger } from "pino";

/**
 * Runs `task` now and every `intervalMs`, one run at a time (a slow run delays the next instead
 * of overlapping it); a failing run is logged and the next one tries again. `stop` clears the
 * timer and waits for a run in progress, so the launcher can close the database after it.
 */
export function startPeriodicJob(deps: {
  /** What the log calls the job when a run fails. */
  name: string;
  task: () => Promise<void>;
  intervalMs: number;
  log: Logger;
}): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    if (stopped) return;
    running = running.then(async () => {
      if (stopped) return;
      try {
        await deps.task();
      } catch (error) {
        deps.log.error({ err: error }, `${deps.name} failed`);
      }
    });
  };
  run();
  const timer = setInterval(run, deps.intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
