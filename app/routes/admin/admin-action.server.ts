import { requireAdministrator } from "@server/auth/actor.ts";
import { panelPhotoStore } from "@server/images/photo-store.ts";
import { defaultImportPolicy } from "@server/import/import-policy.ts";
import type { ListingWriteContext } from "@server/listings/save-listing.ts";
import { getStorage } from "@server/storage/storage.ts";
import { JSON_IMPORT_INTENT, JSON_IMPORT_TEXT } from "@shared/json-import";
import type { Logger } from "pino";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { accepted, reply } from "~/http/action-reply.server";
import { getAppContext } from "~/http/context.server";
import { formAction } from "~/http/form-action.server";
import { getActor, requireRole } from "~/http/guards.server";
import { type ScreenActions, screenAction } from "~/http/screen-action.server";

/**
 * What an administrator action gets: the database, who is acting (checked by the action's
 * domain function, never only by the route) and the photo store for uploads.
 */
export type AdminActionContext = ListingWriteContext & {
  /** The site's address, for links in the mails an action sends (the tests may leave it out). */
  baseUrl?: string;
  /** Delivers the mail the action queued in its transaction now (Mailer.flush). */
  deliverQueued?: () => Promise<void>;
};

/**
 * What a successful action tells the administrator (the toast's text, under `title` when it is
 * not 'Sukces') and the page.
 */
type AdminActionDone = { message: string; title?: string; id?: string; data?: unknown };

/**
 * One administrator action, posted to its screen's route with `intent` = its key in the screen's
 * table. Its form is read with `schema` (the same schema checks the form in the browser) and
 * `run` gets the typed values. Each leaves exactly one audit_log row (action = the key) written
 * in the transaction of its change.
 */
export type AdminAction<Schema extends z.ZodType = z.ZodType> = {
  /** What the audit log calls it ('Weryfikacja ogłoszenia'). */
  label: string;
  /** The spec's failure toast, ending with a period ('Nie udało się usunąć usługi.'). */
  failed: string;
  schema: Schema;
  /** `form` is for what a schema does not read: uploaded photos; `log` for what it skipped. */
  run(
    input: z.output<Schema>,
    ctx: AdminActionContext,
    form: FormData,
    log: Logger,
  ): Promise<AdminActionDone>;
};

// biome-ignore lint/suspicious/noExplicitAny: a table holds actions of every schema
export type AdminActions = Record<string, AdminAction<any>>;

/** An action whose `run` is typed by its schema. */
export function defineAdminAction<Schema extends z.ZodType>(action: AdminAction<Schema>) {
  return action;
}

/** A flag action's words: its audit label, its failure toast, and its toast once on or off. */
export type FlagTexts = { label: string; failed: string; set: string; cleared: string };

/**
 * An action that turns one yes/no flag on or off: `change` writes the posted `value`, and the
 * toast says what the flag now is. The row's `id`, where the form names one, goes back to the
 * page.
 */
export function flagAdminAction<Schema extends z.ZodType<{ value: boolean; id?: string }>>(
  schema: Schema,
  texts: FlagTexts,
  change: (input: z.output<Schema>, ctx: AdminActionContext) => Promise<unknown>,
) {
  return defineAdminAction({
    label: texts.label,
    failed: texts.failed,
    schema,
    async run(input, ctx) {
      await change(input, ctx);
      return { message: input.value ? texts.set : texts.cleared, id: input.id };
    },
  });
}

/**
 * Runs one action of a screen's table through the one form path (formAction): the action's
 * failure text on a refusal, Conform's reply with each field's reason and what was typed; on
 * success 'Sukces' and an emptied form. Each action's domain function checks the administrator
 * again, so every caller of a table is refused alike.
 */
export async function runAdminAction(
  actions: AdminActions,
  intent: string,
  form: FormData,
  ctx: AdminActionContext,
  log: Logger,
) {
  const action = actions[intent];
  const texts = { intent, title: "Błąd", failed: action.failed, log };
  return formAction(form, action.schema, texts, async (value, submission) => {
    requireAdministrator(ctx);
    const { message, ...rest } = await action.run(value, ctx, form, log);
    return accepted(intent, submission, message, { title: "Sukces", resetForm: true, ...rest });
  });
}

/** What the admin screens' actions write with; only administrators get this far. */
async function adminWriteContext(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<AdminActionContext> {
  const actor = await requireRole(context, request, "administrator");
  const app = getAppContext(context);
  return {
    db: app.db,
    actor,
    baseUrl: app.config.baseUrl,
    deliverQueued: async () => app.mailer.flush?.(),
    ...panelPhotoStore(getStorage(app.config), defaultImportPolicy(app.config), {
      siteUrl: app.config.baseUrl,
    }),
  };
}

/** An admin screen's action: its table of actions behind the administrator's guard. */
export function adminAction(actions: AdminActions) {
  const forms: ScreenActions<AdminActionContext> = Object.fromEntries(
    Object.keys(actions).map((intent) => [
      intent,
      (form: FormData, ctx: AdminActionContext, log: Logger) =>
        runAdminAction(actions, intent, form, ctx, log),
    ]),
  );
  return screenAction(forms, adminWriteContext);
}

/**
 * The JSON import's action: a session that has ended is told so where the feed was sent (spec)
 * instead of leaving the page for the sign-in form, so the pasted feed is not lost.
 */
export async function signedOutImport(context: Readonly<RouterContextProvider>, request: Request) {
  if (await getActor(context, request)) return null;
  const signedOut = { intent: JSON_IMPORT_INTENT, ok: false, title: "Błąd" };
  return reply({ ...signedOut, message: JSON_IMPORT_TEXT.signedOut }, 401);
}
