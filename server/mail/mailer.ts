import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Config } from "../config.ts";

export type Mail = { to: string; subject: string; text: string; html: string };

export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * Outgoing mail: SMTP when SMTP_URL is set, otherwise each message is written as an .eml file
 * to $DATA_DIR/mail/ and logged, so that local sign-up links can be followed without a server.
 */
export function createMailer(
  config: Pick<Config, "smtpUrl" | "mailFrom" | "dataDir">,
  log: Logger,
): Mailer {
  const transport: Transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const folder = path.join(config.dataDir, "mail");

  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      if (config.smtpUrl) {
        log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, "mail sent");
        return;
      }
      mkdirSync(folder, { recursive: true });
      const file = path.join(
        folder,
        `${new Date().toISOString().replaceAll(":", "-")}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      log.info(
        { to: mail.to, subject: mail.subject, file },
        "mail written to the local mail folder",
      );
    },
  };
}
