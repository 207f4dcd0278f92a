import { type RefObject, useEffect, useEffectEvent } from "react";
import { useCloseOnNavigation } from "./use-close-on-navigation";

/**
 * Closes an open popup (menu, dropdown) the way people expect: on a click outside `containerRef`
 * (the same rule as the search forms' dropdowns), on Escape — focus back on `triggerRef` — when
 * the focus leaves it, and when the page changes (a link inside it was followed).
 */
export function useDismiss({
  open,
  onClose,
  containerRef,
  triggerRef,
}: {
  open: boolean;
  onClose: () => void;
  containerRef: RefObject<HTMLElement | null>;
  triggerRef?: RefObject<HTMLElement | null>;
}) {
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (!open) return;
    const container = containerRef.current;
    const onClick = (event: MouseEvent) => {
      if (!container?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      close();
      triggerRef?.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      // `relatedTarget` is null when the focus goes nowhere (a click on the page's background):
      // the click handler decides then.
      const next = event.relatedTarget as Node | null;
      if (next && !container?.contains(next)) close();
    };
    document.addEventListener("click", onClick);
    container?.addEventListener("keydown", onKeyDown);
    container?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("click", onClick);
      container?.removeEventListener("keydown", onKeyDown);
      container?.removeEventListener("focusout", onFocusOut);
    };
  }, [open, containerRef, triggerRef]);

  useCloseOnNavigation(onClose);
}
