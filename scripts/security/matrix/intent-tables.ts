/**
 * The intent tables the route actions dispatch through, by the function that dispatches: a route
 * calling one of these gets a matrix row per intent of its table. A route calling an `…Action`
 * from server/ that is missing here fails the check, so a new table cannot be overlooked.
 */

import { IMPORT_ADMIN_ACTIONS } from "../../../app/routes/admin/import-actions.ts";
import { LISTING_ADMIN_ACTIONS } from "../../../app/routes/admin/listing-actions.ts";
import { MODERATION_ADMIN_ACTIONS } from "../../../app/routes/admin/moderation-actions.ts";
import { PLAN_ADMIN_ACTIONS } from "../../../app/routes/admin/plan-actions.ts";
import { PROMOTION_ADMIN_ACTIONS } from "../../../app/routes/admin/promotion-actions.ts";
import { SERVICE_ADMIN_ACTIONS } from "../../../app/routes/admin/service-actions.ts";
import { SETTINGS_ADMIN_ACTIONS } from "../../../app/routes/admin/settings-actions.ts";
import { USER_ADMIN_ACTIONS } from "../../../app/routes/admin/user-actions.ts";
import { PROFILE_INTENTS } from "../../../app/routes/profile-action.ts";

export const INTENT_TABLES: Record<string, readonly string[]> = {
  profileAction: PROFILE_INTENTS,
  LISTING_ADMIN_ACTIONS: Object.keys(LISTING_ADMIN_ACTIONS),
  SERVICE_ADMIN_ACTIONS: Object.keys(SERVICE_ADMIN_ACTIONS),
  USER_ADMIN_ACTIONS: Object.keys(USER_ADMIN_ACTIONS),
  SETTINGS_ADMIN_ACTIONS: Object.keys(SETTINGS_ADMIN_ACTIONS),
  IMPORT_ADMIN_ACTIONS: Object.keys(IMPORT_ADMIN_ACTIONS),
  PLAN_ADMIN_ACTIONS: Object.keys(PLAN_ADMIN_ACTIONS),
  PROMOTION_ADMIN_ACTIONS: Object.keys(PROMOTION_ADMIN_ACTIONS),
  MODERATION_ADMIN_ACTIONS: Object.keys(MODERATION_ADMIN_ACTIONS),
};
