/**
 * `npm run test:faults`: the fault tests in scripts/faults/, each on its own PostgreSQL cluster,
 * app processes and stand-ins, each printing its pass criteria (see scripts/checks/run-checks.ts).
 */
import { runChecks } from "./checks/run-checks.ts";

await runChecks("scripts/faults", { title: "fault test", timeoutMs: 8 * 60_000 });
