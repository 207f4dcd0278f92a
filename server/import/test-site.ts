import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer } from "node:https";
import { type AddressInfo, createServer as createTcpServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** Tests only: a local HTTPS server standing in for the portals. */
export type TestSite = {
  port: number;
  /** The server's self-signed certificate, to trust as the policy's CA. */
  ca: string;
  /** Every request that arrived, in order. */
  requests: IncomingMessage[];
  close(): Promise<void>;
};

/**
 * Starts an HTTPS server on 127.0.0.1 with a throwaway self-signed certificate (made by the
 * openssl CLI) valid for `hostnames`; requests reach it through the policy's host overrides.
 */
export async function startTestSite(
  hostnames: string[],
  handle: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<TestSite> {
  const dir = mkdtempSync(path.join(tmpdir(), "okolica-import-tls-"));
  try {
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "2",
        "-subj",
        "/CN=Okolica import test",
        "-addext",
        `subjectAltName=${hostnames.map((h) => `DNS:${h}`).join(",")}`,
        "-keyout",
        key,
        "-out",
        cert,
      ],
      { stdio: "ignore" },
    );
    const ca = readFileSync(cert, "utf8");
    const requests: IncomingMessage[] = [];
    const server = createServer({ key: readFileSync(key), cert: ca }, (request, response) => {
      requests.push(request);
      handle(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return {
      port: (server.address() as AddressInfo).port,
      ca,
      requests,
      close: () =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Tests only: a portal that cannot be reached. It takes the TCP connection and never answers,
 * not even the TLS handshake, as a host behind a firewall that drops packets looks to a client.
 */
export async function startSilentSite(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
