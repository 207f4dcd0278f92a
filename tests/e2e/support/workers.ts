/**
 * How many Playwright workers run the specs, each against its own server (global-setup.ts). Two
 * keep both cores busy: with one, a core idles while the browser waits for the server and the
 * server for the browser. E2E_WORKERS=1 runs every spec against one server.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

type WorkerVariable = "E2E_BASE_URL" | "E2E_DATA_DIR" | "E2E_MAIL_DIR";

/** The global setup's values for worker `index`, which the workers inherit as environment. */
export function setWorkerEnv(index: number, values: Record<WorkerVariable, string>): void {
  for (const [name, value] of Object.entries(values)) process.env[`${name}_${index}`] = value;
}

/** This worker's value (Playwright numbers its workers 0 … workers − 1 in TEST_PARALLEL_INDEX). */
export function workerEnv(name: WorkerVariable): string | undefined {
  return process.env[`${name}_${process.env.TEST_PARALLEL_INDEX ?? 0}`];
}
