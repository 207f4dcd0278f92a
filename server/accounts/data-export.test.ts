import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import {
  dataExports,
  favourites,
  mailOutbox,
  messageAttachments,
  messages,
  savedSearches,
  serviceReviews,
  users,
} from "../db/schema.ts";
import { sendMessage } from "../messages/send-message.ts";
import {
  createListing,
  createService,
  messageContext,
  PDF_BYTES,
} from "../messages/test-helpers.ts";
import { createPrivateStorage, createStorage, type Storage } from "../storage/storage.ts";
import { createTestUser } from "../testing/factories.ts";
import { refusal } from "../testing/refusal.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { unzip } from "../testing/unzip.ts";
import {
  findDataExport,
  getDataExportFile,
  latestDataExport,
  requestDataExport,
  runDataExports,
} from "./data-export.ts";

const DAY = 86_400_000;
let database: Database;
let dataDir: string;
let storage: { public: Storage; private: Storage };
let owner: Actor;
let other: Actor;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "okolica-export-"));
  const config = { dataDir, storage: { driver: "local" as const } };
  storage = { public: createStorage(config), private: createPrivateStorage(config) };
  owner = await createTestUser(database.db, { firstName: "Ola", roles: ["wlasciciel"] });
  other = await createTestUser(database.db, { firstName: "Obcy", roles: ["firma"] });
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const deps = () => ({ db: database.db, storage, baseUrl: "https://okolica.example" });
const as = (actor: Actor | null) => ({ db: database.db, actor });

/** The whole ZIP as its owner downloads it. */
async function download(actor: Actor, id: string) {
  const file = await getDataExportFile(as(actor), { storage: storage.private, id });
  if (file.range === "unsatisfiable") throw new Error("no range was asked for");
  return { fileName: file.fileName, size: file.size, bytes: await buffer(file.body) };
}

describe("Pobierz moje dane", () => {
  it("builds once a ZIP of the user's own data, mails its link and serves it to the owner only", async () => {
    const { db } = database;
    const mine = await createListing(db, owner.id, "Dom Oli w Giedlarowej");
    const theirs = await createListing(db, other.id, "Magazyn obcego w Leżajsku");
    const theirService = await createService(db, other.id, "Hydraulik obcego");
    await db.insert(serviceReviews).values({
      serviceId: theirService?.id ?? "",
      userId: owner.id,
      rating: 5,
      text: "Szybko i czysto.",
    });
    await db.insert(serviceReviews).values({
      serviceId: theirService?.id ?? "",
      userId: other.id,
      rating: 1,
      text: "Opinia obcego o sobie.",
    });
    await db.insert(favourites).values({ userId: owner.id, propertyId: theirs?.id });
    await db.insert(savedSearches).values({
      userId: owner.id,
      name: "Domy w Giedlarowej",
      query: "categories=domy",
      frequency: "daily",
      unsubscribeToken: "u".repeat(32),
    });
    await db.insert(savedSearches).values({
      userId: other.id,
      name: "Wyszukiwanie obcego",
      query: "categories=dzialki",
      frequency: "daily",
      unsubscribeToken: "v".repeat(32),
    });
    // The other user writes to the owner about her listing, with a PDF.
    await sendMessage(messageContext(db, storage.private, other), {
      propertyId: mine?.id,
      content: "Czy dom jest jeszcze dostępny?",
      files: [{ name: "rzut.pdf", type: "", bytes: PDF_BYTES }],
    });

    expect(await requestDataExport(as(owner))).toEqual({ queued: true });
    expect(await requestDataExport(as(owner))).toEqual({ queued: false });
    expect((await latestDataExport(as(owner)))?.status).toBe("pending");
    expect(await runDataExports(deps())).toEqual({ built: 1, expired: 0 });
    expect(await runDataExports(deps())).toEqual({ built: 0, expired: 0 });

    const [mail, ...more] = await db.select().from(mailOutbox);
    expect(more).toEqual([]);
    expect(mail?.recipient).toBe(owner.email);
    expect(mail?.subject).toBe("Twoje dane z Okolicy są gotowe do pobrania");
    const id = mail?.text.match(/\/moje-dane\/([0-9a-f-]{36})/)?.[1] ?? "";
    expect(await findDataExport(as(owner), id)).toMatchObject({ live: true });

    // Only its owner: anyone else is told it does not exist.
    expect((await refusal(findDataExport(as(other), id))).status).toBe(404);
    expect(
      (await refusal(getDataExportFile(as(other), { storage: storage.private, id }))).status,
    ).toBe(404);
    expect(
      (await refusal(getDataExportFile(as(null), { storage: storage.private, id }))).status,
    ).toBe(403);

    const file = await download(owner, id);
    expect(file.fileName).toMatch(/^okolica-moje-dane-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await unzip(file.bytes);
    expect([...zip.keys()].filter((name) => name.endsWith(".json")).sort()).toEqual([
      "agencja.json",
      "obserwowane.json",
      "ogloszenia.json",
      "opinie.json",
      "plany.json",
      "profil.json",
      "uslugi.json",
      "wiadomosci.json",
      "zapisane-wyszukiwania.json",
    ]);
    const read = (name: string) => JSON.parse(String(zip.get(name)));
    expect(read("profil.json").email).toBe(owner.email);
    expect(read("ogloszenia.json").map((l: { title: string }) => l.title)).toEqual([
      "Dom Oli w Giedlarowej",
    ]);
    expect(read("opinie.json")).toMatchObject([{ service: "Hydraulik obcego", rating: 5 }]);
    expect(read("zapisane-wyszukiwania.json")).toMatchObject([{ name: "Domy w Giedlarowej" }]);
    expect(read("obserwowane.json")).toMatchObject([{ listing: "Magazyn obcego w Leżajsku" }]);
    const [message] = read("wiadomosci.json");
    expect(message).toMatchObject({ sentByMe: false, content: "Czy dom jest jeszcze dostępny?" });
    expect(zip.get(message.attachments[0])?.equals(Buffer.from(PDF_BYTES))).toBe(true);

    // Nothing of anyone else's account: not their e-mail, name, listing, review or search.
    const everything = [...zip.values()].map(String).join("\n");
    for (const foreign of [
      other.email,
      other.id,
      "Opinia obcego o sobie.",
      "Wyszukiwanie obcego",
      "u".repeat(32),
    ]) {
      expect(everything).not.toContain(foreign);
    }
  });

  it("takes over a build another process left, and deletes the file when its link expires", async () => {
    const user = await createTestUser(database.db, { roles: ["wlasciciel"] });
    await requestDataExport(as(user));
    await database.db
      .update(dataExports)
      .set({ status: "building", startedAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(dataExports.userId, user.id));
    expect((await runDataExports(deps())).built).toBe(1);
    const latest = await latestDataExport(as(user));
    expect(latest?.status).toBe("ready");
    const id = latest?.id ?? "";
    await download(user, id);

    const later = new Date(Date.now() + 8 * DAY);
    expect((await runDataExports(deps(), later)).expired).toBeGreaterThanOrEqual(1);
    expect(await findDataExport(as(user), id)).toMatchObject({ live: false });
    expect(
      (await refusal(getDataExportFile(as(user), { storage: storage.private, id }))).message,
    ).toBe("Link do pliku z danymi wygasł. Poproś o nowy w profilu („Pobierz moje dane”).");
    // A new request is possible again.
    expect(await requestDataExport(as(user))).toEqual({ queued: true });
  });

  it("deletes the file of an account deleted meanwhile at the next run", async () => {
    const user = await createTestUser(database.db, { roles: ["wlasciciel"] });
    await requestDataExport(as(user));
    await runDataExports(deps());
    const [row] = await database.db
      .select({ id: dataExports.id, fileKey: dataExports.fileKey })
      .from(dataExports)
      .where(eq(dataExports.userId, user.id));
    expect(await storage.private.get(row?.fileKey ?? "")).not.toBeNull();
    await database.db.delete(users).where(eq(users.id, user.id));
    expect((await runDataExports(deps())).expired).toBe(1);
    expect(await storage.private.get(row?.fileKey ?? "")).toBeNull();
  });

  it("includes attachments up to 200 MB in total and lists the rest; serves a byte range", async () => {
    const { db } = database;
    const user = await createTestUser(db, { roles: ["wlasciciel"] });
    const listing = await createListing(db, user.id, "Dom z dużymi załącznikami");
    for (const name of ["pierwszy.pdf", "drugi.pdf"]) {
      await sendMessage(messageContext(db, storage.private, other), {
        propertyId: listing?.id,
        content: `Plik ${name}`,
        files: [{ name, type: "", bytes: PDF_BYTES }],
      });
    }
    // The sizes recorded are what the cap counts: two of 150 MB do not both fit in 200 MB.
    const sent = await db
      .select({ id: messageAttachments.id })
      .from(messageAttachments)
      .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
      .where(eq(messages.recipientId, user.id));
    expect(sent).toHaveLength(2);
    await db
      .update(messageAttachments)
      .set({ fileSize: 150 * 1024 * 1024 })
      .where(
        inArray(
          messageAttachments.id,
          sent.map((a) => a.id),
        ),
      );

    await requestDataExport(as(user));
    await runDataExports(deps());
    const id = (await latestDataExport(as(user)))?.id ?? "";
    const file = await download(user, id);
    const zip = await unzip(file.bytes);
    const included = [...zip.keys()].filter((name) => name.startsWith("zalaczniki/"));
    expect(included).toHaveLength(1);
    expect(included[0]).toMatch(/pierwszy\.pdf$/);
    expect(JSON.parse(String(zip.get("zalaczniki-pominiete.json")))).toEqual([
      { name: "drugi.pdf", size: 150 * 1024 * 1024, sentAt: expect.any(String) },
    ]);
    expect(file.size).toBe(file.bytes.length);

    const part = await getDataExportFile(as(user), {
      storage: storage.private,
      id,
      rangeHeader: "bytes=10-19",
    });
    if (part.range === "unsatisfiable") throw new Error("the range is within the file");
    expect(part.range).toEqual({ start: 10, end: 19 });
    expect(await buffer(part.body)).toEqual(file.bytes.subarray(10, 20));
    const past = await getDataExportFile(as(user), {
      storage: storage.private,
      id,
      rangeHeader: `bytes=${file.size}-`,
    });
    expect(past).toEqual({ range: "unsatisfiable", size: file.size });
  });
});
