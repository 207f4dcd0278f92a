import type { AdminActions } from "./admin-action.ts";

export const PLAN_ADMIN_ACTIONS: AdminActions = {};
