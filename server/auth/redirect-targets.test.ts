import { describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { type createTestAuth, TEST_BASE_URL } from "../testing/factories.ts";
import { withTestDatabase } from "../testing/test-db.ts";

/** better-auth's own endpoints, called over its HTTP handler as a browser would. */

let database: Database;
let auth: ReturnType<typeof createTestAuth>;

withTestDatabase((opened) => ({ database, auth } = opened));

async function confirmationRedirect(callbackURL: string): Promise<string | null> {
  const query = new URLSearchParams({ token: "zly-token", callbackURL });
  const response = await auth.handler(
    new Request(`${TEST_BASE_URL}/api/auth/verify-email?${query}`),
  );
  return response.headers.get("location");
}

describe("better-auth redirect targets", () => {
  it.each(["/.//evil.example", "/a/..//evil.example", "https://evil.example/"])(
    "keeps the confirmation link's callbackURL %j on the site",
    async (target) => {
      const location = await confirmationRedirect(target);
      if (location === null) return;
      expect(new URL(location, TEST_BASE_URL).origin).toBe(TEST_BASE_URL);
    },
  );

  it("still follows a same-site callbackURL", async () => {
    const location = await confirmationRedirect("/konfiguracja");
    expect(location).toMatch(/^\/konfiguracja\?error=/);
  });
});
