import type { AppContext } from "@server/context";
import type { Database } from "@server/db/client";
import { properties, users } from "@server/db/schema";
import { createContentMemo } from "@server/page-cache/content-memo";
import { createMemoryBus } from "@server/realtime/bus";
import { createTestDatabase } from "@server/testing/test-db";
import { PAGE_SIZE } from "@shared/sorting";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appContext } from "~/http/context.server";
import type { Route } from "./+types/search";
import { loader } from "./search";

/** /search's loader as the server calls it, on a real database. */

let database: Database;
const owner = "user-search-route-test";
const ACTIVE = PAGE_SIZE + 6;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: owner, name: "Test", email: "sr@example.com" });
  const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute));
  await database.db.insert(properties).values([
    ...Array.from({ length: ACTIVE }, (_, i) => ({
      userId: owner,
      title: `Oferta ${i}`,
      price: 100_000 + i,
      type: i % 2 ? ("dom" as const) : ("mieszkanie" as const),
      // Portal listings: own ones would come first whatever their age.
      source: "otodom" as const,
      createdAt: at(i),
    })),
    {
      userId: owner,
      title: "Archiwalna",
      price: 1,
      type: "dom",
      isArchived: true,
      createdAt: at(99),
    },
  ]);
});
afterAll(() => database.close());

function load(path: string) {
  const context = new RouterContextProvider();
  const bus = createMemoryBus();
  context.set(appContext, {
    db: database.db,
    log: pino({ level: "silent" }),
    contentMemo: createContentMemo(bus, database.db),
  } as AppContext);
  const url = new URL(path, "http://localhost");
  return loader({
    request: new Request(url),
    url,
    context,
    params: {},
  } as unknown as Route.LoaderArgs);
}

describe("/search without any filter", () => {
  it("lists every active offer, newest first, with the total and pages", async () => {
    const first = await load("/search");
    expect(first.result?.total).toBe(ACTIVE);
    expect(first.result?.pageCount).toBe(2);
    const newest = Array.from({ length: ACTIVE }, (_, i) => `Oferta ${ACTIVE - 1 - i}`);
    expect(first.result?.items.map((i) => i.title)).toEqual(newest.slice(0, PAGE_SIZE));

    const second = await load("/search?page=2");
    expect(second.result?.items.map((i) => i.title)).toEqual(newest.slice(PAGE_SIZE));
  });

  it("treats a form sent with every field empty as no filter", async () => {
    const empty = await load("/search?transaction=&priceMin=&priceMax=&q=&seller=&rooms=");
    expect(empty.problems).toEqual([]);
    expect(empty.result?.total).toBe(ACTIVE);
  });
});
