import { COMMON_PASSWORDS_TEXT } from "./common-passwords-list.ts";

/**
 * Built on first use and only on the server: the list must not reach the browser bundle. An
 * exact, case-insensitive match (the list is lowercase).
 */
let common: Set<string> | undefined;

/** True for one of the 10 000 most common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split("\n"));
  return common.has(password.toLowerCase());
}
