import { type PointerEvent, useCallback, useEffect, useRef } from 'react';

/** Spec section 2: long-press fires after 350 ms, cancelled by movement over 10 px. */
export const LONG_PRESS_MS = 350;
export const LONG_PRESS_SLOP_PX = 10;

export function useLongPress(onLongPress: () => void, { delay = LONG_PRESS_MS, slop = LONG_PRESS_SLOP_PX } = {}) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const origin = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const callback = useRef(onLongPress);
  callback.current = onLongPress;

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    origin.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  return {
    onPointerDown: (e: PointerEvent) => {
      cancel();
      fired.current = false;
      origin.current = { x: e.clientX, y: e.clientY };
      timer.current = setTimeout(() => {
        fired.current = true;
        timer.current = null;
        callback.current();
      }, delay);
    },
    onPointerMove: (e: PointerEvent) => {
      const o = origin.current;
      if (o && Math.hypot(e.clientX - o.x, e.clientY - o.y) > slop) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    /** The browser's own long-press menu would cover ours. */
    onContextMenu: (e: { preventDefault(): void }) => {
      if (fired.current || timer.current) e.preventDefault();
    },
    /** True right after a long press, so the tap handler can ignore the release. */
    didFire: () => fired.current,
  };
}
