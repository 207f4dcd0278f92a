import { isAllowedHost } from "../fetch-remote.ts";
import { decodeEntities } from "./html.ts";

// Comments, scripts and styles are consumed whole, as in scanHtml, so an <a> inside them is
// never taken for a link on the page.
const ANCHOR =
  /<!--[\s\S]*?-->|<script\b[^>]*>[\s\S]*?<\/script\s*>|<style\b[^>]*>[\s\S]*?<\/style\s*>|<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/** The href of every <a> on the page, entities decoded, in page order. */
export function anchorHrefs(html: string): string[] {
  const hrefs: string[] = [];
  for (const [, double, single, bare] of html.matchAll(ANCHOR)) {
    const href = double ?? single ?? bare;
    if (href !== undefined) hrefs.push(decodeEntities(href.trim()));
  }
  return hrefs;
}

/**
 * The distinct listing pages among a search page's links, in page order: resolved against the
 * page, https only, on the portal's own hosts (a portal's results also link to its partners'
 * listings), accepted by `isListing`, and without query or fragment, which carry only tracking
 * and would make one listing look like two.
 */
export function listingUrls(
  hrefs: Iterable<string>,
  page: URL,
  hosts: readonly string[],
  isListing: (url: URL) => boolean,
): string[] {
  const urls = new Set<string>();
  for (const href of hrefs) {
    let url: URL;
    try {
      url = new URL(href, page);
    } catch {
      continue;
    }
    url.search = "";
    url.hash = "";
    const onPortal =
      url.protocol === "https:" &&
      !url.username &&
      !url.password &&
      !url.port &&
      isAllowedHost(url.hostname, hosts);
    if (onPortal && isListing(url)) urls.add(url.href);
  }
  return [...urls];
}
