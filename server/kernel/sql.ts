/** `%`, `_` and the escape character itself match literally in LIKE (default escape `\\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
