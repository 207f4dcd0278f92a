/**
 * The intent tables the route actions dispatch through, by the function that dispatches: a route
 * calling one of these gets a matrix row per intent of its table. A route calling an `…Action`
 * from server/ that is missing here fails the check, so a new table cannot be overlooked.
 */

import { PROFILE_INTENTS } from "../../../server/accounts/profile-action.ts";
import { ADMIN_ACTIONS } from "../../../server/admin/actions.ts";

export const INTENT_TABLES: Record<string, readonly string[]> = {
  profileAction: PROFILE_INTENTS,
  runAdminAction: Object.keys(ADMIN_ACTIONS),
};
