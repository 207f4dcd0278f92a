import type { IncomingMessage, Server, ServerResponse } from "node:http";

/**
 * Readies `server` for a graceful shutdown; the returned `drain(cutAfterMs)` stops accepting and
 * resolves once every connection has closed. Node keeps keep-alive connections open after
 * server.close(), and a client reuses them: without `Connection: close` on the answers given
 * while draining, a client's next request lands on a connection that is about to be closed (an
 * answer the client cannot tell from success, or a reset). So from the drain on, every answer
 * not yet begun closes its connection, idle connections are closed as soon as they go idle, and
 * whatever is still open after `cutAfterMs` is cut.
 */
export function prepareDrain(server: Server): (cutAfterMs: number) => Promise<void> {
  const unanswered = new Set<ServerResponse>();
  let draining = false;
  // Before Express, so that the header is set before any middleware can begin an answer.
  server.prependListener("request", (_request: IncomingMessage, response: ServerResponse) => {
    if (draining) {
      response.setHeader("Connection", "close");
      return;
    }
    unanswered.add(response);
    response.once("close", () => unanswered.delete(response));
  });

  return (cutAfterMs) => {
    draining = true;
    for (const response of unanswered) {
      if (!response.headersSent) response.setHeader("Connection", "close");
    }
    unanswered.clear();
    return new Promise<void>((resolve) => {
      const cut = setTimeout(() => server.closeAllConnections(), cutAfterMs);
      // An answer whose headers went out before the drain leaves its connection kept alive.
      const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
      // server.close() also closes the connections that look idle. A request whose bytes arrived
      // with the signal, unread while the event loop was busy, is read in this turn of the loop:
      // closing after it lets that request count as in flight instead of being reset.
      setImmediate(() =>
        server.close(() => {
          clearTimeout(cut);
          clearInterval(closeIdle);
          resolve();
        }),
      );
    });
  };
}
