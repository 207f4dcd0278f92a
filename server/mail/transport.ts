import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { Mail } from "./mailer.ts";

export type MailConfig = Pick<Config, "smtpUrl" | "mailFrom" | "dataDir">;

/** Hands one mail over; resolves once the SMTP server accepted it (or the .eml is written). */
export type Deliver = (mail: Mail) => Promise<void>;

/**
 * An SMTP server that accepts the connection and then stalls must not keep a sign-up waiting
 * for nodemailer's default minutes, nor outlast the outbox row's claim (CLAIM_LEASE_MS in
 * outbox.ts): these limits end such an attempt; the row is retried.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 20_000 };

/**
 * SMTP when SMTP_URL is set, otherwise each message is written as an .eml file to
 * $DATA_DIR/mail/ and logged, so that local sign-up links can be followed without a server.
 * Throws when the mail was not handed over; the outbox (outbox.ts) records that and retries.
 */
export function createDelivery(config: MailConfig, log: Logger): Deliver {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return async (mail) => {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, "mail sent");
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  const folder = path.join(config.dataDir, "mail");
  return async (mail) => {
    const info = await transport.sendMail({ from: config.mailFrom, ...mail });
    mkdirSync(folder, { recursive: true });
    const file = path.join(
      folder,
      `${new Date().toISOString().replaceAll(":", "-")}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`,
    );
    writeFileSync(file, info.message as Buffer);
    log.info({ to: mail.to, subject: mail.subject, file }, "mail written to the local mail folder");
  };
}
