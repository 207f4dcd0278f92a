import type { ActionFixtures } from "./action-fixture.ts";

export const PLAN_ACTION_FIXTURES: ActionFixtures = {};
