import type { Logger } from "pino";
import type { EventBus, RealtimeEvent } from "./bus.ts";

const HEARTBEAT_MS = 25_000;
/** A stream ends after this long; EventSource reconnects, so the session is checked again. */
const MAX_STREAM_MS = 30 * 60_000;
export const MAX_STREAMS_PER_USER = 5;

const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform: the compression middleware leaves the stream alone (it would buffer it).
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
} as const;

/** Open streams of this process, per user: a tab-happy user or a script cannot pile them up. */
const openStreams = new Map<string, number>();

export type EventStreamOptions = {
  bus: EventBus;
  userId: string;
  /** The request's signal: aborted when the browser goes away. */
  signal: AbortSignal;
  countUnread: () => Promise<number>;
  log: Logger;
  heartbeatMs?: number;
  maxStreamMs?: number;
};

/**
 * The Server-Sent Events response for one signed-in user: `unread` at once, then `message` and
 * a fresh `unread` for each event the bus brings, a comment every 25 s so proxies keep it open.
 * Returns null when the user already has MAX_STREAMS_PER_USER streams here.
 */
export function openEventStream(options: EventStreamOptions): Response | null {
  const { bus, userId, signal, countUnread, log } = options;
  const open = openStreams.get(userId) ?? 0;
  if (open >= MAX_STREAMS_PER_USER) return null;
  openStreams.set(userId, open + 1);

  const encoder = new TextEncoder();
  let finished = false;
  let finish = () => {};

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        if (finished) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          finish();
        }
      };
      const send = (event: string, data: unknown) =>
        write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

      // Counts go out in order, one query at a time; a burst of events needs only the last one.
      let counting: Promise<void> = Promise.resolve();
      let countQueued = false;
      const sendUnread = () => {
        if (countQueued) return;
        countQueued = true;
        counting = counting.then(async () => {
          countQueued = false;
          if (finished) return;
          try {
            // `at`: server time before counting, so the bell can tell it from older loader counts.
            const at = Date.now();
            send("unread", { count: await countUnread(), at });
          } catch (error) {
            log.warn({ err: error }, "realtime: unread count failed");
          }
        });
      };

      const onEvent = (event: RealtimeEvent) => {
        if (event.type === "message") {
          send("message", { conversationId: event.conversationId, messageId: event.messageId });
        }
        sendUnread();
      };

      // Subscribe before counting: an event between the two is then counted, never lost.
      const unsubscribe = bus.subscribe(userId, onEvent);
      const stopOnBusClose = bus.onClose(() => finish());
      const heartbeat = setInterval(() => write(": ping\n\n"), options.heartbeatMs ?? HEARTBEAT_MS);
      const lifetime = setTimeout(() => finish(), options.maxStreamMs ?? MAX_STREAM_MS);
      heartbeat.unref?.();
      lifetime.unref?.();

      finish = () => {
        if (finished) return;
        finished = true;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
        stopOnBusClose();
        signal.removeEventListener("abort", finish);
        const left = (openStreams.get(userId) ?? 1) - 1;
        if (left > 0) openStreams.set(userId, left);
        else openStreams.delete(userId);
        try {
          controller.close();
        } catch {
          // already closed or cancelled
        }
      };
      signal.addEventListener("abort", finish, { once: true });
      if (signal.aborted) {
        finish();
        return;
      }

      // Reconnect after 5 s when the stream ends (shutdown, lifetime), not the browser's 3 s.
      write("retry: 5000\n\n");
      sendUnread();
    },
    cancel() {
      finish();
    },
  });

  return new Response(body, { status: 200, headers: EVENT_STREAM_HEADERS });
}

/** Open streams of a user in this process (tests). */
export function openStreamCount(userId: string): number {
  return openStreams.get(userId) ?? 0;
}
