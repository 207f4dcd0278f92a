import type { ActionFixtures } from "./action-fixture.ts";

export const PROMOTION_ACTION_FIXTURES: ActionFixtures = {};
