import type { AdminActions } from "./admin-action.ts";

export const LISTING_ADMIN_ACTIONS: AdminActions = {};
