import { useEffect, useEffectEvent, useRef } from "react";
import { useLocation } from "react-router";

/** Calls `onClose` when the URL changes (not on mount). */
export function useCloseOnNavigation(onClose: () => void) {
  const close = useEffectEvent(onClose);
  const { pathname, search } = useLocation();
  const shownUrl = useRef(pathname + search);
  useEffect(() => {
    if (shownUrl.current === pathname + search) return;
    shownUrl.current = pathname + search;
    close();
  }, [pathname, search]);
}
