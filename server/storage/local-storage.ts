import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { assertValidKey, contentTypeForKey } from "./keys.ts";
import type { Storage } from "./storage.ts";

/** URL prefix under which server/http.ts serves `${DATA_DIR}/uploads`. */
export const LOCAL_PUBLIC_PREFIX = "/uploads/";

/**
 * Files under `${dataDir}/uploads/<key>`, served at `/uploads/<key>`; or, with
 * `{ private: true }`, under `${dataDir}/private/<key>`, which nothing serves (message
 * attachments: only a route that checks who asks may read them).
 */
export function createLocalStorage(dataDir: string, options: { private?: boolean } = {}): Storage {
  const isPrivate = options.private === true;
  const root = path.resolve(dataDir, isPrivate ? "private" : "uploads");

  function fileFor(key: string): string {
    assertValidKey(key);
    const file = path.resolve(root, key);
    // Belt and braces on top of the key pattern: never touch anything outside the root.
    if (!file.startsWith(root + path.sep)) throw new Error(`Storage key escapes root: ${key}`);
    return file;
  }

  // Write then rename, so a reader never sees a half-written file.
  async function writeThenRename(key: string, write: (temporary: string) => Promise<void>) {
    const file = fileFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await write(temporary);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    async put(key, bytes) {
      await writeThenRename(key, (temporary) => writeFile(temporary, bytes));
    },
    async putStream(key, body) {
      let size = 0;
      const counted = async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          size += chunk.length;
          yield chunk;
        }
      };
      await writeThenRename(key, (temporary) =>
        pipeline(body, counted, createWriteStream(temporary)),
      );
      return size;
    },
    async getStream(key, range) {
      // Opened first, so that a file deleted meanwhile is either read whole or not found.
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(fileFor(key), "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      const { size } = await handle.stat().catch(async (error) => {
        await handle.close();
        throw error;
      });
      const body = handle.createReadStream({ autoClose: true, ...range });
      return { body, size, contentType: contentTypeForKey(key) };
    },
    async get(key) {
      try {
        const body = await readFile(fileFor(key));
        return { body: new Uint8Array(body), contentType: contentTypeForKey(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
    publicUrl(key) {
      assertValidKey(key);
      if (isPrivate) throw new Error("Private storage has no public URL");
      return LOCAL_PUBLIC_PREFIX + key;
    },
  };
}
