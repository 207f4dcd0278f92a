import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * One click handler for a list of plain links, which then navigate inside the app as <Link>s
 * would. The header's menus hold some 60 links on every page; a <Link> runs half a dozen hooks
 * each, which made them a large share of every page's render (seen in CPU profiles). A click
 * with a modifier key, another button, a target or another origin is left to the browser.
 */
export function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as Element).closest("a");
    if (
      !anchor ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      anchor.target ||
      anchor.hasAttribute("download") ||
      anchor.origin !== window.location.origin
    ) {
      return;
    }
    event.preventDefault();
    void navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
  };
}
