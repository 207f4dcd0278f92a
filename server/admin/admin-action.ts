import { AppError, type AppErrorCode } from "../errors.ts";
import type { ListingWriteContext } from "../listings/save-listing.ts";

/**
 * What an administrator action gets: the database, who is acting (checked by the action's
 * domain function, never only by the route) and the photo store for uploads.
 */
export type AdminActionContext = ListingWriteContext;

/** What a successful action tells the administrator (the toast's text) and the page. */
export type AdminActionDone = { message: string; id?: string; data?: unknown };

/**
 * One administrator action, posted to /admin with `intent` = its key in ADMIN_ACTIONS. Each
 * leaves exactly one audit_log row (action = the key) written in the transaction of its change.
 */
export type AdminAction = {
  /** What the audit log calls it ('Weryfikacja ogłoszenia'). */
  label: string;
  /** The spec's failure toast, ending with a period ('Nie udało się usunąć usługi.'). */
  failed: string;
  run(form: FormData, ctx: AdminActionContext): Promise<AdminActionDone>;
};

export type AdminActions = Record<string, AdminAction>;

/**
 * A form refused field by field (an action's schema check): answered like the panel's forms,
 * with the action's failure text and each field's reason next to its field.
 */
export class FormRejectedError extends AppError {
  readonly fieldErrors: Record<string, string>;

  constructor(fieldErrors: Partial<Record<string, string>>) {
    const reasons = Object.fromEntries(
      Object.entries(fieldErrors).filter((entry): entry is [string, string] => !!entry[1]),
    );
    super("invalid", Object.values(reasons)[0]);
    this.name = "FormRejectedError";
    this.fieldErrors = reasons;
  }
}

/**
 * A refusal that tells the page more than a text: its own toast title and data (e.g. every error
 * of a JSON import, or what the import asks to confirm), answered with ok: false as it is.
 */
export class ActionRefusedError extends AppError {
  readonly title: string;
  readonly data: unknown;

  constructor(title: string, message: string, data?: unknown, code: AppErrorCode = "invalid") {
    super(code, message);
    this.name = "ActionRefusedError";
    this.title = title;
    this.data = data;
  }
}

/** A form field as a trimmed string ('' when missing or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** A yes/no field of the admin forms ('true' sets a flag, 'false' clears it); else invalid. */
export function formFlag(form: FormData, name = "value"): boolean {
  const value = formText(form, name);
  if (value !== "true" && value !== "false") {
    throw new AppError("invalid", "Nieprawidłowa wartość.");
  }
  return value === "true";
}
