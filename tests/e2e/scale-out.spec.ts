import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { generateKey } from "../../server/storage/keys.ts";
import { S3_PRIVATE_PREFIX } from "../../server/storage/s3-storage.ts";
import { createPrivateStorage, createStorage } from "../../server/storage/storage.ts";
import { bellCount, liveStream, markDocument, notReloaded, unique } from "./support/live-page.ts";
import { hydrated, toast } from "./support/page-helpers.ts";
import { logEntries, type ScaleOutStack, startScaleOutStack } from "./support/scale-out-stack.ts";
import type { RunningServer } from "./support/server.ts";

/**
 * Scaling out: two app processes (A and B) on one PostgreSQL database and one S3 bucket, as
 * several processes behind a load balancer would run. A session made on A works on B, a message
 * sent through A shows up live on B (LISTEN/NOTIFY), its attachment is served by B from the
 * bucket, the start-up jobs do their work once between both, and the rate limits count requests
 * to either process together. Needs a PostgreSQL server (TEST_DATABASE_URL, as CI sets it).
 */

const SERVER_URL = process.env.TEST_DATABASE_URL;
const PASSWORD = "Okolica2026!";
const OWNER = "wlasciciel@okolica.local"; // Tomasz Kowalczyk, the recipient
const BROKER = "posrednik@okolica.local"; // Agnieszka Mazur, the sender
const AGENT = "agent@okolica.local"; // Paweł Kubiak, fills the message limit
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
/** Live updates must arrive within this, without a reload. */
const LIVE_MS = 5_000;

test.describe
  .serial("two app processes, one PostgreSQL database, one S3 bucket", () => {
    test.skip(
      !SERVER_URL,
      "TEST_DATABASE_URL is not set: start a throwaway PostgreSQL as `.ci/run` start_postgres does and export TEST_DATABASE_URL",
    );
    test.describe.configure({ timeout: 60_000 });

    let stack: ScaleOutStack | undefined;
    let a: RunningServer;
    let b: RunningServer;
    let prepared: Awaited<ReturnType<typeof prepareExpiredWork>>;
    const contexts: BrowserContext[] = [];

    test.beforeAll(async () => {
      test.setTimeout(150_000);
      stack = await startScaleOutStack(SERVER_URL as string);
      // The first process migrates and seeds the demo data, then stops; the rows the jobs must
      // handle are prepared while no process runs, and both processes then start at once, so
      // their start-up runs of the jobs race for the same rows.
      const seeding = await stack.start({ seedDemo: true });
      await seeding.stop();
      prepared = await prepareExpiredWork(stack);
      [a, b] = await Promise.all([
        stack.start({ seedDemo: true }),
        stack.start({ seedDemo: false }),
      ]);
    });

    test.afterAll(async () => {
      await Promise.all(contexts.map((context) => context.close().catch(() => {})));
      await stack?.close();
    });

    /** A browser context of its own with a fixed client address (the sign-in limit is per IP). */
    async function person(browser: Browser, ip: string): Promise<Page> {
      const context = await browser.newContext({
        locale: "pl-PL",
        extraHTTPHeaders: { "x-forwarded-for": ip },
      });
      contexts.push(context);
      return context.newPage();
    }

    test("the expiry and promotion jobs did their work once, in one of the two processes", async () => {
      const s3 = stack as ScaleOutStack;
      const privateStorage = createPrivateStorage(s3.storage);

      await expect
        .poll(async () => {
          const [row] = await s3.query<{ expired: boolean }>(
            "select expired_at is not null as expired from message_attachments where id = $1",
            [prepared.attachmentId],
          );
          return row.expired;
        })
        .toBe(true);
      expect(await privateStorage.get(prepared.fileKey)).toBeNull();

      await expect
        .poll(async () =>
          s3.query("select is_active from property_promotions where property_id = $1", [
            prepared.propertyId,
          ]),
        )
        .toEqual([{ is_active: false }, { is_active: false }]);
      const [flags] = await s3.query(
        "select is_featured, is_premium, premium_by_promotion from properties where id = $1",
        [prepared.propertyId],
      );
      expect(flags).toEqual({ is_featured: false, is_premium: false, premium_by_promotion: false });

      // The logs: one process deleted the one file and ended both promotions, the other nothing.
      const expiryLogs = () =>
        [a, b].map((server) => logEntries(server, "expired message attachments deleted"));
      await expect.poll(() => expiryLogs().flat().length).toBe(1);
      expect(expiryLogs().flat()[0]).toMatchObject({ count: 1 });
      const endedBy = () =>
        [a, b].map((server) =>
          logEntries(server, "promotions updated").reduce((sum, e) => sum + Number(e.ended), 0),
        );
      await expect.poll(() => endedBy().reduce((x, y) => x + y)).toBe(2);
      expect(endedBy().sort()).toEqual([0, 2]);
    });

    test("the search alerts went once: one mail per saved search, whichever of A and B took it", async () => {
      const s3 = stack as ScaleOutStack;
      const alerts = () =>
        s3.query<{ recipient: string; subject: string }>(
          "select recipient, subject from mail_outbox where subject like '%: Skalowanie %'",
        );
      await expect.poll(async () => (await alerts()).length).toBe(prepared.searches);
      const mails = await alerts();
      expect(new Set(mails.map((m) => m.subject)).size).toBe(prepared.searches);
      expect(new Set(mails.map((m) => m.recipient)).size).toBe(prepared.searches);
      const queuedBy = () =>
        [a, b].map((server) =>
          logEntries(server, "search alerts queued").reduce((sum, e) => sum + Number(e.mailed), 0),
        );
      await expect.poll(() => queuedBy().reduce((x, y) => x + y)).toBe(prepared.searches);
      // Nothing more once both have checked them again.
      expect((await alerts()).length).toBe(prepared.searches);
    });

    test("a change committed anywhere reaches the pages of A and B within a second, cached or rendered", async () => {
      const s3 = stack as ScaleOutStack;
      const [listing] = await s3.query<{ id: string }>(
        "select id from properties where not is_archived order by created_at desc limit 1",
      );
      const path = `/nieruchomosc/${listing.id}`;
      const anonymous = (server: RunningServer) => fetch(`${server.url}${path}`);
      // A cookie keeps a request out of the page cache; its page is rendered from the data
      // each process remembers until content changes (server/page-cache/content-memo.ts).
      const withCookie = (server: RunningServer) =>
        fetch(`${server.url}${path}`, { headers: { cookie: "returning=1" } });
      for (const server of [a, b]) {
        await (await anonymous(server)).text();
        expect((await anonymous(server)).headers.get("x-page-cache")).toBe("hit");
        await (await withCookie(server)).text();
      }
      const title = unique("Mieszkanie po zmianie");
      await s3.query("update properties set title = $1 where id = $2", [title, listing.id]);
      const changedAt = Date.now();
      for (const server of [a, b]) {
        for (const visit of [anonymous, withCookie]) {
          await expect
            .poll(async () => (await (await visit(server)).text()).includes(title), {
              timeout: 1_000,
              intervals: [50],
            })
            .toBe(true);
        }
      }
      expect(Date.now() - changedAt).toBeLessThan(1_000);
    });

    test("a user signed in through A is signed in on B, and signed out on both at once", async ({
      browser,
    }) => {
      const page = await person(browser, "10.51.0.1");
      await signIn(page, a.url, OWNER, PASSWORD);
      await expect(page).toHaveURL(`${a.url}/`);
      await expect(userMenu(page)).toContainText("Tomasz Kowalczyk");

      // Cookies belong to the host, not the port: B gets A's session cookie and accepts it.
      await page.goto(`${b.url}/profil`);
      await expect(page).toHaveURL(`${b.url}/profil`);
      await expect(userMenu(page)).toContainText("Tomasz Kowalczyk");
      await expect(page.getByRole("banner").getByRole("link", { name: "Zaloguj się" })).toHaveCount(
        0,
      );

      // Signed out through A: B, which remembers the session's user, lets the cookie in no more.
      const cookie = (await page.context().cookies())
        .map(({ name, value }) => `${name}=${value}`)
        .join("; ");
      const profileOnB = () =>
        fetch(`${b.url}/profil`, { headers: { cookie }, redirect: "manual" }).then((r) => r.status);
      expect(await profileOnB()).toBe(200);
      const signedOut = await page.request.post(`${a.url}/api/auth/sign-out`, {
        headers: { origin: a.url },
        data: {},
      });
      expect(signedOut.status(), await signedOut.text()).toBe(200);
      await expect.poll(profileOnB, { timeout: 1_000, intervals: [50] }).toBe(302);
    });

    test("a message sent through A reaches B's bell and open conversation live; B serves its attachment", async ({
      browser,
    }) => {
      const s3 = stack as ScaleOutStack;
      const [conversation] = await s3.query<{ id: string }>(
        `select c.id from conversations c
       join users ua on ua.id = c.user_a_id join users ub on ub.id = c.user_b_id
       where array[ua.email, ub.email] @> array[$1, $2] order by c.created_at limit 1`,
        [OWNER, BROKER],
      );
      const conversationPath = `/panel/messages?c=${conversation.id}`;

      const owner = await person(browser, "10.51.0.2");
      await signIn(owner, a.url, OWNER, PASSWORD);
      await expect(owner).toHaveURL(`${a.url}/`);
      const broker = await person(browser, "10.51.0.3");
      await signIn(broker, a.url, BROKER, PASSWORD);
      await expect(broker).toHaveURL(`${a.url}/`);

      // The owner keeps a panel page open on B, its live stream connected to B.
      const onB = liveStream(owner);
      await owner.goto(`${b.url}/panel/properties`);
      await hydrated(owner);
      await onB;
      await markDocument(owner);
      const before = await bellCount(owner);

      // The broker writes through A: B's bell rises on the page already open.
      await broker.goto(`${a.url}${conversationPath}`);
      const first = unique("Czy mogę przyjść z klientem w sobotę?");
      await reply(broker, first);
      await expect.poll(() => bellCount(owner), { timeout: LIVE_MS }).toBe(before + 1);
      expect(await notReloaded(owner)).toBe(true);

      // The owner opens the conversation on B (it shows the message); the broker replies through A
      // with a PDF: the reply and its file appear in B's open conversation.
      const reader = await owner.context().newPage();
      const readerStream = liveStream(reader);
      await reader.goto(`${b.url}${conversationPath}`);
      await hydrated(reader);
      await readerStream;
      const log = reader.getByRole("log", { name: "Wiadomości w rozmowie" });
      await expect(log).toContainText(first);
      await markDocument(reader);

      const second = unique("Przesyłam projekt umowy");
      await reply(broker, second, {
        name: "projekt-umowy.pdf",
        mimeType: "application/pdf",
        buffer: PDF,
      });
      await expect(log).toContainText(second, { timeout: LIVE_MS });
      const file = log.getByRole("link", { name: "projekt-umowy.pdf" });
      await expect(file).toBeVisible({ timeout: LIVE_MS });
      expect(await notReloaded(reader)).toBe(true);

      // B serves the file A stored: same bytes, through the access-checked route.
      const href = (await file.getAttribute("href")) as string;
      expect(href).toMatch(/^\/api\/zalaczniki\/[0-9a-f-]{36}$/);
      const download = await reader.request.get(`${b.url}${href}`);
      expect(download.status()).toBe(200);
      expect(Buffer.from(await download.body())).toEqual(PDF);

      // In the bucket it lies under private/, and the public URL of its key serves nothing.
      const [row] = await s3.query<{ file_key: string }>(
        "select file_key from message_attachments where id = $1",
        [href.split("/").pop()],
      );
      const raw = await fetch(`${s3.bucketUrl}/${S3_PRIVATE_PREFIX}${row.file_key}`);
      expect(raw.status).toBe(200);
      expect(Buffer.from(await raw.arrayBuffer())).toEqual(PDF);
      const publicUrl = createStorage(s3.storage).publicUrl(row.file_key);
      expect((await fetch(publicUrl)).status).toBe(404);
    });

    test("five sign-in attempts a minute per address, counted across A and B", async ({
      browser,
    }) => {
      const page = await person(browser, "10.51.0.4");
      for (const server of [a, b, a, b, a]) {
        await signIn(page, server.url, OWNER, "zle-haslo-123");
        await expect(page.getByText("Nieprawidłowy e-mail lub hasło.")).toBeVisible();
      }
      // The sixth and seventh, even with the right password, are refused by either process.
      for (const server of [b, a]) {
        await signIn(page, server.url, OWNER, PASSWORD);
        await expect(page.getByText("Zbyt wiele prób. Spróbuj ponownie za chwilę.")).toBeVisible();
        await expect(page).toHaveURL(`${server.url}/auth`);
      }
    });

    test("twenty messages a minute per user, counted across A and B", async ({ browser }) => {
      const s3 = stack as ScaleOutStack;
      const [listing] = await s3.query<{ id: string }>(
        `select p.id from properties p join users u on u.id = p.user_id
       where u.email = $1 and not p.is_archived order by p.created_at limit 1`,
        [OWNER],
      );
      const agent = await person(browser, "10.51.0.5");
      await signIn(agent, a.url, AGENT, PASSWORD);
      await expect(agent).toHaveURL(`${a.url}/`);

      // Nineteen through the API, alternating processes; the first starts the conversation.
      const send = (server: RunningServer, fields: Record<string, string>) =>
        agent.request.post(`${server.url}/api/wiadomosci`, {
          multipart: fields,
          // As the page's own form sends it: the API takes posts from the site's pages only.
          headers: { origin: server.url },
        });
      const opened = await send(a, {
        propertyId: listing.id,
        subject: "Pytanie o ofertę",
        content: "Wiadomość 1",
      });
      expect(opened.status()).toBe(200);
      const { conversationId } = (await opened.json()) as { conversationId: string };
      for (let n = 2; n <= 19; n++) {
        const sent = await send(n % 2 ? a : b, { conversationId, content: `Wiadomość ${n}` });
        expect(sent.status(), `message ${n}`).toBe(200);
      }

      // The twentieth through B's reply form goes out; the twenty-first is refused.
      await agent.goto(`${b.url}/panel/messages?c=${conversationId}`);
      await reply(agent, "Wiadomość 20");
      await reply(agent, "Wiadomość 21", undefined, "Wysyłasz zbyt wiele wiadomości.");
      // And A refuses too.
      const refused = await send(a, { conversationId, content: "Wiadomość 22" });
      expect(refused.status()).toBe(429);
      expect(await refused.json()).toEqual({
        error: {
          code: "rate_limited",
          message: "Wysyłasz zbyt wiele wiadomości. Odczekaj chwilę i spróbuj ponownie.",
        },
      });
    });
  });

/**
 * Rows for the start-up jobs, written while no app process runs: an attachment past its expiry
 * with its object in the bucket, and a listing whose featured and premium promotions ended an
 * hour ago while its flags still show them.
 */
async function prepareExpiredWork(stack: ScaleOutStack) {
  const fileKey = generateKey("attachments/scale-out", "pdf");
  await createPrivateStorage(stack.storage).put(fileKey, PDF, "application/pdf");
  const [message] = await stack.query<{ id: string }>(
    "select id from messages order by created_at limit 1",
  );
  const [attachment] = await stack.query<{ id: string }>(
    `insert into message_attachments (message_id, file_key, file_name, file_type, file_size, expires_at)
     values ($1, $2, 'stara-umowa.pdf', 'application/pdf', $3, now() - interval '1 day')
     returning id`,
    [message.id, fileKey, PDF.length],
  );
  const [listing] = await stack.query<{ id: string }>(
    `select id from properties
     where not is_featured and not is_premium and not is_archived
       and id not in (select property_id from property_promotions)
     order by created_at limit 1`,
  );
  await stack.query(
    `insert into property_promotions (property_id, promotion_type, is_active, starts_at, ends_at)
     values ($1, 'featured', true, now() - interval '8 days', now() - interval '1 hour'),
            ($1, 'premium', true, now() - interval '8 days', now() - interval '1 hour')`,
    [listing.id],
  );
  await stack.query(
    "update properties set is_featured = true, is_premium = true, premium_by_promotion = true where id = $1",
    [listing.id],
  );
  // Saved searches "at once", each of another user, all matching one flat added an hour ago:
  // the alert job of each process starts at once too.
  const [flat] = await stack.query<{ id: string }>(
    `insert into properties (user_id, title, price, type, location, created_at)
     select id, 'Mieszkanie Skalowanie', 300000, 'mieszkanie', 'lezajsk', now() - interval '1 hour'
     from users where email = $1
     returning id`,
    [OWNER],
  );
  const searches = await stack.query<{ id: string }>(
    `insert into saved_searches (user_id, name, query, frequency, checked_at, due_at, unsubscribe_token)
     select id, format('Skalowanie %s', row_number() over (order by id)),
            'categories=mieszkania&q=Skalowanie', 'instant', now() - interval '1 day',
            now() - interval '1 minute', md5(random()::text)
     from users where email like '%@okolica.local'
     returning id`,
  );
  return {
    attachmentId: attachment.id,
    fileKey,
    propertyId: listing.id,
    flatId: flat.id,
    searches: searches.length,
  };
}

async function signIn(page: Page, origin: string, email: string, password: string) {
  await page.goto(`${origin}/auth`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
}

/** Sends a reply in the open conversation; waits for the toast that says how it went. */
async function reply(
  page: Page,
  text: string,
  file?: { name: string; mimeType: string; buffer: Buffer },
  outcome = "Wiadomość została wysłana.",
) {
  const form = page.getByRole("form", { name: "Odpowiedź" });
  await expect(form).toHaveAttribute("data-ready", "");
  await form.getByLabel("Twoja odpowiedź").fill(text);
  if (file) await form.getByLabel("Dołącz pliki").setInputFiles(file);
  await form.getByRole("button", { name: "Wyślij" }).click();
  await expect(toast(page, outcome)).toBeVisible();
}

function userMenu(page: Page): Locator {
  // A <summary> until hydration, a button afterwards; named by the text it holds.
  return page
    .getByRole("banner")
    .locator("summary, button")
    .filter({ hasText: "menu użytkownika" });
}
