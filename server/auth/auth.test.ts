import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { profiles } from "../db/schema.ts";
import { createTestAuth, createTestMailer } from "../testing/factories.ts";
import { withTestDatabase } from "../testing/test-db.ts";
import { TERMS_ACCEPTED } from "./terms-acceptance.ts";

let database: Database;
withTestDatabase((opened) => ({ database } = opened));

describe("signing up", () => {
  it("creates the profile with the names and sends a Polish confirmation mail", async () => {
    const { mailer, sent } = createTestMailer();
    const auth = createTestAuth(database.db, { mailer });
    const { user } = await auth.api.signUpEmail({
      body: {
        email: "anna@example.com",
        password: "Sosnowa-17-Lezajsk",
        name: "Anna Maria Nowak",
        ...TERMS_ACCEPTED,
      },
    });
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ firstName: "Anna", lastName: "Maria Nowak", isActive: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: "anna@example.com",
      subject: "Potwierdź adres e-mail w Okolicy",
    });
    expect(sent[0].text).toMatch(/\/api\/auth\/verify-email\?token=/);
  });
});
