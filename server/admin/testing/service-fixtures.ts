import type { Db } from "../../db/client.ts";
import { services } from "../../db/schema.ts";
import { createTestUser } from "../../testing/factories.ts";
import { type ActionFixtures, formOf } from "./action-fixture.ts";

/** A company's service inserted as it is stored (no photos). */
export async function insertTestService(
  db: Db,
  fields: Partial<typeof services.$inferInsert> = {},
): Promise<{ id: string; userId: string }> {
  const userId = fields.userId ?? (await createTestUser(db, { roles: ["firma"] })).id;
  const [row] = await db
    .insert(services)
    .values({
      title: "Usługi hydrauliczne",
      priceFrom: 80,
      category: "hydrauliczne",
      location: "lezajsk",
      ...fields,
      userId,
    })
    .returning({ id: services.id });
  return { id: (row as { id: string }).id, userId };
}

/** The service form's fields as the add dialog posts them (no photos). */
export const SERVICE_FORM_FIELDS = {
  title: "Montaż klimatyzacji",
  priceFrom: "120",
  category: "klimatyzacja",
  location: "lezajsk",
  phone: "+48 600 123 456",
  offeredServices: ["Montaż", "Serwis"],
};

export const SERVICE_ACTION_FIXTURES: ActionFixtures = {
  "service-premium": async ({ db }) => {
    const { id } = await insertTestService(db);
    return formOf({ id, value: "true" });
  },
  "service-delete": async ({ db }) => {
    const { id } = await insertTestService(db);
    return formOf({ id });
  },
  "service-create": async ({ db }) => {
    const company = await createTestUser(db, { roles: ["firma"] });
    return formOf({ ...SERVICE_FORM_FIELDS, ownerId: company.id });
  },
};
