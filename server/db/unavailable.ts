/**
 * Whether an error means the database server cannot be reached right now (down, restarting,
 * refusing connections, or a connection dropped under a query) rather than that the query or
 * the data is wrong. Such a request deserves a 503 and a retry, not a 500.
 */

/** Shown to people while the database is unreachable; the same text on pages and in the API. */
export const UNAVAILABLE_MESSAGE = "Serwis jest chwilowo niedostępny. Spróbuj ponownie za chwilę.";

/** Seconds the 503 answers ask clients to wait (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH"]);

/**
 * SQLSTATE 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or
 * shutting down); class 08 is "connection exception".
 */
const SERVER_CODES = new Set(["57P01", "57P02", "57P03"]);

/** What node-postgres and its pool say when a connection ends or cannot be had in time. */
const CLIENT_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError.cause); walk a few levels, no further.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") {
      if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith("08")) return true;
    }
    if (
      CLIENT_MESSAGES.some((text) => current instanceof Error && current.message.startsWith(text))
    ) {
      return true;
    }
    current = current.cause;
  }
  return false;
}
