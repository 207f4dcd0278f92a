import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { hydrated, newPerson } from "./support/page-helpers";
import { DEMO_PASSWORD } from "./support/panel-forms";
import { freePort, type RunningServer, startServer } from "./support/server";

/**
 * What the HTTP answers say besides the page: the token and private pages' caching and referrer
 * headers, the origin check of form posts (development's loopback names, production's 403) and
 * how a post to a page without an action is logged.
 */

const NO_STORE = "private, no-store";

test("capability-token pages are never stored and never sent to another site as a Referer; private pages are never stored", async ({
  request,
}) => {
  for (const address of [
    "/decyzja/nieznany-token",
    "/alerty/wypisz/nieznany-token",
    "/ogloszenie/odswiez/nieznany-token",
    "/zglos/potwierdz/nieznany-token",
  ]) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(404);
    expect(response.headers()["cache-control"], address).toBe(NO_STORE);
    expect(response.headers()["referrer-policy"], address).toBe("same-origin");
  }
  const favourites = await request.get("/obserwowane");
  expect(favourites.status()).toBe(200);
  expect(favourites.headers()["cache-control"]).toBe(NO_STORE);

  const home = await (await request.get("/")).text();
  const listing = /href="\/nieruchomosc\/([0-9a-f-]{36})"/.exec(home)?.[1];
  expect(listing).toBeTruthy();
  const report = await request.get(`/zglos/ogloszenie/${listing}`);
  expect(report.status()).toBe(200);
  expect(report.headers()["cache-control"]).toBe(NO_STORE);
  // Its data for the client router too.
  const data = await request.get(`/zglos/ogloszenie/${listing}.data`);
  expect(data.headers()["cache-control"]).toBe(NO_STORE);
});

/** A server of its own, to read what it logs. */
async function ownServer(
  prefix: string,
  env: Record<string, string> = {},
  port?: number,
): Promise<RunningServer & { cleanUp: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const server = await startServer({ dataDir, seedDemo: true, env, port });
  return Object.assign(server, {
    cleanUp: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

/** The server's JSON log lines that match. */
function logLines(server: RunningServer, match: (line: Record<string, unknown>) => boolean) {
  return server
    .output()
    .split("\n")
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    })
    .filter(match);
}

test("in production a form posted from another address gets a Polish 403 naming BASE_URL and a warning naming both origins", async () => {
  test.setTimeout(120_000);
  const server = await ownServer("okolica-origin-");
  try {
    const other = `http://localhost:${server.port}`;
    const form = new URLSearchParams({ intent: "sign-in", email: "a@b.pl", password: "x" });
    for (const target of ["/auth", "/auth.data"]) {
      const response = await fetch(`${server.url}${target}`, {
        method: "POST",
        headers: { origin: other, "content-type": "application/x-www-form-urlencoded" },
        body: form,
      });
      expect(response.status, target).toBe(403);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).toContain(
        `Formularz wysłano z innego adresu niż ${server.url}.`,
      );
    }
    await expect
      .poll(
        () =>
          logLines(
            server,
            (line) =>
              line.level === 40 &&
              line.expectedOrigin === server.url &&
              line.receivedOrigin === other,
          ).length,
      )
      .toBe(2);
  } finally {
    await server.cleanUp();
  }
});

test("a post to a page without an action is answered 405 and logged as a warning without a stack", async () => {
  test.setTimeout(120_000);
  const server = await ownServer("okolica-405-");
  try {
    const noAction = await fetch(`${server.url}/pomoc`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(noAction.status).toBe(405);
    await expect
      .poll(() => logLines(server, (line) => line.path === "/pomoc" && line.status === 405))
      .toHaveLength(1);
    const [line] = logLines(server, (l) => l.path === "/pomoc" && l.status === 405);
    expect(line).toMatchObject({ level: 40, method: "POST" });
    expect(line).not.toHaveProperty("err");
    expect(logLines(server, (l) => l.level === 50 && l.msg === "request failed")).toEqual([]);
  } finally {
    await server.cleanUp();
  }
});

test("in development on http://localhost a newcomer who opens http://127.0.0.1 signs in", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const server = await ownServer(
    "okolica-loopback-",
    { NODE_ENV: "development", BASE_URL: `http://localhost:${port}` },
    port,
  );
  try {
    const page = await newPerson(browser, `http://127.0.0.1:${port}`);
    await page.goto("/auth");
    await hydrated(page);
    await page.getByLabel("E-mail").fill("posrednik@okolica.local");
    await page.getByLabel("Hasło", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    await expect(page).not.toHaveURL(/\/auth/);
    await expect(page.getByText("Coś poszło nie tak")).toHaveCount(0);
    // A form of the signed-in person, posted from 127.0.0.1 without JavaScript's fetch as well.
    const answer = await page.request.post(`http://127.0.0.1:${port}/auth`, {
      headers: { origin: `http://[::1]:${port}` },
      form: { intent: "sign-in", email: "posrednik@okolica.local", password: "złe-hasło" },
    });
    expect(answer.status()).not.toBe(403);
    expect(await answer.text()).not.toContain("Formularz wysłano z innego adresu");
    await page.context().close();
  } finally {
    await server.cleanUp();
  }
});
