import { Agent, createServer, request, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { prepareDrain } from "./http-drain.ts";

let server: Server | undefined;
let agent: Agent | undefined;

afterEach(() => {
  agent?.destroy();
  server?.closeAllConnections();
  server?.close();
});

/** A server whose answers wait until `release()`; `drain` as index.ts gets it. */
async function slowServer() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived = () => {};
  const requestArrived = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  server = createServer((_req, res) => {
    arrived();
    void released.then(() => res.end("ok"));
  });
  const drain = prepareDrain(server);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return { port, drain, release, requestArrived };
}

function get(port: number) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("prepareDrain", () => {
  it("answers a request in flight in full, with Connection: close, and then resolves", async () => {
    const { port, drain, release, requestArrived } = await slowServer();
    const answer = get(port);
    await requestArrived;
    const drained = drain(5_000);
    release();
    expect(await answer).toEqual({ status: 200, connection: "close" });
    await drained;
    expect(server?.listening).toBe(false);
  });

  it("closes a kept-alive idle connection at once instead of waiting for its timeout", async () => {
    const { port, drain, release } = await slowServer();
    release();
    expect(await get(port)).toEqual({ status: 200, connection: "keep-alive" });
    const started = Date.now();
    await drain(5_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("serves a request that arrived with the signal but was not read yet, instead of resetting it", async () => {
    const { port, drain, release } = await slowServer();
    release();
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString();
    });
    const ended = new Promise<string>((resolve) => {
      socket.on("close", () => resolve(received));
      socket.on("error", () => resolve(`${received}[reset]`));
    });
    const get = "GET / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n";
    await new Promise<void>((resolve) => socket.write(get, () => resolve()));
    while (!received.includes("ok")) await new Promise((resolve) => setTimeout(resolve, 5));
    // The second request reaches the kernel while the event loop is busy; the drain starts
    // before the loop has read it, as when the signal and the request come in the same turn.
    socket.write(get);
    const busyUntil = Date.now() + 50;
    while (Date.now() < busyUntil) {}
    const drained = drain(5_000);
    const answers = await ended;
    await drained;
    expect(answers.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
    expect(answers).toMatch(/Connection: close/i);
  });

  it("cuts what is still open after the limit", async () => {
    const { port, drain, requestArrived } = await slowServer();
    const answer = get(port).catch((error: NodeJS.ErrnoException) => error.code);
    await requestArrived;
    await drain(200);
    expect(await answer).toBe("ECONNRESET");
  });
});
