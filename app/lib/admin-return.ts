import { panelPath } from "@shared/panel";
/**
 * An administrator edits someone's listing in the panel's form, opened from the admin list with
 * `powrot=` the list's address (with its filters), and goes back there after saving or
 * cancelling. Only an /admin address is followed: the parameter is in a link anyone can craft.
 */
export const ADMIN_RETURN_PARAM = "powrot";

export function adminReturnPath(value: string | null): string | null {
  if (!value || !/^\/admin(\/[a-z]+){0,2}(\?[^\s\\]*)?$/.test(value)) return null;
  return value;
}

/** The panel's edit form for a listing, coming back to `returnTo` (the admin list). */
export function adminEditListingHref(id: string, returnTo: string): string {
  return panelPath(
    "properties",
    `edit=${id}&${ADMIN_RETURN_PARAM}=${encodeURIComponent(returnTo)}`,
  );
}
