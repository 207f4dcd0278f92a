import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { properties, rateLimits, services } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import {
  PHONE_REVEAL_LIMIT,
  PHONE_REVEAL_WINDOW_MS,
  phoneRevealKey,
  RATE_LIMITED_MESSAGE,
} from "../kernel/phone-reveal.ts";
import { revealPhone } from "../listings/reveal-phone.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { getServicePhone } from "./get-service-phone.ts";

let database: Database;
let serviceId: string;
let listingId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const owner = await createTestUser(database.db, { firstName: "Marek", lastName: "Firma" });
  [{ id: serviceId }] = await database.db
    .insert(services)
    .values({
      userId: owner.id,
      title: "Usługi hydrauliczne",
      priceFrom: 90,
      location: "lezajsk",
      category: "hydrauliczne",
    })
    .returning({ id: services.id });
  [{ id: listingId }] = await database.db
    .insert(properties)
    .values({
      userId: owner.id,
      title: "Mieszkanie 2 pokoje",
      description: "Jasne.",
      type: "mieszkanie",
      transactionType: "sprzedaz",
      price: 300_000,
      area: 50,
      phone: "600 100 200",
    })
    .returning({ id: properties.id });
});
afterAll(() => database.close());

const ctx = (actor: Actor | null) => ({ db: database.db, actor });

async function limitedError(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("service phone reveal rate limit", () => {
  it("limits reveals per user (429) and opens again after the window", async () => {
    const user = await createTestUser(database.db);
    const other = await createTestUser(database.db);
    for (let i = 0; i < PHONE_REVEAL_LIMIT; i++) {
      expect(await getServicePhone(ctx(user), serviceId)).toEqual({ phone: null });
    }
    const error = await limitedError(getServicePhone(ctx(user), serviceId));
    expect([error.code, error.status, error.message]).toEqual([
      "rate_limited",
      429,
      RATE_LIMITED_MESSAGE,
    ]);
    // Another user has a counter of their own.
    expect(await getServicePhone(ctx(other), serviceId)).toEqual({ phone: null });
    // The window has passed: the counter starts over.
    await database.db
      .update(rateLimits)
      .set({ lastRequest: Date.now() - PHONE_REVEAL_WINDOW_MS - 1000 })
      .where(eq(rateLimits.key, phoneRevealKey(user.id)));
    expect(await getServicePhone(ctx(user), serviceId)).toEqual({ phone: null });
  });

  it("shares one budget with listing phones, so switching kinds does not help a scraper", async () => {
    const user = await createTestUser(database.db);
    for (let i = 0; i < PHONE_REVEAL_LIMIT; i++) {
      expect((await revealPhone(ctx(user), listingId)).status).toBe("shown");
    }
    expect((await limitedError(getServicePhone(ctx(user), serviceId))).code).toBe("rate_limited");
    const rows = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, phoneRevealKey(user.id)));
    expect(rows.map((r) => r.count)).toEqual([PHONE_REVEAL_LIMIT + 1]);
  });

  it("refuses a listing's phone past the budget as a service's: a 429 'rate_limited'", async () => {
    const user = await createTestUser(database.db);
    for (let i = 0; i < PHONE_REVEAL_LIMIT; i++) {
      expect(await getServicePhone(ctx(user), serviceId)).toEqual({ phone: null });
    }
    const error = await limitedError(revealPhone(ctx(user), listingId));
    expect([error.code, error.status, error.message]).toEqual([
      "rate_limited",
      429,
      RATE_LIMITED_MESSAGE,
    ]);
  });

  it("does not count anonymous or malformed requests", async () => {
    await expect(getServicePhone(ctx(null), serviceId)).rejects.toBeInstanceOf(AppError);
    const user = await createTestUser(database.db);
    expect((await limitedError(getServicePhone(ctx(user), "nie-uuid"))).code).toBe("not_found");
    const rows = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, phoneRevealKey(user.id)));
    expect(rows).toEqual([]);
  });
});
