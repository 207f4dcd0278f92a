/**
 * The intent tables the route actions dispatch through, by the function that dispatches: a route
 * calling one of these gets a matrix row per intent of its table. A route calling an `…Action`
 * from server/ that is missing here fails the check, so a new table cannot be overlooked.
 */

import { PROFILE_INTENTS } from "../../../server/accounts/profile-action.ts";
import { ADMIN_ACTIONS } from "../../../server/admin/actions.ts";
import { AGENCY_INTENTS } from "../../../server/panel/agency-actions.ts";
import { AGENTS_INTENTS } from "../../../server/panel/agents-actions.ts";
import { COMPANY_INTENTS } from "../../../server/panel/company-actions.ts";
import { LISTING_INTENTS } from "../../../server/panel/listing-actions.ts";
import { MEMBERSHIP_INTENTS } from "../../../server/panel/membership-actions.ts";
import { SERVICE_INTENTS } from "../../../server/panel/service-actions.ts";

export const INTENT_TABLES: Record<string, readonly string[]> = {
  profileAction: PROFILE_INTENTS,
  listingAction: LISTING_INTENTS,
  serviceAction: SERVICE_INTENTS,
  companyAction: COMPANY_INTENTS,
  agencyAction: AGENCY_INTENTS,
  agentsAction: AGENTS_INTENTS,
  membershipAction: MEMBERSHIP_INTENTS,
  runAdminAction: Object.keys(ADMIN_ACTIONS),
};
