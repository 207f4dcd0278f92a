/**
 * The access matrix: every mutating route, intent and API endpoint of app/routes.ts ×
 * {anonymous, other user, owner, administrator}, sent over HTTP to the built app with the demo
 * seed, each answer compared with matrix/expectations.ts. A refused request must also leave its
 * target as it was (read back before and after). Criteria: every row of the route table has an
 * expectation (so a new route or intent cannot be forgotten), and every cell answers as expected.
 */
import { exitCode, report } from "../checks/report.ts";
import { ACTORS, type Actor, ENTRIES, type Entry, type Expected } from "./matrix/expectations.ts";
import type { Answer, Session } from "./matrix/http.ts";
import { readRouteTable } from "./matrix/route-table.ts";
import { type Account, ANONYMOUS, Targets } from "./matrix/targets.ts";
import { startSecurityServer } from "./support.ts";

type Cell = { key: string; actor: Actor; expected: string; got: string; ok: boolean; note: string };

function expectedText(expected: Expected): string {
  if (expected === "signin") return "→/auth";
  if (expected === "done") return "2xx";
  if (typeof expected === "number") return String(expected);
  if (Array.isArray(expected)) return expected.join("|");
  return `→${(expected as { redirect: string }).redirect}`;
}

function describeAnswer(answer: Answer): string {
  if (answer.redirect) return `${answer.status}→${answer.redirect.split("?redirectTo")[0]}`;
  const body = answer.body as { ok?: boolean; status?: string; error?: unknown } | null;
  const failed = body && (body.ok === false || body.status === "error" || body.error);
  return `${answer.status}${failed ? " (ok: false)" : ""}`;
}

function matches(expected: Expected, answer: Answer): boolean {
  if (expected === "signin") {
    return answer.status === 302 && !!answer.redirect?.startsWith("/auth?redirectTo=");
  }
  if (expected === "done") {
    const body = answer.body as { ok?: boolean; status?: string; error?: unknown } | null;
    return (
      answer.status >= 200 &&
      answer.status < 300 &&
      !answer.redirect &&
      body?.ok !== false &&
      body?.status !== "error" &&
      !body?.error
    );
  }
  if (typeof expected === "number") return answer.status === expected && !answer.redirect;
  if (Array.isArray(expected)) return expected.includes(answer.status) && !answer.redirect;
  return answer.redirect === (expected as { redirect: string }).redirect;
}

/** Who plays the actor in this entry. */
function accountOf(entry: Entry, actor: Exclude<Actor, "anonymous">): Account {
  if (actor === "administrator") return "administrator";
  return entry.cast?.[actor] ?? (actor === "owner" ? "wlasciciel" : "posrednik");
}

async function runCell(t: Targets, entry: Entry, actor: Actor): Promise<Cell> {
  const expected = entry.expect[actor];
  // Account deletions come after cases that end sessions (deactivation, password changes).
  const session: Session =
    actor === "anonymous"
      ? ANONYMOUS
      : entry.phase === 2
        ? await t.freshSession(accountOf(entry, actor))
        : await t.session(accountOf(entry, actor));
  await entry.prepare?.(t);
  const refused = expected !== "done" && !(typeof expected === "object" && "redirect" in expected);
  // A refusal must change nothing; a form about one's own account must change only the sender's.
  const watched = entry.probe && (refused || (entry.selfOnly && actor !== "owner"));
  const before = watched ? JSON.stringify(await entry.probe?.(t)) : null;
  const answer = await entry.send(t, session, actor);
  const after = watched ? JSON.stringify(await entry.probe?.(t)) : null;
  const unchanged = before === after;
  const ok = matches(expected, answer) && unchanged;
  const note = unchanged ? "" : "target changed";
  return {
    key: entry.key,
    actor,
    expected: expectedText(expected),
    got: describeAnswer(answer),
    ok,
    note,
  };
}

const COLUMN = 31;

function printTable(cells: Cell[]): void {
  const width = Math.max(...cells.map((c) => c.key.length));
  console.log(`${"route#intent".padEnd(width)}  ${ACTORS.map((a) => a.padEnd(COLUMN)).join("")}`);
  const keys = [...new Set(cells.map((c) => c.key))];
  for (const key of keys) {
    const row = ACTORS.map((actor) => {
      const cell = cells.find((c) => c.key === key && c.actor === actor);
      if (!cell) return "".padEnd(COLUMN);
      const text = cell.ok ? cell.got : `✗ ${cell.got} ≠ ${cell.expected}`;
      return text.padEnd(COLUMN);
    });
    console.log(`${key.padEnd(width)}  ${row.join("")}`);
  }
}

const started = Date.now();
const table = readRouteTable();
const required = new Set(table.rows.map((row) => row.key));
const known = new Set(ENTRIES.map((entry) => entry.key));
const missing = [...required].filter((key) => !known.has(key));
const stale = [...known].filter((key) => !required.has(key));
report(
  "access-matrix: every route with an action, every intent and every API method has an expectation",
  missing.length === 0 && stale.length === 0 && table.unknownDispatchers.length === 0,
  [
    `${required.size} rows from app/routes.ts`,
    ...missing.map((key) => `no expectation: ${key}`),
    ...stale.map((key) => `expectation for no route: ${key}`),
    ...table.unknownDispatchers.map((name) => `intent dispatcher without a table: ${name}`),
  ].join("\n"),
);

const server = await startSecurityServer();
const cells: Cell[] = [];
try {
  const t = new Targets(server.url);
  const phases = [undefined, 1, 2];
  for (const phase of phases) {
    for (const entry of ENTRIES.filter((e) => e.phase === phase && required.has(e.key))) {
      for (const actor of ACTORS) {
        try {
          cells.push(await runCell(t, entry, actor));
        } catch (error) {
          const got = `error: ${(error as Error).message.slice(0, 200)}`;
          cells.push({
            key: entry.key,
            actor,
            expected: expectedText(entry.expect[actor]),
            got,
            ok: false,
            note: "",
          });
        }
      }
    }
  }
} finally {
  await server.stop();
}

printTable(cells);
const failed = cells.filter((cell) => !cell.ok);
report(
  "access-matrix: every actor gets the expected answer and refused requests change nothing",
  failed.length === 0,
  [
    `${cells.length} requests (${required.size} rows × ${ACTORS.length} actors) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    ...failed.map((c) => `${c.key} as ${c.actor}: expected ${c.expected}, got ${c.got} ${c.note}`),
  ].join("\n"),
);
process.exitCode = exitCode();
