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

/** A form field as a trimmed string ('' when missing or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}
