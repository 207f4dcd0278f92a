/** Longer targets are not links we make; they go home. */
const MAX_TARGET_LENGTH = 2048;
/**
 * Control characters and backslashes: browsers drop tabs and newlines from a URL and read `\` as
 * `/`, so `/\t/evil.example` or `/\evil.example` would leave the site; CR/LF would also break the
 * Location header.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f\\]/;

/**
 * Where to send someone after a form (`?redirectTo=`, a hidden field): the path, query and
 * fragment of `value` when it lies on BASE_URL's origin, else `/`. Every redirect target that
 * comes from a request goes through here, so that none can lead to another site or break the
 * Location header; a bad target is never an error, only a redirect home.
 */
export function safeRedirectTarget(value: unknown, baseUrl: string): string {
  const home = "/";
  if (typeof value !== "string" || value === "" || value.length > MAX_TARGET_LENGTH) return home;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return home;
  }
  if (UNSAFE_CHARACTER.test(value) || UNSAFE_CHARACTER.test(decoded)) return home;
  // `%2F%2Fevil.example` is a path here, but a router or proxy that decodes it sees `//evil`.
  if (decoded.startsWith("//")) return home;
  let target: URL;
  try {
    target = new URL(value, baseUrl);
  } catch {
    return home;
  }
  if (target.origin !== new URL(baseUrl).origin) return home;
  const path = `${target.pathname}${target.search}${target.hash}`;
  // Dot segments can leave an empty first segment (`/.//evil.example` is `//evil.example`).
  return path.startsWith("//") ? home : path;
}
