import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../testing/test-db.ts";
import type { Database } from "./client.ts";
import { conversations, messages, profiles, properties, userRoles, users } from "./schema.ts";

let database: Database;
const userId = "user-schema-test";

async function rejects(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  throw new Error("expected the database to refuse the row");
}

const listing = {
  userId,
  title: "Mieszkanie 2-pokojowe",
  price: 250_000,
  type: "mieszkanie",
  location: "lezajsk",
} satisfies typeof properties.$inferInsert;

/** What the column types forbid, for the CHECKs behind them to refuse. */
function unchecked(row: object): never {
  return row as never;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: userId, name: "Test", email: "schema@example.com" });
});
afterAll(() => database.close());

describe("the schema refuses bad rows", () => {
  it("accepts a valid listing", async () => {
    const [row] = await database.db.insert(properties).values(listing).returning();
    expect(row.isArchived).toBe(false);
    expect(row.source).toBe("wlasne");
    expect(row.transactionType).toBe("sprzedaz");
  });

  it("refuses an unknown property type", async () => {
    const message = await rejects(() =>
      database.db.insert(properties).values(unchecked({ ...listing, type: "zamek" })),
    );
    expect(message).toMatch(/properties_type_check/);
  });

  it("refuses a negative price and a negative area", async () => {
    expect(
      await rejects(() => database.db.insert(properties).values({ ...listing, price: -1 })),
    ).toMatch(/properties_price_check/);
    expect(
      await rejects(() => database.db.insert(properties).values({ ...listing, area: -5 })),
    ).toMatch(/properties_area_check/);
  });

  it("refuses unknown seller types, transactions, sources and locations", async () => {
    const bad = [
      [{ sellerType: "kupiec" }, /seller_type_check/],
      [{ transactionType: "zamiana" }, /transaction_type_check/],
      [{ source: "allegro" }, /source_check/],
      [{ location: "krakow" }, /location_check/],
    ] as const;
    for (const [change, constraint] of bad) {
      expect(
        await rejects(() =>
          database.db.insert(properties).values(unchecked({ ...listing, ...change })),
        ),
      ).toMatch(constraint);
    }
  });

  it("keeps (owner, source, external URL) unique", async () => {
    const imported = {
      ...listing,
      source: "otodom" as const,
      externalUrl: "https://www.otodom.pl/pl/oferta/ID4abc123",
    };
    await database.db.insert(properties).values(imported);
    expect(await rejects(() => database.db.insert(properties).values(imported))).toMatch(
      /properties_owner_source_external_url_key|duplicate key/,
    );
  });

  it("refuses an unknown role", async () => {
    expect(
      await rejects(() =>
        database.db.insert(userRoles).values(unchecked({ userId, role: "krol" })),
      ),
    ).toMatch(/user_roles_role_check/);
  });

  it("refuses a listing of a user who does not exist", async () => {
    expect(
      await rejects(() => database.db.insert(properties).values({ ...listing, userId: "ghost" })),
    ).toMatch(/foreign key/);
  });
});

describe("deleting an account", () => {
  it("removes profile, roles and listings but keeps sent messages for the recipient", async () => {
    const db = database.db;
    await db.insert(users).values([
      { id: "leaver", name: "Leaver", email: "leaver@example.com" },
      { id: "stayer", name: "Stayer", email: "stayer@example.com" },
    ]);
    await db.insert(profiles).values({ id: "leaver", firstName: "Jan" });
    await db.insert(userRoles).values({ userId: "leaver", role: "wlasciciel" });
    const [own] = await db
      .insert(properties)
      .values({ ...listing, userId: "leaver" })
      .returning();
    const [conversation] = await db
      .insert(conversations)
      .values({ userAId: "leaver", userBId: "stayer", propertyId: own.id, subjectTitle: own.title })
      .returning();
    await db.insert(messages).values({
      conversationId: conversation.id,
      senderId: "leaver",
      recipientId: "stayer",
      propertyId: own.id,
      subjectTitle: own.title,
      content: "Dzień dobry",
    });

    await db.delete(users).where(sql`${users.id} = 'leaver'`);

    const left = await db.execute(sql`
      select (select count(*) from profiles where id = 'leaver')::int as profiles,
             (select count(*) from user_roles where user_id = 'leaver')::int as roles,
             (select count(*) from properties where user_id = 'leaver')::int as listings`);
    expect(left.rows[0]).toEqual({ profiles: 0, roles: 0, listings: 0 });
    const kept = await db.select().from(messages).where(sql`${messages.recipientId} = 'stayer'`);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ senderId: null, propertyId: null, subjectTitle: own.title });
    const [left2] = await db.select().from(conversations);
    expect(left2).toMatchObject({ userAId: null, userBId: "stayer", propertyId: null });
  });
});

describe("text search", () => {
  it("finds titles regardless of Polish diacritics", async () => {
    await database.db.insert(properties).values({ ...listing, title: "Dom w Żuklinie z ogrodem" });
    const found = await database.db.execute(
      sql`select title from properties where f_unaccent(lower(title)) like '%' || f_unaccent(lower(${"zuklinie"})) || '%'`,
    );
    expect(found.rows.map((r) => r.title)).toContain("Dom w Żuklinie z ogrodem");
  });
});
