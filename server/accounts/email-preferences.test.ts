import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { getEmailPreferences, setEmailPreferences } from "./email-preferences.ts";

let database: Database;
let anna: Actor;
let piotr: Actor;

beforeAll(async () => {
  database = await createTestDatabase();
  anna = await createTestUser(database.db);
  piotr = await createTestUser(database.db);
});
afterAll(() => database.close());

describe("e-mail preferences", () => {
  it("start all on, change only the signed-in user's own, and refuse a visitor", async () => {
    expect(await getEmailPreferences(database.db, anna.id)).toEqual({
      messages: true,
      alerts: true,
      reminders: true,
    });
    // An unticked box is not sent: off.
    await setEmailPreferences({ db: database.db, actor: anna }, { alerts: "on" });
    expect(await getEmailPreferences(database.db, anna.id)).toEqual({
      messages: false,
      alerts: true,
      reminders: false,
    });
    await setEmailPreferences(
      { db: database.db, actor: anna },
      { messages: "on", reminders: "on" },
    );
    expect(await getEmailPreferences(database.db, anna.id)).toEqual({
      messages: true,
      alerts: false,
      reminders: true,
    });
    expect(await getEmailPreferences(database.db, piotr.id)).toEqual({
      messages: true,
      alerts: true,
      reminders: true,
    });
    await expect(
      setEmailPreferences({ db: database.db, actor: null }, { messages: "on" }),
    ).rejects.toMatchObject({ code: "forbidden" });
  });
});
