/**
 * The intent tables the route actions dispatch through (app/http/screen-action.ts's
 * ScreenActions, an admin screen's `…_ADMIN_ACTIONS`), by the name a route imports: a route
 * importing one of these gets a matrix row per intent of its table. A route importing an
 * `…_ACTIONS` table or an `…Action` from server/ that is missing here fails the check, so a new
 * table cannot be overlooked.
 */

import { IMPORT_ADMIN_ACTIONS } from "../../../app/routes/admin/import-actions.ts";
import { LISTING_ADMIN_ACTIONS } from "../../../app/routes/admin/listing-actions.ts";
import { MODERATION_ADMIN_ACTIONS } from "../../../app/routes/admin/moderation-actions.ts";
import { PLAN_ADMIN_ACTIONS } from "../../../app/routes/admin/plan-actions.ts";
import { PROMOTION_ADMIN_ACTIONS } from "../../../app/routes/admin/promotion-actions.ts";
import { SERVICE_ADMIN_ACTIONS } from "../../../app/routes/admin/service-actions.ts";
import { SETTINGS_ADMIN_ACTIONS } from "../../../app/routes/admin/settings-actions.ts";
import { USER_ADMIN_ACTIONS } from "../../../app/routes/admin/user-actions.ts";
import {
  AGENCY_PANEL_ACTIONS,
  MEMBERSHIP_PANEL_ACTIONS,
} from "../../../app/routes/panel/agency-forms.ts";
import { AGENTS_PANEL_ACTIONS } from "../../../app/routes/panel/agents-forms.ts";
import { COMPANY_PANEL_ACTIONS } from "../../../app/routes/panel/company-forms.ts";
import { PROPERTY_PANEL_ACTIONS } from "../../../app/routes/panel/listing-forms.ts";
import { SEARCH_PANEL_ACTIONS } from "../../../app/routes/panel/search-forms.ts";
import { SERVICE_PANEL_ACTIONS } from "../../../app/routes/panel/service-forms.ts";
import { PROFILE_INTENTS } from "../../../app/routes/profile-action.ts";

const TABLES: Record<string, object> = {
  LISTING_ADMIN_ACTIONS,
  SERVICE_ADMIN_ACTIONS,
  USER_ADMIN_ACTIONS,
  SETTINGS_ADMIN_ACTIONS,
  IMPORT_ADMIN_ACTIONS,
  PLAN_ADMIN_ACTIONS,
  PROMOTION_ADMIN_ACTIONS,
  MODERATION_ADMIN_ACTIONS,
  PROPERTY_PANEL_ACTIONS,
  SERVICE_PANEL_ACTIONS,
  SEARCH_PANEL_ACTIONS,
  COMPANY_PANEL_ACTIONS,
  AGENCY_PANEL_ACTIONS,
  AGENTS_PANEL_ACTIONS,
  MEMBERSHIP_PANEL_ACTIONS,
};

export const INTENT_TABLES: Record<string, readonly string[]> = {
  profileAction: PROFILE_INTENTS,
  ...Object.fromEntries(Object.entries(TABLES).map(([name, table]) => [name, Object.keys(table)])),
};
