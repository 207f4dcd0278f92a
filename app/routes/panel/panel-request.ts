import { LISTING_TEXT } from "@shared/listing-schemas";
import { legacyPanelPath, type PanelTab, panelTabs } from "@shared/panel";
import type { Logger } from "pino";
import { type RouterContextProvider, redirect } from "react-router";
import { reply } from "~/http/action-reply";
import { getAppContext } from "~/http/context";
import { requireUser } from "~/http/guards";
import { BodyTooLargeError, MAX_FORM_BODY_BYTES, readFormData } from "~/http/read-form-data";
import { ownedContent } from "../../../server/accounts/owned-content";
import type { Actor } from "../../../server/auth/actor";
import { panelPhotoStore } from "../../../server/images/photo-store";
import { defaultImportPolicy } from "../../../server/import/import-policy";
import { getStorage } from "../../../server/storage/storage";

type Context = Readonly<RouterContextProvider>;

/**
 * The signed-in user on one of their tabs (their roles', or the tab of listings or services they
 * own), with the domain context for its loader; another tab sends them to their own first tab (as `?tab=` always did). Who may change what is
 * still decided by the domain functions, so an action needs only `requireUser`. (No layout
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
 * A panel form's fields, read with a limit so that no client can make the server buffer more;
 * over it, the answer to give instead (413, the photo forms' words).
 */
async function readPanelForm(request: Request) {
  try {
    return await readFormData(request, MAX_FORM_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return reply(
      {
        intent: "upload",
        ok: false,
        title: LISTING_TEXT.fileTooLargeTitle,
        message: "Łączny rozmiar wysyłanych zdjęć jest za duży. Wyślij mniej zdjęć naraz.",
      },
      413,
    );
  }
}

/** One panel form's post, read: its fields, its intent, the domain context and the log. */
export type PanelPost<Ctx> = {
  form: FormData;
  intent: string;
  ctx: Ctx;
  log: Logger;
};

/**
 * The opening of every panel action: the signed-in user (others go to sign in), the form read
 * with its limit, and the intent it names. `contextFor` builds what the tab's forms write with
 * (photoWriteContext, mailingContext, dbContext). `ok: false` carries the answer to give instead
 * (a body over the limit).
 */
export async function readPanelPost<Ctx>(
  { context, request }: { context: Context; request: Request },
  contextFor: (context: Context, actor: Actor) => Ctx,
): Promise<({ ok: true } & PanelPost<Ctx>) | { ok: false; answer: ReturnType<typeof reply> }> {
  const actor = await requireUser(context, request);
  const form = await readPanelForm(request);
  if (!(form instanceof FormData)) return { ok: false, answer: form };
  const intent = form.get("intent");
  return {
    ok: true,
    form,
    intent: typeof intent === "string" ? intent : "",
    ctx: contextFor(context, actor),
    log: getAppContext(context).log,
  };
}

/** What a form that writes only to the database (the company's profile) writes with. */
export function dbContext(context: Context, actor: Actor) {
  return { db: getAppContext(context).db, actor };
}

/** What the photo forms (listings, services, the agency's logo) write with. */
export function photoWriteContext(context: Context, actor: Actor) {
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
export function mailingContext(context: Context, actor: Actor) {
  const app = getAppContext(context);
  return { db: app.db, actor, auth: app.auth, mailer: app.mailer };
}

/** The answer to an intent this tab does not have. */
export function unknownIntent(intent: string) {
  return reply({ intent, ok: false, title: "Błąd", message: "Nieznana akcja." });
}
