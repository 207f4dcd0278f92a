import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import { startPeriodicJob } from "../jobs/periodic-job.ts";
import { refreshListingPriority } from "./listing-priority.ts";
import { remindEndingPlans } from "./plan-reminders.ts";

const PLAN_JOB_INTERVAL_MS = 10 * 60_000;

/**
 * Plans starting and ending on their dates: listings follow their owner's plan in force (the
 * 'Wyróżnienie w wynikach' order), and accounts whose plan ends within a week are reminded. Now
 * and every ten minutes, safe in several processes.
 */
export function startPlanJob(deps: {
  db: Db;
  baseUrl: string;
  log: Logger;
  deliverQueued: () => Promise<unknown>;
}) {
  return startPeriodicJob({
    name: "plans",
    intervalMs: PLAN_JOB_INTERVAL_MS,
    log: deps.log,
    async task() {
      const reordered = await refreshListingPriority(deps.db);
      const reminded = await remindEndingPlans(deps);
      if (reordered || reminded) deps.log.info({ reordered, reminded }, "plans");
      if (reminded) await deps.deliverQueued();
    },
  });
}
