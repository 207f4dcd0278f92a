import { ownedContent } from "@server/accounts/owned-content";
import { isAppError } from "@server/errors";
import { panelPhotoStore } from "@server/images/photo-store";
import { defaultImportPolicy } from "@server/import/import-policy";
import { getStorage } from "@server/storage/storage";
import { legacyPanelPath, type PanelTab, panelTabs } from "@shared/panel";
import { type RouterContextProvider, redirect } from "react-router";
import { getAppContext } from "~/http/context.server";
import { requireUser } from "~/http/guards.server";

type Context = Readonly<RouterContextProvider>;

/**
 * The signed-in user on one of their tabs (their roles', or the tab of listings or services they
 * own), with the domain context for its loader; another tab sends them to their own first tab (as `?tab=` always did). Who may change what is
 * still decided by the domain functions, so an action needs only `requireUser` (the context
 * builders below, for screenAction). (No layout
 * middleware: it would run outside the error edge, and a database outage there answered 500.)
 */
export async function requirePanelTab(context: Context, request: Request, tab: PanelTab) {
  const actor = await requireUser(context, request);
  const ctx = { db: getAppContext(context).db, actor };
  // What the account owns is looked up only when no role of it gives the tab.
  if (
    !panelTabs(actor.roles).includes(tab) &&
    !panelTabs(actor.roles, await ownedContent(ctx)).includes(tab)
  ) {
    throw redirect(legacyPanelPath(actor.roles, new URLSearchParams()));
  }
  return ctx;
}

/**
 * The item `?edit=` names, or null when it is none of the actor's to edit (not there, or
 * someone else's): the tab says so in place. Anything else (the database down) goes on to the
 * error edge, never shown as "not found".
 */
export async function editable<T>(loading: Promise<T>): Promise<T | null> {
  try {
    return await loading;
  } catch (error) {
    if (isAppError(error) && (error.code === "not_found" || error.code === "forbidden")) {
      return null;
    }
    throw error;
  }
}

/** What a form that writes only to the database (the company's profile) writes with. */
export async function dbContext(context: Context, request: Request) {
  const actor = await requireUser(context, request);
  return { db: getAppContext(context).db, actor };
}

/** What the photo forms (listings, services, the agency's logo) write with. */
export async function photoWriteContext(context: Context, request: Request) {
  const actor = await requireUser(context, request);
  const app = getAppContext(context);
  return {
    db: app.db,
    actor,
    siteUrl: app.config.baseUrl,
    ...panelPhotoStore(getStorage(app.config), defaultImportPolicy(app.config), {
      siteUrl: app.config.baseUrl,
    }),
  };
}

/** What the agency's team forms (invitations, membership) write with: they send mail. */
export async function mailingContext(context: Context, request: Request) {
  const actor = await requireUser(context, request);
  const app = getAppContext(context);
  return { db: app.db, actor, auth: app.auth, mailer: app.mailer };
}
