/** One result line per criterion, counted by scripts/checks/run-checks.ts. */
let failures = 0;

/** `PASS name` or `FAIL name`, then the details indented (the criterion, or what broke it). */
export function report(name: string, ok: boolean, details = ""): void {
  if (!ok) failures++;
  console.log(`${ok ? "PASS" : "FAIL"} ${name}`);
  const text = details.trim();
  if (text) console.log(text.replace(/^/gm, "  "));
}

/** Exit code for the end of a check script: 1 when any criterion failed. */
export function exitCode(): number {
  return failures > 0 ? 1 : 0;
}
