import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Logger } from "pino";
import type { Db, ListenFunction } from "../db/client.ts";

/**
 * What the browser is told live. Only ids travel: the content is read through the normal,
 * access-checked loaders, and a NOTIFY payload must stay under 8000 bytes.
 */
export type RealtimeEvent =
  | { type: "message"; conversationId: string; messageId: string }
  /** Sent to local subscribers after the bus lost events (a reconnect): refresh what you show. */
  | { type: "resync" };

type RealtimeListener = (event: RealtimeEvent) => void;

/**
 * Told that content changed: the table's name from the database's triggers (drizzle/0024 and
 * 0026), or "resync" after notifications may have been lost.
 */
type ContentListener = (table: string) => void;

export type EventBus = {
  /** Delivers the event to every subscriber of `userId`, in this process and in the others. */
  publish(userId: string, event: RealtimeEvent): Promise<void>;
  /** Listens for `userId`'s events; returns the unsubscribe function. */
  subscribe(userId: string, listener: RealtimeListener): () => void;
  /** Calls `listener` with the table when content changed in any process (caches are stale). */
  onContentChange(listener: ContentListener): () => void;
  /** False once the bus gave up (the PostgreSQL listener could not reconnect): use polling. */
  isLive(): boolean;
  /** Called once when the bus closes (shutdown) or gives up, so open streams can end. */
  onClose(callback: () => void): () => void;
  close(): Promise<void>;
};

/**
 * Whether a table's change can change what visitors see. A session begun or ended (drizzle/0026)
 * only concerns the signed-in users each process remembers (auth/actor-memo.ts).
 */
export const changesPublicContent = (table: string) => table !== "sessions";

const EVENTS_CHANNEL = "okolica_events";
/** Where the content triggers notify (drizzle/0024_content_changes.sql). */
const CONTENT_CHANNEL = "okolica_content";
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_999;

/** The subscribers of this process, by user id. */
class LocalSubscribers {
  private byUser = new Map<string, Set<RealtimeListener>>();
  private contentListeners = new Set<ContentListener>();
  private closeCallbacks = new Set<() => void>();
  constructor(private log?: Logger) {}

  add(userId: string, listener: RealtimeListener): () => void {
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(listener);
    return () => {
      const current = this.byUser.get(userId);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.byUser.delete(userId);
    };
  }

  deliver(userId: string, event: RealtimeEvent) {
    for (const listener of [...(this.byUser.get(userId) ?? [])]) this.call(listener, event);
  }

  deliverToAll(event: RealtimeEvent) {
    for (const set of [...this.byUser.values()]) for (const l of [...set]) this.call(l, event);
  }

  addContentListener(listener: ContentListener): () => void {
    this.contentListeners.add(listener);
    return () => this.contentListeners.delete(listener);
  }

  contentChanged(table: string) {
    for (const listener of [...this.contentListeners]) {
      try {
        listener(table);
      } catch (error) {
        this.log?.error({ err: error }, "content listener failed");
      }
    }
  }

  private call(listener: RealtimeListener, event: RealtimeEvent) {
    try {
      listener(event);
    } catch (error) {
      // One broken stream must not keep the event from the others.
      this.log?.error({ err: error }, "realtime listener failed");
    }
  }

  onClose(callback: () => void): () => void {
    this.closeCallbacks.add(callback);
    return () => this.closeCallbacks.delete(callback);
  }

  closeAll() {
    const callbacks = [...this.closeCallbacks];
    this.closeCallbacks.clear();
    for (const callback of callbacks) {
      try {
        callback();
      } catch (error) {
        this.log?.error({ err: error }, "realtime close callback failed");
      }
    }
    this.byUser.clear();
  }
}

/**
 * One process (the embedded PGlite database): subscribers are all here, and the content
 * triggers' notifications come from the database itself through `listen`.
 */
export function createMemoryBus(options: { log?: Logger; listen?: ListenFunction } = {}): EventBus {
  const local = new LocalSubscribers(options.log);
  let closed = false;
  const unlisten = options.listen?.(CONTENT_CHANNEL, (table) => local.contentChanged(table));
  return {
    async publish(userId, event) {
      checkPayload(userId, event);
      // Like NOTIFY, delivery happens after the caller's work, never inside it.
      queueMicrotask(() => local.deliver(userId, event));
    },
    subscribe: (userId, listener) => local.add(userId, listener),
    onContentChange: (listener) => local.addContentListener(listener),
    isLive: () => !closed,
    onClose: (callback) => local.onClose(callback),
    async close() {
      closed = true;
      local.closeAll();
      await unlisten?.then((stop) => stop()).catch(() => {});
    },
  };
}

export type PgBusOptions = {
  /** The PostgreSQL server; the bus keeps ONE connection of its own on it for LISTEN. */
  connectionString: string;
  /** Publishing goes through the application's pool (it works while the listener reconnects). */
  db: Db;
  log: Logger;
  channel?: string;
  contentChannel?: string;
  /** Reconnect attempts in a row before giving up (then isLive() is false). */
  maxAttempts?: number;
  /** First reconnect delay; doubles up to 30 s. */
  retryDelayMs?: number;
};

const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Several processes on one PostgreSQL server: publish = pg_notify, and each process keeps one
 * dedicated connection that LISTENs and fans the notifications out to its local subscribers.
 */
export type PgEventBus = EventBus & {
  /** Resolves once the current connection attempt is over (tests wait for the first LISTEN). */
  ready(): Promise<void>;
  /** The LISTEN connection's application_name in pg_stat_activity. */
  applicationName: string;
};

export function createPgBus(options: PgBusOptions): PgEventBus {
  const { connectionString, db, log } = options;
  const channel = options.channel ?? EVENTS_CHANNEL;
  const contentChannel = options.contentChannel ?? CONTENT_CHANNEL;
  const maxAttempts = options.maxAttempts ?? 20;
  const firstDelay = options.retryDelayMs ?? 500;
  const local = new LocalSubscribers(log);
  // Names the connection in pg_stat_activity (and lets tests find it).
  const applicationName = `okolica-events-${randomBytes(4).toString("hex")}`;

  let client: pg.Client | undefined;
  let closed = false;
  let gaveUp = false;
  let attempts = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let ready: Promise<void>;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === contentChannel) {
      local.contentChanged(message.payload ?? "");
      return;
    }
    if (message.channel !== channel || !message.payload) return;
    let parsed: { u?: unknown; e?: unknown };
    try {
      parsed = JSON.parse(message.payload);
    } catch {
      log.warn("realtime: unreadable notification ignored");
      return;
    }
    if (typeof parsed.u !== "string" || !isRealtimeEvent(parsed.e)) return;
    local.deliver(parsed.u, parsed.e);
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    const next = new pg.Client({ connectionString, application_name: applicationName });
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      if (client === next) client = undefined;
      next.removeAllListeners("notification");
      next.end().catch(() => {});
      if (closed) return;
      log.warn({ err: error }, "realtime: LISTEN connection lost; reconnecting");
      scheduleReconnect();
    };
    // An error on an idle client (server restart, pg_terminate_backend) must never crash the process.
    next.on("error", drop);
    next.on("end", () => drop());
    next.on("notification", onNotification);
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      await next.query(`listen ${pg.escapeIdentifier(contentChannel)}`);
    } catch (error) {
      if (!dropped) {
        dropped = true;
        next.removeAllListeners("notification");
        next.end().catch(() => {});
        if (!closed) {
          log.warn({ err: error, attempt: attempts }, "realtime: cannot LISTEN");
          scheduleReconnect();
        }
      }
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    if (attempts > 0) {
      log.info({ attempts }, "realtime: LISTEN connection back");
      attempts = 0;
      // Whatever was notified while we were away is lost: tell the streams to refresh.
      local.deliverToAll({ type: "resync" });
      local.contentChanged("resync");
    }
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    attempts += 1;
    if (attempts > maxAttempts) {
      gaveUp = true;
      log.error(
        { attempts: maxAttempts },
        "realtime: giving up on LISTEN; clients fall back to polling",
      );
      local.closeAll();
      return;
    }
    const delay = Math.min(firstDelay * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      ready = connect();
    }, delay);
    retryTimer.unref();
  };

  ready = connect();

  return {
    async publish(userId, event) {
      const payload = checkPayload(userId, event);
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    subscribe: (userId, listener) => local.add(userId, listener),
    onContentChange: (listener) => local.addContentListener(listener),
    isLive: () => !closed && !gaveUp,
    onClose: (callback) => local.onClose(callback),
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      local.closeAll();
      await ready.catch(() => {});
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners("end");
        await current.end().catch(() => {});
      }
    },
    ready: () => ready,
    applicationName,
  };
}

/** The bus for this database: NOTIFY on a PostgreSQL server, in-process with PGlite. */
export function createEventBus(options: {
  kind: "pglite" | "postgres";
  databaseUrl: string | undefined;
  db: Db;
  log: Logger;
  /** The embedded database's own notifications (Database.listen). */
  listen?: ListenFunction;
}): EventBus {
  if (options.kind === "postgres" && options.databaseUrl) {
    return createPgBus({ connectionString: options.databaseUrl, db: options.db, log: options.log });
  }
  return createMemoryBus({ log: options.log, listen: options.listen });
}

function checkPayload(userId: string, event: RealtimeEvent): string {
  const payload = JSON.stringify({ u: userId, e: event });
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
    throw new Error("realtime event too large: send ids, never content");
  }
  return payload;
}

const UUIDISH = /^[\w-]{1,100}$/;

function isRealtimeEvent(value: unknown): value is RealtimeEvent {
  if (!value || typeof value !== "object") return false;
  const e = value as Record<string, unknown>;
  if (e.type === "resync") return true;
  return (
    e.type === "message" &&
    typeof e.conversationId === "string" &&
    typeof e.messageId === "string" &&
    UUIDISH.test(e.conversationId) &&
    UUIDISH.test(e.messageId)
  );
}
