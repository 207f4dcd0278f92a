/**
 * `npm audit --omit=dev --json`: counts by severity and every high or critical advisory of the
 * production dependencies. A report, not a gate (new advisories appear on their own): PASS
 * whatever it finds, SKIP when the advisory service cannot be reached, FAIL only when npm itself
 * cannot run.
 */
import { spawnSync } from "node:child_process";
import { ROOT } from "../../tests/e2e/support/server.ts";
import { exitCode, report } from "../checks/report.ts";

type Advisory = { source?: number; name: string; title: string; url?: string; severity: string };
type FixAvailable = boolean | { name: string; version: string; isSemVerMajor?: boolean };
type Vulnerability = {
  name: string;
  severity: string;
  via: (Advisory | string)[];
  nodes?: string[];
  fixAvailable?: FixAvailable;
};
type AuditReport = {
  vulnerabilities?: Record<string, Vulnerability>;
  metadata?: { vulnerabilities?: Record<string, number> };
  error?: { summary?: string; detail?: string };
  message?: string;
};

const SEVERITIES = ["critical", "high", "moderate", "low", "info"] as const;
const SERIOUS = new Set(["critical", "high"]);

function describeFix(fix: FixAvailable | undefined): string {
  if (fix === undefined || fix === false) return "no fix available";
  if (fix === true) return "fix: npm audit fix";
  return `fix: ${fix.name}@${fix.version}${fix.isSemVerMajor ? " (semver-major)" : ""}`;
}

/** Each serious advisory once, with the installed paths of the package it sits in. */
function seriousAdvisories(audit: AuditReport): string[] {
  const lines = new Map<string, string>();
  for (const vulnerability of Object.values(audit.vulnerabilities ?? {})) {
    for (const via of vulnerability.via) {
      // A string names another vulnerable package; that package has its own entry.
      if (typeof via === "string" || !SERIOUS.has(via.severity)) continue;
      const key = `${via.source ?? via.url ?? via.title}:${vulnerability.name}`;
      const paths = (vulnerability.nodes ?? []).join(", ") || "(path unknown)";
      lines.set(
        key,
        `[${via.severity}] ${via.name}: ${via.title}\n` +
          `    path: ${paths}\n` +
          `    ${describeFix(vulnerability.fixAvailable)}${via.url ? ` — ${via.url}` : ""}`,
      );
    }
  }
  return [...lines.values()];
}

const CRITERION = "npm audit: production dependencies reported (a report, not a gate)";

function main(): void {
  const started = Date.now();
  const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) {
    report(CRITERION, false, `npm could not run: ${run.error.message}`);
    return;
  }
  let audit: AuditReport | undefined;
  try {
    audit = JSON.parse(run.stdout) as AuditReport;
  } catch {
    // No JSON at all (e.g. offline): reported below as not run.
  }
  const counts = audit?.metadata?.vulnerabilities;
  if (!audit || !counts) {
    // The advisory service is not ours: when it cannot be reached there is nothing to report,
    // which is neither a pass nor a failure of this code. SKIP is not counted by the runner.
    const reason =
      audit?.message ??
      audit?.error?.summary ??
      (run.stderr || run.stdout).trim().split("\n").slice(-3).join(" | ");
    console.log(`SKIP ${CRITERION}\n  the advisory service could not be used: ${reason}`);
    return;
  }
  const serious = seriousAdvisories(audit);
  report(
    CRITERION,
    true,
    [
      SEVERITIES.map((s) => `${s}: ${counts[s] ?? 0}`).join(", "),
      serious.length > 0
        ? `high and critical advisories (${serious.length}):\n${serious.join("\n")}`
        : "no high or critical advisories",
      `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    ].join("\n"),
  );
}

main();
process.exitCode = exitCode();
