import { type PointerEvent, useRef } from "react";

/** How far (px) a finger or a mouse must travel sideways, more than up or down, to turn a photo. */
const SWIPE_THRESHOLD = 40;

/**
 * Pointer handlers for an element that turns photos on a horizontal swipe (touch, pen or a mouse
 * drag): `onSwipe(1)` after a swipe to the left (the next photo), `onSwipe(-1)` to the right. The
 * element also needs `touch-pan-y` (touch-action: pan-y): the browser keeps vertical scrolling
 * and hands sideways moves to these events instead of cancelling them. No pointer capture: a
 * press that starts and ends on a button inside must stay a click on that button.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown(event: PointerEvent) {
      swiped.current = false;
      start.current = event.isPrimary
        ? { id: event.pointerId, x: event.clientX, y: event.clientY }
        : null;
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) <= Math.abs(dy)) return;
      swiped.current = true;
      onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel() {
      start.current = null;
    },
    /** A mouse drag that ended a swipe is not also a click on what lies under it. */
    onClickCapture(event: React.MouseEvent) {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
