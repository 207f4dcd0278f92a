import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { TEST_BASE_URL } from "../testing/factories.ts";
import type { Auth } from "./auth.ts";
import { CLIENT_IP_HEADER } from "./client-ip.ts";

let lastIp = 0;

/**
 * A client address no other request of this file used, so that the per-IP limit (5 sign-ins a
 * minute) never decides a test about per-account rules. It goes in our client-IP header, the
 * one our server writes and better-auth reads (client-ip.ts), as for every request in prod.
 */
export function freshClientIp(): string {
  lastIp += 1;
  return `198.18.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
}

/** A JSON POST to better-auth's HTTP handler, as a browser or API client sends it. */
export function postAuth(
  auth: Auth,
  path: `/${string}`,
  body: Record<string, unknown>,
  options: { cookie?: string; ip?: string } = {},
): Promise<Response> {
  const headers = new Headers({
    "content-type": "application/json",
    origin: TEST_BASE_URL,
    [CLIENT_IP_HEADER]: options.ip ?? freshClientIp(),
  });
  if (options.cookie) headers.set("cookie", options.cookie);
  return auth.handler(
    new Request(`${TEST_BASE_URL}/api/auth${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    }),
  );
}

/** The Cookie header for the Set-Cookie lines of an answer. */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** The user id of the session a cookie carries, or null when it no longer works. */
export async function sessionUserId(auth: Auth, cookie: string): Promise<string | null> {
  const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
  return session?.user.id ?? null;
}

/** An account signed up over HTTP with its e-mail confirmed, ready to sign in. */
export async function confirmedAccount(db: Db, auth: Auth, password: string) {
  const email = `konto-${randomUUID().slice(0, 8)}@example.com`;
  const response = await postAuth(auth, "/sign-up/email", {
    email,
    password,
    name: "Ewa Test",
    acceptTerms: true,
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
  const [user] = await db
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return { id: user.id, email };
}

/** Signs in over HTTP and returns the session cookie. */
export async function signedInCookie(auth: Auth, email: string, password: string) {
  const response = await postAuth(auth, "/sign-in/email", { email, password });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return cookieOf(response);
}

/** Asks for a reset link and returns the token from the mail it sends (the mailer's last). */
export async function resetToken(
  auth: Auth,
  sent: { text: string }[],
  email: string,
): Promise<string> {
  const response = await postAuth(auth, "/request-password-reset", {
    email,
    redirectTo: "/auth/nowe-haslo",
  });
  if (!response.ok) throw new Error(`reset request failed: ${response.status}`);
  const token = sent.at(-1)?.text.match(/\/reset-password\/([^?\s]+)/)?.[1];
  if (!token) throw new Error("no reset link in the mail");
  return token;
}
