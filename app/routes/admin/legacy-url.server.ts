import { activeAdminTab, adminPath } from "@shared/admin";

/**
 * Where an /admin address of the old form (`?tab=…&section=…`: the spec's URLs, bookmarks, links
 * in e-mails) now lives, its other parameters kept; null when it names no tab or section.
 */
export function legacyAdminUrl(search: URLSearchParams): string | null {
  if (!search.has("tab") && !search.has("section")) return null;
  const rest = new URLSearchParams(search);
  rest.delete("tab");
  rest.delete("section");
  const path = adminPath(activeAdminTab(search.get("tab")), search.get("section"));
  const query = rest.toString();
  return query ? `${path}?${query}` : path;
}
