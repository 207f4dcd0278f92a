/**
 * Fault: the SMTP server is down while people sign up, on two app processes sharing one
 * database (both run the outbox's retry job). Pass: each sign-up succeeds at once; once SMTP is
 * back, each confirmation mail is delivered exactly once, within the outbox's first retries
 * (server/mail/outbox.ts: 10 s after the failed attempt, then 30 s), and no process sends one
 * again afterwards.
 */
import { RETRY_DELAYS_MS } from "../../server/mail/outbox.ts";
import { type ReceivedMail, startSmtpServer } from "../../tests/e2e/support/mail-receiver.ts";
import { freePort } from "../../tests/e2e/support/server.ts";
import { exitCode, report } from "../checks/report.ts";
import { attempt, type FaultStack, freshClientIp, startFaultStack, waitUntil } from "./support.ts";

const SIGNED_UP = "Konto zostało utworzone.";
const SUBJECT = "Potwierdź adres e-mail w Okolicy";
/** Both processes' jobs run every 10 s: a duplicate would show within this after delivery. */
const DUPLICATE_WATCH_MS = 15_000;

const smtpPort = await freePort();
let stack: FaultStack | undefined;
let receiver: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
try {
  stack = await startFaultStack({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });
  const apps = [stack.server, await stack.startApp()];
  const run = Date.now().toString(36);
  const people = [0, 1, 2].map((i) => `awaria-smtp-${run}-${i}@example.com`);

  const signUp = async (email: string, app: number) => {
    const url = apps[app].url;
    const outcome = await attempt(`${url}/auth.data`, {
      method: "POST",
      headers: { origin: url, "x-forwarded-for": freshClientIp() },
      body: new URLSearchParams({
        intent: "sign-up",
        firstName: "Awaria",
        lastName: "Poczty",
        email,
        password: "Okolica2026!",
        confirmPassword: "Okolica2026!",
        acceptTerms: "on",
      }),
    });
    return { email, app, ...outcome };
  };
  const line = (s: Awaited<ReturnType<typeof signUp>>) =>
    `${s.email} on app ${s.app + 1}: HTTP ${s.status || s.error} in ${s.ms} ms`;

  // Nothing listens on the SMTP port: each sign-up's first delivery attempt is refused.
  const signUps = [];
  for (const [i, email] of people.entries()) signUps.push(await signUp(email, i % apps.length));
  report(
    "sign-up succeeds while SMTP is down",
    signUps.every((s) => s.status === 200 && s.body.includes(SIGNED_UP)),
    signUps.map(line).join("\n"),
  );

  const queued = await outbox(stack, people);
  report(
    "the confirmation mails wait in the outbox with the refused attempt recorded",
    queued.length === people.length && queued.every((m) => m.attempts >= 1 && !m.sent_at),
    queued.map((m) => `${m.recipient}: ${m.attempts} attempt(s), ${m.last_error}`).join("\n"),
  );

  // Started on the port the app was told to use only once the app has failed to send there.
  const inbox: ReceivedMail[] = [];
  receiver = await startSmtpServer({ port: smtpPort, onMail: (mail) => inbox.push(mail) });
  const back = Date.now();
  // A sign-up now is sent at once, not left to the retry job.
  const fresh = await signUp(`awaria-smtp-${run}-po@example.com`, 1);
  const freshIn = await waitUntil(async () => inbox.some((m) => m.to.includes(fresh.email)), 3_000);
  report(
    "with SMTP back, a new sign-up's mail is sent at once",
    fresh.status === 200 && fresh.body.includes(SIGNED_UP) && freshIn !== null,
    `${line(fresh)}; its mail ${freshIn === null ? "not received within 3 s" : `received ${freshIn} ms after the answer`}`,
  );
  const waitMs = RETRY_DELAYS_MS[0] + RETRY_DELAYS_MS[1] + 10_000;
  const delivered = await waitUntil(
    async () => people.every((email) => inbox.some((m) => m.to.includes(email))),
    waitMs,
  );
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_WATCH_MS));
  const everyone = [...people, fresh.email];
  const counts = everyone.map((email) => ({
    email,
    n: inbox.filter((m) => m.to.includes(email) && m.subject === SUBJECT).length,
  }));
  const after = await outbox(stack, everyone);
  report(
    `once SMTP is back, each queued confirmation mail arrives, and every mail exactly once (within ${waitMs / 1000} s, none again in the next ${DUPLICATE_WATCH_MS / 1000} s)`,
    delivered !== null && counts.every((c) => c.n === 1) && after.every((m) => m.sent_at),
    [
      `the queued mails ${delivered === null ? `not all received within ${waitMs} ms` : `all received ${Math.max(...inbox.map((m) => m.at)) - back} ms after SMTP came back`}; ${inbox.length} mails received in all`,
      ...counts.map((c) => `${c.email}: received ${c.n} ×`),
      ...after.map(
        (m) =>
          `${m.recipient}: ${m.attempts} attempts, sent ${m.sent_at ? `${new Date(m.sent_at).getTime() - back} ms after SMTP came back` : "never"}`,
      ),
    ].join("\n"),
  );
} catch (error) {
  report("the fault test ran", false, String((error as Error).stack ?? error));
} finally {
  await stack?.close();
  await receiver?.stop();
}
process.exitCode = exitCode();

type OutboxRow = {
  recipient: string;
  attempts: number;
  sent_at: string | null;
  last_error: string | null;
};

function outbox(stack: FaultStack, recipients: string[]): Promise<OutboxRow[]> {
  return stack.query<OutboxRow>(
    "select recipient, attempts, sent_at, last_error from mail_outbox where recipient = any($1) order by recipient",
    [recipients],
  );
}
