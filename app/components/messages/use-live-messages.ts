import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { setUnread } from "./unread-store";

/**
 * Live message updates for a signed-in user's page: ONE EventSource on /api/wydarzenia per tab,
 * shared by every component that calls useLiveMessages (the header's <LiveMessages/> and the
 * panel's messages tab). The server sends `unread` ({ count, at }: the bell's count and the server
 * time it was taken) and `message` ({ conversationId, messageId }: ids only; the content comes
 * through the loaders).
 *
 * When EventSource is missing, refused (401, 429, 503: it closes) or keeps failing, the page
 * falls back to polling: a revalidation every 30 s while the tab is visible.
 */

const EVENTS_URL = "/api/wydarzenia";
const POLL_INTERVAL_MS = 30_000;
/** Errors in a row (without a successful open between them) before polling takes over. */
const MAX_ERRORS = 3;

type Subscriber = {
  onMessage?: (conversationId: string) => void;
  /** Polling fallback: reload the page's data. */
  revalidate: () => void;
};

const subscribers = new Set<Subscriber>();
let source: EventSource | null = null;
let pollTimer: ReturnType<typeof setInterval> | null = null;
let errors = 0;
let polling = false;

function connect() {
  if (source || polling) return;
  if (typeof EventSource === "undefined") {
    startPolling();
    return;
  }
  const es = new EventSource(EVENTS_URL);
  source = es;
  es.addEventListener("open", () => {
    errors = 0;
  });
  es.addEventListener("unread", (e) => {
    const data = parseData<{ count?: unknown; at?: unknown }>(e);
    // `at`: the server time the count was taken (compared with the loaders' `unreadAt`).
    if (typeof data?.count === "number")
      setUnread(data.count, typeof data.at === "number" ? data.at : Date.now());
  });
  es.addEventListener("message", (e) => {
    const conversationId = parseData<{ conversationId?: unknown }>(e)?.conversationId;
    if (typeof conversationId !== "string") return;
    for (const s of [...subscribers]) s.onMessage?.(conversationId);
  });
  es.addEventListener("error", () => {
    errors += 1;
    // CLOSED: the server refused the stream (not signed in, too many tabs, bus down); the
    // browser will not retry. CONNECTING: it retries by itself, up to MAX_ERRORS times.
    if (es.readyState === EventSource.CLOSED || errors >= MAX_ERRORS) {
      es.close();
      if (source === es) source = null;
      startPolling();
    }
  });
}

function startPolling() {
  polling = true;
  if (pollTimer || subscribers.size === 0) return;
  pollTimer = setInterval(() => {
    if (document.visibilityState === "hidden") return;
    // One revalidation reloads every loader on the page (the bell's count, the open conversation).
    const first = subscribers.values().next().value;
    first?.revalidate();
  }, POLL_INTERVAL_MS);
}

function disconnect() {
  source?.close();
  source = null;
  if (pollTimer) clearInterval(pollTimer);
  pollTimer = null;
  // A later mount (e.g. after signing in again) tries the stream afresh.
  polling = false;
  errors = 0;
}

function parseData<T>(event: Event): T | null {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
}

/**
 * Keeps the bell's count live and calls `onMessage(conversationId)` when a message in one of the
 * user's conversations arrives (sent by the other side or by this user in another tab). Mount
 * only for signed-in users; it connects after hydration (effects never run on the server).
 */
export function useLiveMessages(options: { onMessage?: (conversationId: string) => void } = {}) {
  const revalidator = useRevalidator();
  const latest = useRef({ options, revalidator });
  latest.current = { options, revalidator };

  useEffect(() => {
    const subscriber: Subscriber = {
      onMessage: (conversationId) => latest.current.options.onMessage?.(conversationId),
      revalidate: () => {
        if (latest.current.revalidator.state === "idle")
          void latest.current.revalidator.revalidate();
      },
    };
    subscribers.add(subscriber);
    if (polling) startPolling();
    else connect();
    return () => {
      subscribers.delete(subscriber);
      if (subscribers.size === 0) disconnect();
    };
  }, []);
}
