import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** A data file a server module reads beside itself: `new URL("./name.txt", import.meta.url)`. */
const DATA_FILE_URL = /new URL\("\.\/([\w-]+\.txt)", import\.meta\.url\)/g;

/**
 * Copies the data files server modules read at run time (server/auth/common-passwords.txt) next
 * to the server bundle's chunk that reads them: Vite rewrites `new URL(…, import.meta.url)` in
 * the browser build only, and the same module also runs unbundled (the launcher, the tests).
 */
export function serverDataFiles(): Plugin {
  return {
    name: "okolica:server-data-files",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        for (const [, name] of chunk.code.matchAll(DATA_FILE_URL)) {
          const source = chunk.moduleIds
            .map((id) => path.join(path.dirname(id), name))
            .find((file) => existsSync(file));
          if (!source)
            this.error(`${chunk.fileName} reads ./${name}, which no module has beside it`);
          this.emitFile({
            type: "asset",
            fileName: path.posix.join(path.posix.dirname(chunk.fileName), name),
            source: readFileSync(source),
          });
        }
      }
    },
  };
}
