import { JSON_IMPORT_INTENT, JSON_IMPORT_TEXT } from "@shared/json-import";
import type { Logger } from "pino";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { accepted, failure, parseSubmission, refused, reply } from "~/http/action-reply";
import { getAppContext } from "~/http/context";
import { getActor, requireRole } from "~/http/guards";
import { BodyTooLargeError, MAX_FORM_BODY_BYTES, readFormData } from "~/http/read-form-data";
import { requireAdministrator } from "../../../server/auth/actor.ts";
import { AppError, type AppErrorCode } from "../../../server/errors.ts";
import { panelPhotoStore } from "../../../server/images/photo-store.ts";
import { defaultImportPolicy } from "../../../server/import/import-policy.ts";
import type { ListingWriteContext } from "../../../server/listings/save-listing.ts";
import { getStorage } from "../../../server/storage/storage.ts";

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

/**
 * A refusal that tells the page more than a text: its own toast title and data (e.g. every error
 * of a JSON import, or what the import asks to confirm), answered with ok: false as it is.
 */
export class ActionRefusedError extends AppError {
  readonly title: string;
  readonly data: unknown;
  /** Reasons shown at their fields (the form keeps what was typed either way). */
  fieldErrors?: Record<string, string>;

  constructor(title: string, message: string, data?: unknown, code: AppErrorCode = "invalid") {
    super(code, message);
    this.name = "ActionRefusedError";
    this.title = title;
    this.data = data;
  }

  /** The same refusal with `reason` at the field `name`. */
  atField(name: string, reason: string): this {
    this.fieldErrors = { [name]: reason };
    return this;
  }
}

/**
 * Runs one action of a screen's table and answers with the form layer's result: a toast (on a
 * refusal the action's failure text) and Conform's reply with each field's reason and what was
 * typed. Others than administrators are refused before their form is judged.
 */
export async function runAdminAction(
  actions: AdminActions,
  intent: string,
  form: FormData,
  ctx: AdminActionContext,
  log: Logger,
) {
  if (!Object.hasOwn(actions, intent)) {
    return reply({ intent, ok: false, title: "Błąd", message: "Nieznana akcja." });
  }
  const action = actions[intent];
  let submission: ReturnType<typeof parseSubmission> | undefined;
  try {
    requireAdministrator(ctx);
    submission = parseSubmission(form, action.schema);
    if (submission.status !== "success") {
      // The action's failure toast (the spec's text); each reason is at its field.
      return refused(intent, submission, { title: "Błąd", message: action.failed });
    }
    const done = await action.run(submission.value, ctx, form, log);
    const { message, ...rest } = done;
    return accepted(intent, submission, message, { title: "Sukces", resetForm: true, ...rest });
  } catch (error) {
    if (error instanceof ActionRefusedError) {
      const { title, message, data } = error;
      const fieldErrors = Object.fromEntries(
        Object.entries(error.fieldErrors ?? {}).map(([name, reason]) => [name, [reason]]),
      );
      return reply(
        { intent, ok: false, title, message, data, submission: submission?.reply({ fieldErrors }) },
        error.status,
      );
    }
    return failure(intent, error, action.failed, log, submission);
  }
}

/**
 * A screen's action: only administrators get past (each action's domain function checks again),
 * the form is read within the upload limit and dispatched by `intent` to the screen's table.
 */
export async function adminAction(
  actions: AdminActions,
  { context, request }: { context: Readonly<RouterContextProvider>; request: Request },
) {
  const actor = await requireRole(context, request, "administrator");
  const app = getAppContext(context);
  let form: FormData;
  try {
    form = await readFormData(request, MAX_FORM_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return reply(
      { intent: "upload", ok: false, title: "Plik za duży", message: "Wysyłane pliki są za duże." },
      413,
    );
  }
  const ctx = {
    db: app.db,
    actor,
    baseUrl: app.config.baseUrl,
    deliverQueued: async () => app.mailer.flush?.(),
    ...panelPhotoStore(getStorage(app.config), defaultImportPolicy(app.config), {
      siteUrl: app.config.baseUrl,
    }),
  };
  return runAdminAction(actions, String(form.get("intent") ?? ""), form, ctx, app.log);
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
