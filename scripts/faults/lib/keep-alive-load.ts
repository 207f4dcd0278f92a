/**
 * GET requests from a few keep-alive connections, each loop sending its next request as soon as
 * the previous answer is read, recorded one by one: when a request was sent, whether it reused a
 * connection, and whether a whole answer came back (or which error ended it). fetch() (and so
 * startLoad with attempt() in ../support.ts) shows neither the reuse nor the Connection header.
 */
import { Agent, request } from "node:http";

export type Sent = {
  startedAt: number;
  endedAt: number;
  reused: boolean;
  /** HTTP status of a complete answer (its body read to the end), else null. */
  status: number | null;
  connection: string | null;
  /** The error code that ended the request (ECONNREFUSED, ECONNRESET…), else null. */
  error: string | null;
};

export type Load = {
  /** Resolves with every request once the loops have ended (stop(), refusal, or the limit). */
  done: Promise<Sent[]>;
  stop(): void;
};

/**
 * `connections` loops of GET `url`; a loop ends when the connection is refused (nothing listens
 * any more), when stop() is called, or after `maxRequests` requests in all or `maxMs`.
 */
export function keepAliveLoad(
  url: string,
  options: { connections: number; maxRequests: number; maxMs: number },
): Load {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const sent: Sent[] = [];
  const deadline = Date.now() + options.maxMs;
  let stopped = false;
  const more = () => !stopped && sent.length < options.maxRequests && Date.now() < deadline;

  const loop = async () => {
    while (more()) {
      const one = await get(agent, url);
      sent.push(one);
      if (one.error === "ECONNREFUSED") return;
    }
  };
  const done = Promise.all(Array.from({ length: options.connections }, loop)).then(() => {
    agent.destroy();
    return sent;
  });
  return {
    done,
    stop: () => {
      stopped = true;
    },
  };
}

function get(agent: Agent, url: string): Promise<Sent> {
  const startedAt = Date.now();
  return new Promise<Sent>((resolve) => {
    let reused = false;
    const finish = (fields: Pick<Sent, "status" | "connection" | "error">) =>
      resolve({ startedAt, endedAt: Date.now(), reused, ...fields });
    const req = request(url, { agent, timeout: 15_000 }, (res) => {
      res.resume();
      res.on("end", () =>
        finish({
          status: res.statusCode ?? 0,
          connection: res.headers.connection ?? null,
          error: null,
        }),
      );
      res.on("error", (error: NodeJS.ErrnoException) =>
        finish({ status: null, connection: null, error: error.code ?? error.message }),
      );
    });
    req.on("socket", (socket) => {
      reused = req.reusedSocket;
      socket.setNoDelay(true);
    });
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", (error: NodeJS.ErrnoException) =>
      finish({ status: null, connection: null, error: error.code ?? error.message }),
    );
    req.end();
  });
}
