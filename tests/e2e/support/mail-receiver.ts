import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every header as sent (lower-case names, folded lines joined). */
  headers: Record<string, string>;
  at: number;
};

/**
 * A real SMTP server on 127.0.0.1 (a free port unless `port` is given) that hands each parsed
 * message to `onMail`. No AUTH and no STARTTLS: it is local, and nodemailer would refuse its
 * self-signed certificate.
 */
export async function startSmtpServer(options: {
  port?: number;
  onMail: (mail: ReceivedMail) => void;
}) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          options.onMail({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(":") + 1)
                  .replace(/\r?\n\s+/g, " ")
                  .trim(),
              ]),
            ),
            at: Date.now(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The SMTP server the app sends its mail to (SMTP_URL) in the e2e and outbox tests: each message
 * is written as a JSON file into `dir`, where the specs (in other processes) read it (mail.ts).
 */
export async function startMailReceiver(dir: string) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  return startSmtpServer({
    onMail(mail) {
      count += 1;
      const name = `${String(mail.at).padStart(15, "0")}-${String(count).padStart(5, "0")}.json`;
      writeFileSync(path.join(dir, name), JSON.stringify(mail));
    },
  });
}
