import type { ByteRange } from "./storage.ts";

/**
 * The one range a `Range: bytes=…` header asks of a file of `size` bytes (RFC 9110 § 14.1.2):
 * null to send the whole file (no header, or one this server does not honour: other units,
 * several ranges, nonsense), "unsatisfiable" when it starts past the end (416).
 */
export function parseByteRange(
  header: string | null,
  size: number,
): ByteRange | "unsatisfiable" | null {
  const found = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!found || (found[1] === "" && found[2] === "")) return null;
  const [first, last] = [found[1], found[2]];
  if (first === "") {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}
