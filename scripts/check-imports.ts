/**
 * The allowed directions of imports (README.md, "Layout") are Biome rules (`biome.json`,
 * `overrides`: `noRestrictedImports` per folder, `noRestrictedGlobals` for FormData and
 * URLSearchParams in server/), so that editors show them. Those patterns read an import's
 * specifier as written, not the file it resolves to: `~/../server/db/client.ts` or
 * `./x/../../app/root.tsx` reach server/ and app/ without naming them where a pattern looks.
 *
 * What Biome cannot say is checked here, in `npm run lint`: every local specifier in shared/,
 * server/ and app/ is written in normal form, a leading `./` or run of `../` (or an alias, `~/`, `@server/`
 * or `@shared/`) followed by folder names only, so the folders it names are the folders it
 * reaches. Test files are not checked, as the direction rules leave them out too.
 * Prints each offending import with its file and line; exits 1 when there is one.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^"';]*?\s+from\s+)?"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/g;

const ALIASES = ["~/", "@shared/", "@server/"];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Whether a local specifier names only folders after its start; packages always pass. */
function isNormal(specifier: string): boolean {
  const alias = ALIASES.find((prefix) => specifier.startsWith(prefix));
  if (!alias && !specifier.startsWith(".")) return true;
  const parts = alias ? specifier.slice(alias.length).split("/") : specifier.split("/");
  if (!alias) {
    if (parts[0] === ".") parts.shift();
    else while (parts[0] === "..") parts.shift();
  }
  return parts.length > 0 && parts.every((part) => part !== "." && part !== ".." && part !== "");
}

const offences: string[] = [];
for (const dir of ["shared", "server", "app"]) {
  for (const full of sourceFiles(path.join(ROOT, dir))) {
    const file = path.relative(ROOT, full);
    const text = readFileSync(full, "utf8");
    for (const match of text.matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2];
      if (isNormal(specifier)) continue;
      const line =
        text.slice(0, match.index).split("\n").length + (match[0].startsWith("\n") ? 1 : 0);
      offences.push(
        `${file}:${line}: "${specifier}": write the path in normal form, so that the import rules in biome.json see the folder it reaches`,
      );
    }
  }
}

for (const offence of offences) console.error(offence);
if (offences.length > 0) process.exit(1);
console.log("imports: every local specifier names the folders it reaches");
