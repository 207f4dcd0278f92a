import type { DomainContext } from "../auth/actor.ts";
import { setListingFlag } from "./set-listing-flag.ts";

/**
 * An administrator moves a listing to the trash (is_archived), the public cards' trash button:
 * the same change as 'Archiwizuj' in /admin, with its audit row ('listing-archive'). Idempotent,
 * so a double click or a retried request is harmless; the per-location counts follow through the
 * trigger on properties.
 */
export async function archiveListing(ctx: DomainContext, id: string): Promise<void> {
  await setListingFlag(ctx, { id, flag: "isArchived", value: true });
}
