import { normalizeSource, OWN_SOURCE } from "../../shared/sources.ts";
import { safeHttpUrl } from "../../shared/urls.ts";
import type { NewListingOrigin } from "../listings/save-listing.ts";
import { findPortalParser } from "./parsers/index.ts";

/**
 * The portal and page of a listing imported by URL, believed only when the page is on that
 * portal's own host: a form cannot dress a listing up as another portal's or carry any link.
 */
export function trustedImportOrigin(source: string, externalUrl: string): NewListingOrigin {
  const portal = normalizeSource(source);
  const page = safeHttpUrl(externalUrl);
  if (!portal || portal === OWN_SOURCE || !page) return { source: OWN_SOURCE };
  const parser = findPortalParser(new URL(page).hostname);
  return parser?.source === portal ? { source: portal, externalUrl: page } : { source: OWN_SOURCE };
}
