import type { AdminActions } from "./admin-action.ts";

export const IMPORT_ADMIN_ACTIONS: AdminActions = {};
