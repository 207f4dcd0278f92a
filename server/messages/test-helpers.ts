import { mkdtemp, readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Actor } from "../auth/actor.ts";
import type { Db } from "../db/client.ts";
import { properties, services } from "../db/schema.ts";
import { createPrivateStorage, type Storage } from "../storage/storage.ts";
import type { MessageContext, MessageSentEvent } from "./send-message.ts";

/** A private local storage in a fresh temporary data dir. */
export async function createTestPrivateStorage(): Promise<{ dataDir: string; storage: Storage }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "okolica-messages-"));
  return { dataDir, storage: createPrivateStorage({ dataDir, storage: { driver: "local" } }) };
}

/** Every file under `${dataDir}/private`, relative to it. */
export async function privateFiles(dataDir: string): Promise<string[]> {
  try {
    const entries = await readdir(path.join(dataDir, "private"), {
      recursive: true,
      withFileTypes: true,
    });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(path.join(dataDir, "private"), path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

export function messageContext(
  db: Db,
  storage: Storage,
  actor: Actor | null,
  events: MessageSentEvent[] = [],
): MessageContext {
  return { db, storage, actor, onSent: (event) => void events.push(event) };
}

export async function createListing(db: Db, userId: string, title = "Mieszkanie w Leżajsku") {
  const [row] = await db
    .insert(properties)
    .values({ userId, title, price: 300_000, type: "mieszkanie", location: "lezajsk" })
    .returning();
  return row;
}

export async function createService(db: Db, userId: string, title = "Hydraulik Leżajsk") {
  const [row] = await db
    .insert(services)
    .values({ userId, title, priceFrom: 80, location: "lezajsk", category: "hydrauliczne" })
    .returning();
  return row;
}

/** Minimal real files: the check reads signatures (and a DOCX's central directory). */
export const PDF_BYTES = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n",
);
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0,
]);
