import { useEffect } from "react";
import { useFetcher } from "react-router";

/** Waits for a pause in typing before asking for a count. */
const DEBOUNCE_MS = 300;

/**
 * How many offers `href` (a category page or /search with the changed filters) lists, from that
 * route's own loader, fetched once the changes pause; until the answer, the previous count.
 */
export function LiveCount({
  href,
  total,
  children,
}: {
  href: string;
  total: number;
  children: (total: number) => React.ReactNode;
}) {
  const { load, data } = useFetcher<{ result: { total: number } }>();
  useEffect(() => {
    const timer = setTimeout(() => load(href), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [href, load]);
  return children(data?.result.total ?? total);
}
