import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
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

  return {
    async put(key, bytes) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees a half-written file.
      const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
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
