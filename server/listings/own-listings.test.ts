import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnItemsQuery } from "../../shared/own-items-query.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { agencies, agentAgencies, properties } from "../db/schema.ts";
import { createTestUser } from "../testing/factories.ts";
import { refusal } from "../testing/refusal.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { listOwnListings } from "./own-listings.ts";

let database: Database;
let owner: Actor;
let other: Actor;

const as = (actor: Actor | null) => ({ db: database.db, actor });
const query = (q: Partial<OwnItemsQuery> = {}): OwnItemsQuery => ({
  status: "aktywne",
  page: 1,
  ...q,
});
const titles = async (actor: Actor, q: Partial<OwnItemsQuery> = {}) =>
  (await listOwnListings(as(actor), query(q))).items.map((l) => l.title);

/** Listings of `userId`, the first one newest. */
async function insertListings(userId: string, rows: { title: string; isArchived?: boolean }[]) {
  const now = Date.now();
  await database.db.insert(properties).values(
    rows.map((row, i) => ({
      userId,
      price: 100_000,
      type: "mieszkanie" as const,
      createdAt: new Date(now - i * 60_000),
      ...row,
    })),
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
  other = await createTestUser(database.db, { roles: ["wlasciciel"] });
  await insertListings(owner.id, [
    { title: "Łąka pod lasem" },
    { title: "Dom w ŻOŁYNI" },
    { title: "Udział 50% w domu" },
    { title: "Działka 500 m²" },
    { title: "Stara łąka", isArchived: true },
    ...Array.from({ length: 41 }, (_, i) => ({ title: `Mieszkanie nr ${i + 1}` })),
  ]);
  await insertListings(other.id, [
    { title: "Łąka sąsiada" },
    { title: "Cudza stara łąka", isArchived: true },
  ]);
});
afterAll(async () => {
  await database.close();
});

describe("listOwnListings", () => {
  it("counts both tabs and lists one status, newest first", async () => {
    const active = await listOwnListings(as(owner), query());
    expect(active.counts).toEqual({ aktywne: 45, archiwalne: 1 });
    expect(active.items.slice(0, 2).map((l) => l.title)).toEqual([
      "Łąka pod lasem",
      "Dom w ŻOŁYNI",
    ]);
    expect(active.items.every((l) => !l.isArchived)).toBe(true);
    expect(await titles(owner, { status: "archiwalne" })).toEqual(["Stara łąka"]);
  });

  it("pages by 20, a page past the last showing the last", async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => listOwnListings(as(owner), query({ page }))),
    );
    expect(pages.map((p) => [p.page, p.pageCount, p.items.length])).toEqual([
      [1, 3, 20],
      [2, 3, 20],
      [3, 3, 5],
    ]);
    const ids = pages.flatMap((p) => p.items.map((l) => l.id));
    expect(new Set(ids).size).toBe(45);
    const beyond = await listOwnListings(as(owner), query({ page: 99 }));
    expect([beyond.page, beyond.items.map((l) => l.id)]).toEqual([
      3,
      pages[2]?.items.map((l) => l.id),
    ]);
    const none = await listOwnListings(as(owner), query({ q: "nic takiego" }));
    expect([none.page, none.pageCount, none.items, none.counts]).toEqual([
      1,
      1,
      [],
      { aktywne: 0, archiwalne: 0 },
    ]);
  });

  it("searches titles ignoring case and Polish letters, a typed % matching itself", async () => {
    expect(await titles(owner, { q: "łąka" })).toEqual(["Łąka pod lasem"]);
    expect(await titles(owner, { q: "LAKA", status: "archiwalne" })).toEqual(["Stara łąka"]);
    expect(await titles(owner, { q: "żołyni" })).toEqual(["Dom w ŻOŁYNI"]);
    expect(await titles(owner, { q: "Żoł" })).toEqual(["Dom w ŻOŁYNI"]);
    expect(await titles(owner, { q: "50%" })).toEqual(["Udział 50% w domu"]);
    expect(await titles(owner, { q: "%" })).toEqual(["Udział 50% w domu"]);
    expect(await titles(owner, { q: "_" })).toEqual([]);
    const counted = await listOwnListings(as(owner), query({ q: "łąka" }));
    expect(counted.counts).toEqual({ aktywne: 1, archiwalne: 1 });
  });

  it("never shows another user's listings, and refuses a visitor", async () => {
    expect(await titles(other, { q: "łąka" })).toEqual(["Łąka sąsiada"]);
    const all = await listOwnListings(as(other), query());
    expect(all.counts).toEqual({ aktywne: 1, archiwalne: 1 });
    expect((await titles(owner, { q: "sąsiada" })).length).toBe(0);
    expect((await refusal(listOwnListings(as(null), query()))).status).toBe(403);
  });

  it("gives an agency its active brokers' listings too, with the broker's name", async () => {
    const agency = await createTestUser(database.db, { roles: ["agencja"] });
    const [row] = await database.db
      .insert(agencies)
      .values({ ownerId: agency.id, name: "Biuro Okolica" })
      .returning({ id: agencies.id });
    const agent = await createTestUser(database.db, {
      roles: ["posrednik"],
      firstName: "Jan",
      lastName: "Kowalski",
    });
    await database.db
      .insert(agentAgencies)
      .values({ agentId: agent.id, agencyId: (row as { id: string }).id, status: "active" });
    await insertListings(agency.id, [{ title: "Biura: dom" }]);
    await insertListings(agent.id, [{ title: "Pośrednika: dom", isArchived: true }]);

    const active = await listOwnListings(as(agency), query({ q: "dom" }));
    expect(active.counts).toEqual({ aktywne: 1, archiwalne: 1 });
    expect(active.items.map((l) => [l.title, l.brokerName])).toEqual([["Biura: dom", null]]);
    const archived = await listOwnListings(as(agency), query({ status: "archiwalne" }));
    expect(archived.items.map((l) => [l.title, l.brokerName])).toEqual([
      ["Pośrednika: dom", "Jan Kowalski"],
    ]);
  });
});
