import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import type { ReceivedMail } from "./mail-receiver.ts";
import { workerEnv } from "./workers.ts";

function mailDir(): string {
  const dir = workerEnv("E2E_MAIL_DIR");
  if (!dir) throw new Error("E2E_MAIL_DIR is not set (the global setup sets it)");
  return dir;
}

/**
 * Every message the SMTP receiver got for this address, oldest first; `dir` is the receiver's
 * directory when a spec runs a server (and receiver) of its own.
 */
export function mailsTo(address: string, dir = mailDir()): ReceivedMail[] {
  return readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as ReceivedMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits (polling, bounded by expect's timeout) for the n-th message with this subject. */
export async function waitForMail(
  address: string,
  subject: string | RegExp,
  nth = 1,
  dir = mailDir(),
): Promise<ReceivedMail> {
  const matching = () =>
    mailsTo(address, dir).filter((m) =>
      typeof subject === "string" ? m.subject === subject : subject.test(m.subject),
    );
  await expect
    .poll(() => matching().length, { message: `mail "${subject}" to ${address}` })
    .toBeGreaterThanOrEqual(nth);
  return matching()[nth - 1];
}

/** The link in a mail's text that leads to our /api/auth endpoints. */
export function authLink(mail: ReceivedMail): string {
  const match = mail.text.match(/https?:\/\/\S+\/api\/auth\/\S+/);
  if (!match) throw new Error(`no auth link in:\n${mail.text}`);
  return match[0];
}
