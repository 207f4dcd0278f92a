/**
 * Memory: "Pobierz moje dane" for two accounts that wrote each other 300 MB of attachments
 * (random bytes, so that nothing compresses), both exports built, then each downloaded twice at
 * once (four downloads in parallel). Pass: the app process's resident memory never grows by more
 * than BOUND over its level before (the ZIP is streamed from storage to storage and from storage
 * to the browser, never held whole); each ZIP holds at most the 200 MB cap of attachments and
 * lists the rest in zalaczniki-pominiete.json; every download is whole (its Content-Length) and a
 * byte range is answered 206. On PostgreSQL (a throwaway cluster) with the local storage driver.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { exitCode, report } from "../checks/report.ts";
import { signIn, startFaultStack, waitUntil } from "./support.ts";

const FILES = 30;
const FILE_BYTES = 10 * 1024 * 1024;
/** The export's cap on attachments (server/accounts/data-export-contents.ts). */
const CAP_BYTES = 200 * 1024 * 1024;
/** What the ZIP may add to the attachments it holds: the JSON files and the ZIP's own headers. */
const ZIP_OVERHEAD_BYTES = 5 * 1024 * 1024;
/** The app's resident memory may grow this much while it builds and serves the exports. */
const BOUND_BYTES = 100 * 1024 * 1024;
const BUILD_TIMEOUT_MS = 45_000;
const USERS = ["wlasciciel@okolica.local", "posrednik@okolica.local"];

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

// The app's data dir chosen here, so that the attachments can be put into its private storage.
const dataDir = mkdtempSync(path.join(tmpdir(), "okolica-export-memory-"));
const stack = await startFaultStack({ env: { DATA_DIR: dataDir } });
let sampling: NodeJS.Timeout | undefined;
try {
  const { url, server } = stack;
  const pid = server.child.pid ?? 0;
  const [one, two] = [await signIn(url, USERS[0]), await signIn(url, USERS[1])];

  // The attachments: files in the private storage, rows as sending them would leave them.
  const [conversation] = await stack.query<{ id: string }>(
    "insert into conversations (user_a_id, user_b_id) values ($1, $2) returning id",
    [one.userId, two.userId],
  );
  for (let i = 0; i < FILES; i++) {
    const [from, to] = i % 2 ? [one, two] : [two, one];
    const [message] = await stack.query<{ id: string }>(
      `insert into messages (conversation_id, sender_id, recipient_id, content, created_at)
       values ($1, $2, $3, $4, now() - make_interval(mins => $5)) returning id`,
      [conversation.id, from.userId, to.userId, `Plik ${i + 1}`, FILES - i],
    );
    const key = `attachments/${conversation.id}/${randomUUID()}.pdf`;
    const file = path.join(dataDir, "private", key);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(FILE_BYTES));
    await stack.query(
      `insert into message_attachments
         (message_id, file_key, file_name, file_type, file_size, expires_at, created_at)
       values ($1, $2, $3, 'application/pdf', $4, now() + interval '10 days',
               now() - make_interval(mins => $5))`,
      [message.id, key, `plik-${i + 1}.pdf`, FILE_BYTES, FILES - i],
    );
  }

  const rss = async () => {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  };
  const before = await rss();
  let peak = before;
  sampling = setInterval(() => {
    rss().then(
      (now) => {
        peak = Math.max(peak, now);
      },
      () => {},
    );
  }, 50);

  // Both ask at once, with the profile's button.
  const started = Date.now();
  await Promise.all(
    [one, two].map((user) =>
      fetch(`${url}/profil`, {
        method: "POST",
        headers: { cookie: user.cookie, origin: url },
        body: new URLSearchParams({ intent: "data-export" }),
        redirect: "manual",
      }),
    ),
  );
  const ready = await waitUntil(async () => {
    const rows = await stack.query<{ status: string }>(
      "select status from data_exports where user_id = any($1)",
      [[one.userId, two.userId]],
    );
    return rows.length === 2 && rows.every((row) => row.status === "ready");
  }, BUILD_TIMEOUT_MS);
  const exports = await stack.query<{ id: string; user_id: string; file_size: number }>(
    "select id, user_id, file_size from data_exports where user_id = any($1)",
    [[one.userId, two.userId]],
  );
  const afterBuild = peak;
  report(
    `both exports are built within ${BUILD_TIMEOUT_MS / 1000} s`,
    ready !== null,
    `${FILES} attachments of ${mb(FILE_BYTES)}; built in ${ready ?? "—"} ms`,
  );

  // Each owner downloads twice at once: four downloads in parallel, each counted to its end.
  const downloads = await Promise.all(
    exports.flatMap((row) => {
      const user = row.user_id === one.userId ? one : two;
      return [0, 1].map(async () => {
        const response = await fetch(`${url}/moje-dane/${row.id}/plik`, {
          headers: { cookie: user.cookie },
        });
        let received = 0;
        for await (const chunk of response.body ?? []) received += chunk.length;
        return {
          status: response.status,
          length: Number(response.headers.get("content-length")),
          received,
        };
      });
    }),
  );
  clearInterval(sampling);
  peak = Math.max(peak, await rss());
  const seconds = ((Date.now() - started) / 1000).toFixed(1);

  report(
    `the app's resident memory grows by less than ${mb(BOUND_BYTES)} while it exports and serves ${mb(FILES * FILE_BYTES)} of attachments twice, downloaded four times at once`,
    peak - before < BOUND_BYTES,
    `RSS before ${mb(before)}, peak while building ${mb(afterBuild)}, peak overall ${mb(peak)} (growth ${mb(peak - before)}) over ${seconds} s`,
  );
  report(
    "every download is whole: 200 with the Content-Length it announced",
    downloads.length === 4 &&
      downloads.every((d) => d.status === 200 && d.length > 0 && d.received === d.length),
    downloads.map((d) => `HTTP ${d.status}: ${d.received} of ${d.length} bytes`).join("\n"),
  );
  report(
    `each ZIP holds at most the ${mb(CAP_BYTES)} cap of attachments`,
    exports.length === 2 &&
      exports.every((row) => row.file_size > 0 && row.file_size <= CAP_BYTES + ZIP_OVERHEAD_BYTES),
    exports.map((row) => `${row.user_id}: ${row.file_size} bytes`).join("\n"),
  );

  // The central directory (file names) is at the ZIP's end: a byte range reads just that.
  const [first] = exports;
  const user = first?.user_id === one.userId ? one : two;
  const tail = await fetch(`${url}/moje-dane/${first?.id}/plik`, {
    headers: { cookie: user.cookie, range: "bytes=-65536" },
  });
  const names = Buffer.from(await tail.arrayBuffer()).toString("latin1");
  report(
    "a byte range is answered 206, and the attachments over the cap are listed in zalaczniki-pominiete.json",
    tail.status === 206 && names.includes("zalaczniki-pominiete.json"),
    `HTTP ${tail.status}, Content-Range ${tail.headers.get("content-range")}`,
  );
} catch (error) {
  report("the export memory check ran", false, String((error as Error).stack ?? error));
} finally {
  clearInterval(sampling);
  await stack.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = exitCode();
