/**
 * Fault: PostgreSQL is killed (SIGKILL to every server process, as a crash would) while people
 * save listings through the panel's form action and send messages through /api/wiadomosci.
 * Pass: after PostgreSQL has recovered, every write the app acknowledged is in the database;
 * every write that failed failed cleanly (a 503 with the Polish message, or no connection at all),
 * never a 500; the same app process, without a restart, acknowledges writes again afterwards.
 */

import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { UNAVAILABLE_MESSAGE } from "../../server/db/unavailable.ts";
import { exitCode, report } from "../checks/report.ts";
import { listingForm } from "./lib/listing-upload.ts";
import {
  attempt,
  type Outcome,
  type SignedIn,
  signIn,
  startFaultStack,
  startLoad,
  waitUntil,
} from "./support.ts";

/** Writes before the kill, so that some are in flight when it strikes. */
const BEFORE_MS = 4_000;
/** How long PostgreSQL stays down: writes meanwhile must fail cleanly. */
const DOWN_MS = 3_000;
/** Writes must be acknowledged again within this after PostgreSQL is back. */
const RECOVERY_LIMIT_MS = 15_000;
/** Writes after the first acknowledged one past the restart, so recovery is not a fluke. */
const AFTER_MS = 3_000;
/** Under the per-user limit of 20 messages a minute, so that no refusal is a rate limit. */
const MESSAGES_PER_SENDER = 18;
/** Spreads each sender's messages over the whole run (about 20 s), past PostgreSQL's return. */
const MESSAGE_PAUSE_MS = 1_000;

const MARK = `awaria-${Date.now().toString(36)}`;

type Write = Outcome & {
  kind: "listing" | "message";
  /** The unique title or text that finds the write in the database. */
  key: string;
  /** The id the app answered with when it acknowledged the write. */
  id?: string;
};

const stack = await startFaultStack();
try {
  const { url } = stack;
  const owners = await Promise.all(
    ["wlasciciel@okolica.local", "posrednik@okolica.local"].map((email) => signIn(url, email)),
  );
  const senders = await Promise.all(
    [
      "admin@okolica.local",
      "agencja@okolica.local",
      "agent@okolica.local",
      "firma@okolica.local",
      "posrednik@okolica.local",
    ].map((email) => signIn(url, email)),
  );
  // Messages go to the first owner's listing (one conversation per sender).
  const [listing] = await stack.query<{ id: string }>(
    "select id from properties where user_id = $1 and not is_archived limit 1",
    [owners[0].userId],
  );

  let sequence = 0;
  const listingLoad = startLoad(
    { workers: owners.length, maxMs: 90_000, maxRequests: 2_000 },
    (worker) => saveListing(url, owners[worker], `${MARK}-${++sequence}`),
  );
  // Paced: a sender's 20th message within a minute would meet the rate limit, not the fault.
  const messageLoad = startLoad(
    {
      workers: senders.length,
      maxMs: 90_000,
      maxRequests: senders.length * MESSAGES_PER_SENDER,
      pauseMs: MESSAGE_PAUSE_MS,
    },
    (worker) => sendMessage(url, senders[worker], listing.id, `${MARK}-${++sequence}`),
  );
  const results = () => [...listingLoad.results, ...messageLoad.results];

  await new Promise((resolve) => setTimeout(resolve, BEFORE_MS));
  const killedAt = Date.now();
  await stack.cluster.kill();
  await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
  await stack.cluster.start();
  const backAt = Date.now();
  // Until both kinds of write are acknowledged again, then a little longer.
  await waitUntil(async () => recovered(results(), backAt), RECOVERY_LIMIT_MS);
  await new Promise((resolve) => setTimeout(resolve, AFTER_MS));
  const writes = [...(await listingLoad.stop()), ...(await messageLoad.stop())];

  const acknowledged = writes.filter((w) => w.id);
  const failed = writes.filter((w) => !w.id);
  const listings = await stack.query<{ id: string; title: string }>(
    "select id, title from properties where title like $1",
    [`${MARK}-%`],
  );
  const messages = await stack.query<{ id: string; content: string }>(
    "select id, content from messages where content like $1",
    [`${MARK}-%`],
  );
  const present = new Map([
    ...listings.map((row) => [row.title, row.id] as const),
    ...messages.map((row) => [row.content, row.id] as const),
  ]);
  const missing = acknowledged.filter((w) => present.get(w.key) !== w.id);
  const unacknowledgedPresent = failed.filter((w) => present.has(w.key));
  report(
    "every acknowledged write survives the crash",
    missing.length === 0 && acknowledged.length > 0,
    [
      `${writes.length} writes (${countBy(writes)}), PostgreSQL down ${backAt - killedAt} ms`,
      `acknowledged ${acknowledged.length} (${countBy(acknowledged)}), failed ${failed.length} (${countBy(failed)})`,
      `present afterwards ${present.size}: ${listings.length} listings, ${messages.length} messages`,
      `present though not acknowledged (committed, answer lost): ${unacknowledgedPresent.length}`,
      ...missing.slice(0, 5).map((w) => `missing: ${w.kind} ${w.key} (id ${w.id})`),
    ].join("\n"),
  );

  const unclean = failed.filter(
    (w) => w.status !== 0 && !(w.status === 503 && w.body.includes(UNAVAILABLE_MESSAGE)),
  );
  report(
    "every failed write failed cleanly (503 with the Polish message, or no connection)",
    unclean.length === 0 && failed.length > 0,
    [
      `503: ${failed.filter((w) => w.status === 503).length}, no connection: ${failed.filter((w) => w.status === 0).length}`,
      failed.length === 0 ? "no write met the outage: the check proved nothing" : "",
      ...unclean.slice(0, 5).map(explain),
      unclean.length > 5 ? `… and ${unclean.length - 5} more` : "",
    ]
      .filter(Boolean)
      .join("\n"),
  );

  const exit = stack.server.child.exitCode ?? stack.server.child.signalCode;
  const firstAfter = (kind: Write["kind"]) =>
    acknowledged.find((w) => w.kind === kind && w.at >= backAt);
  const listingBack = firstAfter("listing");
  const messageBack = firstAfter("message");
  report(
    "the same app process acknowledges writes again after PostgreSQL is back",
    exit === null && listingBack !== undefined && messageBack !== undefined,
    exit !== null
      ? `the app exited (${exit}):\n${stack.server.output().slice(-3_000)}`
      : `first acknowledged listing ${since(listingBack, backAt)}, message ${since(messageBack, backAt)} after PostgreSQL was back`,
  );
} finally {
  await stack.close();
}
process.exitCode = exitCode();

/** The panel's listing form, saved as the browser's fetcher posts it (single-fetch action). */
async function saveListing(url: string, owner: SignedIn, title: string): Promise<Write> {
  const form = listingForm(title, []);
  const outcome = await attempt(`${url}/panel/properties.data`, {
    method: "POST",
    headers: { cookie: owner.cookie, origin: url },
    body: form,
  });
  const result =
    outcome.status === 200
      ? ((await decodeAction(outcome.body)) as { ok?: boolean; id?: string })
      : undefined;
  return { ...outcome, kind: "listing", key: title, id: result?.ok ? result.id : undefined };
}

/** A message from a listing's contact box, as send-message.ts posts it. */
async function sendMessage(
  url: string,
  sender: SignedIn,
  propertyId: string,
  content: string,
): Promise<Write> {
  const form = new FormData();
  form.set("propertyId", propertyId);
  form.set("subject", "Test awarii");
  form.set("content", content);
  const outcome = await attempt(`${url}/api/wiadomosci`, {
    method: "POST",
    headers: { cookie: sender.cookie, origin: url, accept: "application/json" },
    body: form,
  });
  const answer =
    outcome.status === 200
      ? (JSON.parse(outcome.body) as { ok?: boolean; messageId?: string })
      : undefined;
  return {
    ...outcome,
    kind: "message",
    key: content,
    id: answer?.ok ? answer.messageId : undefined,
  };
}

/** The action's data in a single-fetch answer (`{ data }`), or undefined. */
async function decodeAction(body: string): Promise<unknown> {
  const decoded = await decodeViaTurboStream(new Blob([body]).stream(), globalThis);
  await decoded.done;
  return (decoded.value as { data?: unknown }).data;
}

function recovered(writes: Write[], backAt: number): boolean {
  const kinds = new Set(writes.filter((w) => w.id && w.at >= backAt).map((w) => w.kind));
  return kinds.size === 2;
}

function since(write: Write | undefined, backAt: number): string {
  return write ? `${write.at + write.ms - backAt} ms` : "never";
}

function countBy(writes: Write[]): string {
  const listings = writes.filter((w) => w.kind === "listing").length;
  return `listings ${listings}, messages ${writes.length - listings}`;
}

function explain(write: Write): string {
  const answer = write.error ? `connection error ${write.error}` : `HTTP ${write.status}`;
  return `${write.kind}: ${answer} after ${write.ms} ms: ${write.body.slice(0, 160).replace(/\s+/g, " ")}`;
}
