import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { services } from "../db/schema.ts";
import { createTestUser } from "../testing/factories.ts";
import { refusal } from "../testing/refusal.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { listOwnServices } from "./own-services.ts";

let database: Database;
let company: Actor;
let other: Actor;

const as = (actor: Actor | null) => ({ db: database.db, actor });
const titles = async (actor: Actor, q: string) =>
  (await listOwnServices(as(actor), { q, page: 1 })).items.map((s) => s.title);

/** Services of `userId`, the first one newest. */
async function insertServices(userId: string, titles: string[]) {
  const now = Date.now();
  await database.db.insert(services).values(
    titles.map((title, i) => ({
      userId,
      title,
      priceFrom: 80,
      location: "lezajsk" as const,
      category: "elektryczne" as const,
      createdAt: new Date(now - i * 60_000),
    })),
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  company = await createTestUser(database.db, { roles: ["firma"] });
  other = await createTestUser(database.db, { roles: ["firma"] });
  await insertServices(company.id, [
    "Łazienki pod klucz",
    "Ogrzewanie podłogowe — rabat 10%",
    ...Array.from({ length: 20 }, (_, i) => `Instalacje nr ${i + 1}`),
  ]);
  await insertServices(other.id, ["Łazienki sąsiada"]);
});
afterAll(async () => {
  await database.close();
});

describe("listOwnServices", () => {
  it("pages by 20, newest first, a page past the last showing the last", async () => {
    const first = await listOwnServices(as(company), { page: 1 });
    expect([first.total, first.page, first.pageCount, first.items.length]).toEqual([22, 1, 2, 20]);
    expect(first.items[0]?.title).toBe("Łazienki pod klucz");
    const last = await listOwnServices(as(company), { page: 7 });
    expect([last.page, last.items.map((s) => s.title)]).toEqual([
      2,
      ["Instalacje nr 19", "Instalacje nr 20"],
    ]);
  });

  it("searches titles ignoring case and Polish letters, a typed % matching itself", async () => {
    expect(await titles(company, "ŁAZIENKI")).toEqual(["Łazienki pod klucz"]);
    expect(await titles(company, "podlogowe")).toEqual(["Ogrzewanie podłogowe — rabat 10%"]);
    expect(await titles(company, "0%")).toEqual(["Ogrzewanie podłogowe — rabat 10%"]);
    expect(await titles(company, "nr_1")).toEqual([]);
  });

  it("never shows another user's services, and refuses a visitor", async () => {
    expect(await titles(other, "łazienki")).toEqual(["Łazienki sąsiada"]);
    expect(await titles(company, "sąsiada")).toEqual([]);
    expect((await refusal(listOwnServices(as(null), { page: 1 }))).status).toBe(403);
  });
});
