import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { profiles, services, users } from "../db/schema.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { getService } from "./get-service.ts";
import { listLatestServices } from "./list-latest-services.ts";
import { listServiceCategoriesInUse } from "./list-service-categories-in-use.ts";
import { listServices } from "./list-services.ts";

let database: Database;
const company = "user-services-test";
type NewService = typeof services.$inferInsert;
let seq = 0;
function service(overrides: Partial<NewService> = {}): NewService {
  seq += 1;
  return {
    userId: company,
    title: `Usługa ${seq}`,
    priceFrom: 50 + seq * 10,
    location: "lezajsk",
    category: "elektryczne",
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, seq)),
    ...overrides,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await db.insert(users).values({ id: company, name: "Firma", email: "firma@example.com" });
  await db.insert(profiles).values({
    id: company,
    companyName: "Elektro-Serwis",
    serviceAreas: ["Leżajsk", "Nowa Sarzyna"],
    specialization: ["Instalacje", "Pomiary"],
  });
  await db
    .insert(services)
    .values([
      service({ category: "elektryczne", priceFrom: 120 }),
      service({ category: "elektryczne", priceFrom: 60, isPremium: true }),
      service({ category: "hydrauliczne", priceFrom: 90 }),
      service({ category: "malowanie", priceFrom: 40 }),
    ]);
});
afterAll(() => database.close());

describe("services", () => {
  it("lists the newest three for the home page with the company name", async () => {
    const latest = await listLatestServices(database.db);
    expect(latest.map((s) => s.title)).toEqual(["Usługa 4", "Usługa 3", "Usługa 2"]);
    expect(latest[0].companyName).toBe("Elektro-Serwis");
  });

  it("filters by category, sorts and paginates", async () => {
    const electric = await listServices(database.db, { category: "elektryczne" });
    expect(electric.total).toBe(2);
    expect(electric.items[0].isPremium).toBe(true);
    const cheap = await listServices(database.db, { sort: "price-asc" });
    expect(cheap.items.map((s) => s.priceFrom)).toEqual([40, 60, 90, 120]);
    const dear = await listServices(database.db, { sort: "price-desc" });
    expect(dear.items.map((s) => s.priceFrom)).toEqual([120, 90, 60, 40]);
    const page2 = await listServices(database.db, { pageSize: 3, page: 2 });
    expect(page2).toMatchObject({ total: 4, pageCount: 2 });
    expect(page2.items).toHaveLength(1);
  });

  it("finds one service with its company profile and returns null for a malformed id", async () => {
    const [first] = (await listServices(database.db)).items;
    expect(await getService(database.db, first.id)).toMatchObject({
      id: first.id,
      companyName: "Elektro-Serwis",
      serviceAreas: ["Leżajsk", "Nowa Sarzyna"],
      specialization: ["Instalacje", "Pomiary"],
    });
    expect(await getService(database.db, "uslugi-elektryczne")).toBeNull();
  });

  it("lists distinct categories in use, the busiest first", async () => {
    const categories = await listServiceCategoriesInUse(database.db);
    expect(categories.map((c) => c.value)).toEqual(["elektryczne", "hydrauliczne", "malowanie"]);
  });
});
