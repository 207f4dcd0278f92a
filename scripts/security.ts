/**
 * `npm run test:security`: the security checks in scripts/security/ (access matrix, sqlmap, SSRF
 * and upload corpora, response headers, npm audit), each printing its pass criteria.
 */
import { runChecks } from "./checks/run-checks.ts";

await runChecks("scripts/security", {
  title: "security check",
  timeoutMs: 15 * 60_000,
  seededTemplate: true,
  // Each check has servers of its own and none measures timing: two at a time keep both cores busy.
  concurrency: 2,
});
