import { useEffect, useState } from "react";

/**
 * False during the server render and the first client render (so hydration matches), true
 * afterwards. Lets a component swap a no-JavaScript fallback for its interactive version.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
