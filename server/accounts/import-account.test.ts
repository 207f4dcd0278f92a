import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAuth } from "../auth/auth.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { accounts, profiles, users } from "../db/schema.ts";
import { withTestDatabase } from "../testing/test-db.ts";
import { ensureImportAccount, IMPORT_USER_EMAIL, IMPORT_USER_ID } from "./import-account.ts";

let database: Database;

withTestDatabase((opened) => ({ database } = opened));

describe("the system account Import", () => {
  it("is created once, however often start-up calls it", async () => {
    await ensureImportAccount(database.db);
    await ensureImportAccount(database.db);

    const rows = await database.db.select().from(users).where(eq(users.id, IMPORT_USER_ID));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Import",
      email: IMPORT_USER_EMAIL,
      emailVerified: true,
    });
    const profile = await database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, IMPORT_USER_ID));
    expect(profile).toHaveLength(1);
    expect(profile[0].firstName).toBe("Import");
  });

  it("has no credential and cannot sign in", async () => {
    await ensureImportAccount(database.db);
    const credentials = await database.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, IMPORT_USER_ID));
    expect(credentials).toHaveLength(0);

    const config = loadConfig({ DATA_DIR: "/tmp/okolica-unused", AUTH_SECRET: "x".repeat(32) });
    const auth = createAuth({ db: database.db, config, scryptCost: { N: 1024, r: 8, p: 1 } });
    await expect(
      auth.api.signInEmail({ body: { email: IMPORT_USER_EMAIL, password: "Import123!" } }),
    ).rejects.toThrow();
  });

  it("loses a credential row that was added by mistake", async () => {
    await database.db.insert(accounts).values({
      id: "stray-credential",
      accountId: IMPORT_USER_ID,
      providerId: "credential",
      userId: IMPORT_USER_ID,
      password: "scrypt$1024$8$1$c2FsdA==$a2V5",
    });
    await ensureImportAccount(database.db);
    const credentials = await database.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, IMPORT_USER_ID));
    expect(credentials).toHaveLength(0);
  });
});
