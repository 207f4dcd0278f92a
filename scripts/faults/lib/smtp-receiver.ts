/**
 * An SMTP server on a given 127.0.0.1 port that keeps what it receives in memory: the fault test
 * starts it on the port the app was told to use only once the app has failed to send there
 * (tests/e2e/support/mail-receiver.ts takes a free port of its own and writes files).
 */
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type Received = { to: string[]; subject: string; at: number };

export async function startSmtpReceiver(port: number) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? "",
            at: Date.now(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
