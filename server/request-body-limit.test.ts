import { createServer, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import {
  FORM_BODY_LIMIT,
  MAX_FORM_BODY_BYTES,
  MAX_MESSAGE_BODY_BYTES,
  MAX_UPLOAD_BODY_BYTES,
} from "./images/body-limits.ts";
import { bodyLimitFor, limitRequestBodies } from "./request-body-limit.ts";

const MULTIPART = "multipart/form-data; boundary=x";
const SLACK = 1024 * 1024;

describe("bodyLimitFor", () => {
  it.each([
    ["/auth", "application/x-www-form-urlencoded"],
    ["/auth.data", MULTIPART],
    ["/auth/nowe-haslo", MULTIPART],
    ["/api/auth/sign-in/email", "application/json"],
    ["/konfiguracja", MULTIPART],
    ["/usluga/abc", MULTIPART],
    ["/nieruchomosc/abc.data", "application/x-www-form-urlencoded"],
    ["/api/nieruchomosci/abc/archiwizuj", MULTIPART],
    ["/panel", "application/x-www-form-urlencoded"],
    ["/panel/x", MULTIPART],
    ["/", undefined],
  ])("caps %s (%s) like a plain form", (path, type) => {
    expect(bodyLimitFor(path, type)).toBe(FORM_BODY_LIMIT);
  });

  it.each([
    ["/panel", MAX_FORM_BODY_BYTES],
    ["/panel.data", MAX_FORM_BODY_BYTES],
    ["/panel/properties", MAX_FORM_BODY_BYTES],
    ["/panel/services.data", MAX_FORM_BODY_BYTES],
    ["/panel/agency", MAX_FORM_BODY_BYTES],
    ["/panel/profile", MAX_UPLOAD_BODY_BYTES],
    ["/admin.data", MAX_FORM_BODY_BYTES],
    ["/admin/settings.data", MAX_FORM_BODY_BYTES],
    ["/admin/import/json", MAX_FORM_BODY_BYTES],
    ["/profil", MAX_UPLOAD_BODY_BYTES],
    ["/api/wiadomosci", MAX_MESSAGE_BODY_BYTES],
  ])("leaves the upload route %s its own limit for multipart (plus slack)", (path, limit) => {
    expect(bodyLimitFor(path, MULTIPART)).toBe(limit + SLACK);
  });
});

describe("limitRequestBodies", () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  it("ends the handler's read of a body whose client went away halfway", async () => {
    let settled: (outcome: string) => void = () => {};
    const read = new Promise<string>((resolve) => {
      settled = resolve;
    });
    const app = express();
    // Reads the body as the React Router adapter does: a web stream over the request.
    app.all(
      "/{*path}",
      limitRequestBodies(async (req) => {
        const reader = createReadableStreamFromReadable(req).getReader();
        try {
          while (!(await reader.read()).done);
          settled("ended");
        } catch {
          settled("failed");
        }
      }),
    );
    server = createServer(app);
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;

    const client = connect(port, "127.0.0.1");
    await new Promise((resolve) => client.once("connect", resolve));
    client.write(
      "POST /profil HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=zz\r\n" +
        "Transfer-Encoding: chunked\r\n\r\n4\r\n--zz\r\n",
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    client.destroy();

    // Before, the read waited for ever, holding what the route had buffered of the body.
    const outcome = await Promise.race([
      read,
      new Promise((resolve) => setTimeout(() => resolve("still waiting"), 2_000)),
    ]);
    expect(outcome).not.toBe("still waiting");
  });

  it("refuses an /api body over the cap in the import API's shape, {error, code}", async () => {
    const app = express();
    app.all(
      "/{*path}",
      limitRequestBodies((_req, res) => void res.json({ read: true })),
    );
    server = createServer(app);
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/import-properties`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: "x".repeat(FORM_BODY_LIMIT) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: "Przesłane dane są zbyt duże.",
      code: "too_large",
    });
  });
});
