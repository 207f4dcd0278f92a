import type { AdminActions } from "./admin-action.ts";

export const SERVICE_ADMIN_ACTIONS: AdminActions = {};
