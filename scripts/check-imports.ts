/**
 * The allowed directions of imports (README.md, "Layout"), checked in `npm run lint`:
 *
 * - `shared/` (vocabulary and schemas) imports only `shared/` and plain packages: no app, no
 *   server, no React;
 * - `server/` never imports `app/`, `react-router` or `react`, and never takes `FormData` or
 *   `URLSearchParams` (its test helpers in `testing/` folders aside): its modules are domain
 *   operations on typed input that any caller can use; reading forms and query strings is the
 *   route layer's work;
 * - `app/components/` and `app/lib/` never import `server/`, not even types: what both sides need
 *   lives in `shared/`;
 * - route modules (`app/routes/`, `app/root.tsx`, the entries) may import all of them.
 *
 * Test files are not checked: a test may reach across to render or to seed what it checks.
 * Prints each offending import with its file and line; exits 1 when there is one.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * Files still on the way out of a forbidden import (they move out in steps). Each entry is
 * removed by the step that fixes it; a listed file that no longer offends fails the check, so the
 * list can only shrink.
 */
const PENDING = new Set<string>([]);

const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^"';]*?\s+from\s+)?"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/g;

type Offence = { file: string; line: number; specifier: string; rule: string };

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** The repository path an import points to, or the package name for a bare specifier. */
function target(file: string, specifier: string): { local: string } | { pkg: string } {
  if (specifier.startsWith("~/")) return { local: path.join("app", specifier.slice(2)) };
  if (specifier.startsWith("@shared/")) return { local: path.join("shared", specifier.slice(8)) };
  if (specifier.startsWith(".")) {
    return {
      local: path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), specifier)),
    };
  }
  const parts = specifier.split("/");
  return { pkg: specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0] };
}

const REACT = new Set([
  "react",
  "react-dom",
  "react-router",
  "@react-router/node",
  "@react-router/dev",
]);

/** Why `file` may not import `to`, or null when it may. */
function rule(file: string, to: { local: string } | { pkg: string }): string | null {
  const local = "local" in to ? to.local : null;
  const pkg = "pkg" in to ? to.pkg : null;
  if (file.startsWith("shared/")) {
    if (local && !local.startsWith("shared/")) return "shared/ imports only shared/";
    if (pkg && REACT.has(pkg)) return "shared/ does not import React";
    return null;
  }
  if (file.startsWith("server/")) {
    if (local?.startsWith("app/")) return "server/ does not import app/";
    if (pkg && REACT.has(pkg)) return "server/ does not import React or React Router";
    return null;
  }
  if (file.startsWith("app/components/") || file.startsWith("app/lib/")) {
    if (local?.startsWith("server/")) return "components and app/lib do not import server/";
  }
  return null;
}

/** Request shapes only the route layer reads (outside comments). */
const REQUEST_SHAPES = /^(?!\s*(?:\/\/|\*|\/\*)).*\b(FormData|URLSearchParams)\b/gm;

const offences: Offence[] = [];
const offending = new Set<string>();
for (const dir of ["shared", "server", "app"]) {
  for (const full of sourceFiles(path.join(ROOT, dir))) {
    if (!statSync(full).isFile()) continue;
    const file = path.relative(ROOT, full);
    const text = readFileSync(full, "utf8");
    for (const match of text.matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2];
      if (specifier.startsWith("virtual:")) continue;
      const why = rule(file, target(file, specifier));
      if (!why) continue;
      offending.add(file);
      if (PENDING.has(file)) continue;
      const line =
        text.slice(0, match.index).split("\n").length + (match[0].startsWith("\n") ? 1 : 0);
      offences.push({ file, line, specifier, rule: why });
    }
    if (file.startsWith("server/") && !file.includes("/testing/")) {
      for (const match of text.matchAll(REQUEST_SHAPES)) {
        const line = text.slice(0, match.index).split("\n").length;
        const rule = "server/ takes typed input, not FormData or URLSearchParams";
        offences.push({ file, line, specifier: match[1] ?? "", rule });
      }
    }
  }
}

const stale = [...PENDING].filter((file) => !offending.has(file));
for (const { file, line, specifier, rule: why } of offences) {
  console.error(`${file}:${line}: "${specifier}": ${why}`);
}
for (const file of stale) {
  console.error(
    `${file}: listed as pending in scripts/check-imports.ts but no longer offends: remove it`,
  );
}
if (offences.length > 0 || stale.length > 0) process.exit(1);
console.log("imports: every file imports in the allowed direction");
