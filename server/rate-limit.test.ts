import { describe, expect, it } from "vitest";
import type { Database } from "./db/client.ts";
import { consumeRateLimit } from "./rate-limit.ts";
import { withTestDatabase } from "./testing/test-db.ts";

let database: Database;
withTestDatabase((opened) => ({ database } = opened));

describe("consumeRateLimit", () => {
  it("allows max requests per window, per key, then starts over after the window", async () => {
    const { db } = database;
    const t0 = 1_700_000_000_000;
    const take = (key: string, now: number) =>
      consumeRateLimit(db, { key, max: 3, windowMs: 60_000, now });
    expect([await take("a", t0), await take("a", t0 + 1), await take("a", t0 + 2)]).toEqual([
      true,
      true,
      true,
    ]);
    expect(await take("a", t0 + 3)).toBe(false);
    expect(await take("b", t0 + 3)).toBe(true);
    // Still inside the window that began at t0.
    expect(await take("a", t0 + 59_999)).toBe(false);
    expect(await take("a", t0 + 60_001)).toBe(true);
  });

  it("counts concurrent requests exactly (one upsert each)", async () => {
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        consumeRateLimit(database.db, { key: "burst", max: 5, windowMs: 60_000, now }),
      ),
    );
    expect(results.filter(Boolean).length).toBe(5);
  });

  it("weighs a request by its cost (e.g. the megapixels of its photos)", async () => {
    const { db } = database;
    const t0 = 1_700_000_000_000;
    const take = (cost: number, now: number) =>
      consumeRateLimit(db, { key: "weighted", max: 600, windowMs: 60_000, now, cost });
    expect([await take(294, t0), await take(294, t0 + 1), await take(12, t0 + 2)]).toEqual([
      true,
      true,
      true,
    ]);
    expect(await take(1, t0 + 3)).toBe(false);
    // A new window starts with the request's own cost.
    expect(await take(600, t0 + 60_001)).toBe(true);
    expect(await take(1, t0 + 60_002)).toBe(false);
  });
});
