import type { AdminActions } from "./admin-action.server.ts";
import { IMPORT_ADMIN_ACTIONS } from "./import-actions.server.ts";
import { LISTING_ADMIN_ACTIONS } from "./listing-actions.server.ts";
import { MODERATION_ADMIN_ACTIONS } from "./moderation-actions.server.ts";
import { PLAN_ADMIN_ACTIONS } from "./plan-actions.server.ts";
import { PROMOTION_ADMIN_ACTIONS } from "./promotion-actions.server.ts";
import { SERVICE_ADMIN_ACTIONS } from "./service-actions.server.ts";
import { SETTINGS_ADMIN_ACTIONS } from "./settings-actions.server.ts";
import { USER_ADMIN_ACTIONS } from "./user-actions.server.ts";

/**
 * Every administrator action by intent, over all screens: the audit log names actions from it,
 * and the access tests are generated from the screens' tables, so a new action cannot be left
 * unchecked. Each screen's route dispatches only through its own table.
 */
export const ADMIN_ACTIONS: AdminActions = {
  ...LISTING_ADMIN_ACTIONS,
  ...SERVICE_ADMIN_ACTIONS,
  ...USER_ADMIN_ACTIONS,
  ...SETTINGS_ADMIN_ACTIONS,
  ...IMPORT_ADMIN_ACTIONS,
  ...PLAN_ADMIN_ACTIONS,
  ...PROMOTION_ADMIN_ACTIONS,
  ...MODERATION_ADMIN_ACTIONS,
};

/**
 * Audit entries recorded like the admin actions but posted elsewhere: an administrator editing
 * someone else's listing or service through the panel's forms (save-listing.ts,
 * save-service.ts), and the import from a portal (POST /api/import-properties).
 */
export const OTHER_AUDIT_LABELS: Record<string, string> = {
  "listing-edit": "Edycja ogłoszenia",
  "service-edit": "Edycja usługi",
  "import-portal": "Import z portalu",
};

/** The audit log's name for an action key (the key itself for one no longer offered). */
export function adminActionLabel(action: string): string {
  if (Object.hasOwn(ADMIN_ACTIONS, action)) return ADMIN_ACTIONS[action].label;
  return OTHER_AUDIT_LABELS[action] ?? action;
}
