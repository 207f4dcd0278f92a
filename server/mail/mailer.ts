import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import { deliverDueMail, deliverQueuedMail, enqueueMail } from "./outbox.ts";
import { createDelivery, type MailConfig } from "./transport.ts";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (an alert's List-Unsubscribe). */
  headers?: Record<string, string>;
};

export type Mailer = {
  send(mail: Mail): Promise<void>;
  /**
   * Delivers the mail a domain operation queued in its transaction, right after it committed,
   * instead of at the retry job's next round (up to 10 s later). Never throws: what fails stays
   * queued for the job.
   */
  flush?(): Promise<void>;
};

/**
 * Outgoing mail through the outbox (outbox.ts): `send` stores the mail, then tries to deliver
 * it at once. It resolves once the mail is stored, delivered or not: an SMTP outage must not
 * fail a sign-up, and the retry job (startMailRetry) sends it later. It throws only when the
 * mail could not be stored.
 */
export function createMailer(deps: { db: Db; config: MailConfig; log: Logger }): Mailer {
  const { db, log } = deps;
  const deliver = createDelivery(deps.config, log);
  return {
    async send(mail) {
      const now = new Date();
      const id = await enqueueMail(db, mail, now);
      try {
        await deliverQueuedMail(db, { deliver, log, id, now });
      } catch (error) {
        // The claim itself failed (database trouble); the row is stored and the job sends it.
        log.error({ err: error, id }, "queued mail not delivered now; the retry job will");
      }
    },
    async flush() {
      try {
        await deliverDueMail(db, { deliver, log });
      } catch (error) {
        log.error({ err: error }, "queued mail not delivered now; the retry job will");
      }
    },
  };
}
