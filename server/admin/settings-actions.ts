import type { AdminActions } from "./admin-action.ts";

export const SETTINGS_ADMIN_ACTIONS: AdminActions = {};
