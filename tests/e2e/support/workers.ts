/**
 * How many Playwright workers run the specs, each against its own server (global-setup.ts). One
 * by default: on two cores one worker's server and browser already keep both busy (two workers
 * took 20.2 minutes in CI against one worker's 19.1). A machine with more cores can set
 * E2E_WORKERS to run more at once.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1) || 1);

type WorkerVariable = "E2E_BASE_URL" | "E2E_DATA_DIR" | "E2E_MAIL_DIR";

/** The global setup's values for worker `index`, which the workers inherit as environment. */
export function setWorkerEnv(index: number, values: Record<WorkerVariable, string>): void {
  for (const [name, value] of Object.entries(values)) process.env[`${name}_${index}`] = value;
}

/** This worker's value (Playwright numbers its workers 0 … workers − 1 in TEST_PARALLEL_INDEX). */
export function workerEnv(name: WorkerVariable): string | undefined {
  return process.env[`${name}_${process.env.TEST_PARALLEL_INDEX ?? 0}`];
}
