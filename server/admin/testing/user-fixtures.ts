import { agencies } from "../../db/schema.ts";
import { createTestUser } from "../../testing/factories.ts";
import type { ActionFixtures } from "./action-fixture.ts";
import { formOf } from "./action-fixture.ts";

/** Forms with which each users-tab action succeeds, each on a user (or agency) of its own. */
export const USER_ACTION_FIXTURES: ActionFixtures = {
  async "user-role-add"({ db }) {
    const user = await createTestUser(db, { roles: ["wlasciciel"] });
    return formOf({ userId: user.id, role: "posrednik" });
  },
  async "user-role-remove"({ db }) {
    const user = await createTestUser(db, { roles: ["wlasciciel", "firma"] });
    return formOf({ userId: user.id, role: "firma" });
  },
  async "user-deactivate"({ db }) {
    const user = await createTestUser(db, { roles: ["wlasciciel"] });
    return formOf({ userId: user.id });
  },
  async "user-activate"({ db }) {
    const user = await createTestUser(db, { roles: ["wlasciciel"], isActive: false });
    return formOf({ userId: user.id });
  },
  async "user-verified-seller"({ db }) {
    const user = await createTestUser(db, { roles: ["wlasciciel"] });
    return formOf({ userId: user.id, value: "true" });
  },
  async "agency-verify"({ db }) {
    const owner = await createTestUser(db, { roles: ["agencja"] });
    const [agency] = await db
      .insert(agencies)
      .values({ ownerId: owner.id, name: "Agencja Testowa" })
      .returning({ id: agencies.id });
    return formOf({ agencyId: agency.id, value: "true" });
  },
};
