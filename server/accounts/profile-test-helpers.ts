import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Auth } from "../auth/auth.ts";
import { TERMS_ACCEPTED } from "../auth/terms-acceptance.ts";
import type { Db } from "../db/client.ts";
import { profiles, users } from "../db/schema.ts";

export const TEST_PASSWORD = "Sosnowy-Las-2026";

/** Cookie header for the Set-Cookie lines of a better-auth answer. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** A user signed up through better-auth, e-mail confirmed, with a profile row. */
export async function signedUpUser(db: Db, auth: Auth, password = TEST_PASSWORD) {
  const email = `profil-${randomUUID().slice(0, 8)}@example.com`;
  const { user } = await auth.api.signUpEmail({
    body: { email, password, name: "Jan Profil", ...TERMS_ACCEPTED },
  });
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  await db.insert(profiles).values({ id: user.id, firstName: "Jan" }).onConflictDoNothing();
  return { id: user.id, email };
}

/** Signs in and returns request headers carrying the new session's cookie. */
export async function signIn(auth: Auth, email: string, password = TEST_PASSWORD) {
  const { headers } = await auth.api.signInEmail({
    body: { email, password },
    returnHeaders: true,
  });
  return new Headers({ cookie: cookieFrom(headers) });
}

/** The profile row of user `id` as the database holds it. */
export async function profileOf(db: Db, id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}
