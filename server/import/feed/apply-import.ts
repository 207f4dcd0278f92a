import type { DomainContext } from "../../auth/actor.ts";
import type { FeedItem, ImportResult } from "./types.ts";

export type ApplyImportOptions = {
  /** The audit action key: 'import-json' or 'import-portal'. */
  action: string;
  /** Archive the Import account's listings of the feed's sources whose links are absent (a whole feed), or not (a partial one such as a search page). */
  archiveAbsent: boolean;
  /** The administrator confirmed archiving more than half of a source's active listings. */
  confirmWipe?: boolean;
};

/** Imports feed items into the Import account's listings, in one transaction (to be written). */
export async function applyImport(
  _ctx: DomainContext,
  _items: readonly FeedItem[],
  _options: ApplyImportOptions,
): Promise<ImportResult> {
  throw new Error("not implemented");
}
