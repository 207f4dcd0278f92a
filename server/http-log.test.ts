import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { createHttpApp } from "./http.ts";
import { createTestDatabase } from "./testing/test-db.ts";

let database: Database;
let server: Server;
let url: string;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const log = pino(
    { level: "info" },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  const listener = createHttpApp({
    config: loadConfig({ DATA_DIR: "/tmp/okolica-http-log" }),
    database,
    log,
    appHandler: (_req, res) => {
      res.status(200).end("ok");
    },
  });
  server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.close();
  await database?.close();
});

describe("the request log", () => {
  it("keeps no capability token of a mail's link, nor a query string", async () => {
    const token = "Tajny0Token1z2Maila3abcdefghijk";
    const paths = [
      `/decyzja/${token}`,
      `/decyzja/${token}.data`,
      `/alerty/wypisz/${token}?x=1`,
      `/ogloszenie/odswiez/${token}`,
      `/moje-dane/${token}/plik`,
      `/zglos/potwierdz/${token}`,
      `//%64ecyzja/${token}`,
      `/szukaj?token=${token}`,
    ];
    for (const path of paths) await fetch(url + path);
    const logged = lines.join("");
    expect(logged).not.toContain(token);
    for (const path of [
      "/decyzja/[ukryty]",
      "/decyzja/[ukryty].data",
      "/alerty/wypisz/[ukryty]",
      "/ogloszenie/odswiez/[ukryty]",
      "/moje-dane/[ukryty]/plik",
      "/zglos/potwierdz/[ukryty]",
    ]) {
      expect(logged).toContain(`"url":"${path}"`);
    }
  });
});
