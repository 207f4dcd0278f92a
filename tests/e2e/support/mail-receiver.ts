import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  at: number;
};

/**
 * A real SMTP server on 127.0.0.1 that the app sends its mail to (SMTP_URL). Each parsed message
 * is written as a JSON file into `dir`, where the specs (in other processes) read it (mail.ts).
 * No AUTH and no STARTTLS: it is local, and nodemailer would refuse its self-signed certificate.
 */
export async function startMailReceiver(dir: string) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            at: Date.now(),
          };
          count += 1;
          const name = `${String(mail.at).padStart(15, "0")}-${String(count).padStart(5, "0")}.json`;
          writeFileSync(path.join(dir, name), JSON.stringify(mail));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
