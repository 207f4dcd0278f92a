import type { AdminActions } from "./admin-action.ts";

export const PROMOTION_ADMIN_ACTIONS: AdminActions = {};
