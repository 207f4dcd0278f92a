/**
 * The intent tables the route actions dispatch through (app/http/screen-action.server.ts's
 * ScreenActions, an admin screen's `…_ADMIN_ACTIONS`), by the name a route imports: a route
 * importing one of these gets a matrix row per intent of its table. A route importing an
 * `…_ACTIONS` table or an `…Action` from server/ that is missing here fails the check, so a new
 * table cannot be overlooked.
 */

import { IMPORT_ADMIN_ACTIONS } from "../../../app/routes/admin/import-actions.server.ts";
import { LISTING_ADMIN_ACTIONS } from "../../../app/routes/admin/listing-actions.server.ts";
import { MODERATION_ADMIN_ACTIONS } from "../../../app/routes/admin/moderation-actions.server.ts";
import { PLAN_ADMIN_ACTIONS } from "../../../app/routes/admin/plan-actions.server.ts";
import { PROMOTION_ADMIN_ACTIONS } from "../../../app/routes/admin/promotion-actions.server.ts";
import { SERVICE_ADMIN_ACTIONS } from "../../../app/routes/admin/service-actions.server.ts";
import { SETTINGS_ADMIN_ACTIONS } from "../../../app/routes/admin/settings-actions.server.ts";
import { USER_ADMIN_ACTIONS } from "../../../app/routes/admin/user-actions.server.ts";
import {
  AGENCY_PANEL_ACTIONS,
  MEMBERSHIP_PANEL_ACTIONS,
} from "../../../app/routes/panel/agency-forms.server.ts";
import { AGENTS_PANEL_ACTIONS } from "../../../app/routes/panel/agents-forms.server.ts";
import { COMPANY_PANEL_ACTIONS } from "../../../app/routes/panel/company-forms.server.ts";
import { PROPERTY_PANEL_ACTIONS } from "../../../app/routes/panel/listing-forms.server.ts";
import { SEARCH_PANEL_ACTIONS } from "../../../app/routes/panel/search-forms.server.ts";
import { SERVICE_PANEL_ACTIONS } from "../../../app/routes/panel/service-forms.server.ts";
import { PROFILE_INTENTS } from "../../../app/routes/profile-action.server.ts";

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
