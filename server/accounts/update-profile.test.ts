import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { createTestUser } from "../testing/factories.ts";
import { withTestDatabase } from "../testing/test-db.ts";
import { profileOf } from "./profile-test-helpers.ts";
import { getOwnProfile, updateProfile } from "./update-profile.ts";

let database: Database;

withTestDatabase((opened) => ({ database } = opened));

describe("updateProfile", () => {
  it("saves the actor's names and a normalized phone, and renames the auth user", async () => {
    const actor = await createTestUser(database.db, { roles: ["wlasciciel"] });
    const { db } = database;
    await updateProfile(
      { db, actor },
      { firstName: " Anna ", lastName: "Kowalska", phone: "600-123-456" },
    );
    const row = await profileOf(database.db, actor.id);
    expect([row?.firstName, row?.lastName, row?.phone]).toEqual([
      "Anna",
      "Kowalska",
      "+48600123456",
    ]);
    const [user] = await db.select().from(users).where(eq(users.id, actor.id));
    expect(user?.name).toBe("Anna Kowalska");

    // Emptied fields are cleared, not kept.
    await updateProfile({ db, actor }, { firstName: "Anna", lastName: "", phone: "" });
    expect((await profileOf(database.db, actor.id))?.phone).toBeNull();
    expect((await profileOf(database.db, actor.id))?.lastName).toBeNull();
  });

  it("stores experience and specialisations for brokers only", async () => {
    const { db } = database;
    const broker = await createTestUser(db, { roles: ["posrednik"] });
    const owner = await createTestUser(db, { roles: ["wlasciciel"] });
    const input = {
      firstName: "Piotr",
      experienceYears: "12",
      specialization: " domy, ,mieszkania ,  działki ,",
    };
    await updateProfile({ db, actor: broker }, input);
    await updateProfile({ db, actor: owner }, input);

    const b = await profileOf(database.db, broker.id);
    expect([b?.experienceYears, b?.specialization]).toEqual([
      12,
      ["domy", "mieszkania", "działki"],
    ]);
    const o = await profileOf(database.db, owner.id);
    expect([o?.experienceYears, o?.specialization]).toEqual([null, []]);
    expect((await getOwnProfile({ db, actor: broker })).isBroker).toBe(true);
    expect((await getOwnProfile({ db, actor: owner })).isBroker).toBe(false);
  });

  it("refuses invalid input and changes nothing", async () => {
    const { db } = database;
    const broker = await createTestUser(db, { roles: ["posrednik"], firstName: "Ewa" });
    for (const input of [
      { phone: "12345" },
      { experienceYears: "71" },
      { firstName: "x".repeat(51) },
    ]) {
      const error = await updateProfile({ db, actor: broker }, input).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("invalid");
    }
    expect((await profileOf(database.db, broker.id))?.firstName).toBe("Ewa");
  });

  it("never touches another user's profile, whatever the input carries", async () => {
    const { db } = database;
    const a = await createTestUser(db, { firstName: "Adam" });
    const b = await createTestUser(db, { firstName: "Barbara", lastName: "Nowak" });
    const before = await profileOf(database.db, b.id);
    // There is no user id in the input; extra keys naming B are ignored.
    const sneaky = { id: b.id, userId: b.id, firstName: "Zmieniony", lastName: "Przez-A" };
    await updateProfile({ db, actor: a }, sneaky as Parameters<typeof updateProfile>[1]);

    expect(await profileOf(database.db, b.id)).toEqual(before);
    expect((await profileOf(database.db, a.id))?.firstName).toBe("Zmieniony");
  });

  it("refuses an anonymous actor", async () => {
    const { db } = database;
    const error = await updateProfile({ db, actor: null }, { firstName: "X" }).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("forbidden");
    await expect(getOwnProfile({ db, actor: null })).rejects.toBeInstanceOf(AppError);
  });

  it("reports whether the account has a password", async () => {
    const { db } = database;
    const actor = await createTestUser(db);
    const own = await getOwnProfile({ db, actor });
    expect(own).toMatchObject({ email: actor.email, firstName: "Jan", hasPassword: false });
  });
});
