import type { AdminActions } from "./admin-action.ts";

export const USER_ADMIN_ACTIONS: AdminActions = {};
