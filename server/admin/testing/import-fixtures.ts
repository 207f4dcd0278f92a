import type { ActionFixtures } from "./action-fixture.ts";

export const IMPORT_ACTION_FIXTURES: ActionFixtures = {};
