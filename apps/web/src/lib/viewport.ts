/** Spec section 2: rem base from the viewport width, base 375, capped at 960 (and at the page width). */
export const REM_DESIGN_WIDTH = 375;
export const REM_CAP = 960;
export const REM_AT_DESIGN = 16;

export function remBase(viewportWidth: number, pageMaxWidth = REM_CAP): number {
  const width = Math.min(Math.max(viewportWidth, 240), REM_CAP, pageMaxWidth > 0 ? pageMaxWidth : REM_CAP);
  return Math.round((width / REM_DESIGN_WIDTH) * REM_AT_DESIGN * 100) / 100;
}

let maxWidth = REM_CAP;

function apply() {
  const root = document.documentElement;
  root.style.fontSize = `${remBase(window.innerWidth, maxWidth)}px`;
}

/** Page max width from `/config/info` `pageMaxWidth`; the rem base follows it. */
export function setPageMaxWidth(px: number): void {
  if (!Number.isFinite(px) || px <= 0) return;
  maxWidth = Math.min(px, REM_CAP);
  document.documentElement.style.setProperty('--wf-page-max', `${maxWidth}px`);
  apply();
}

/** Keep the rem base in step with rotations and resizes. */
export function watchViewport(): () => void {
  apply();
  window.addEventListener('resize', apply);
  window.addEventListener('orientationchange', apply);
  return () => {
    window.removeEventListener('resize', apply);
    window.removeEventListener('orientationchange', apply);
  };
}

/** Spec section 2: double-tap (300 ms) and pinch zoom are blocked. */
export const DOUBLE_TAP_MS = 300;

export function blockZoom(): () => void {
  let lastTouchEnd = 0;
  const onTouchEnd = (e: TouchEvent) => {
    const now = Date.now();
    if (now - lastTouchEnd <= DOUBLE_TAP_MS && e.cancelable) e.preventDefault();
    lastTouchEnd = now;
  };
  const onTouchMove = (e: TouchEvent) => {
    if (e.touches.length > 1 && e.cancelable) e.preventDefault();
  };
  const onGesture = (e: Event) => e.preventDefault();
  const onWheel = (e: WheelEvent) => {
    if (e.ctrlKey) e.preventDefault();
  };
  const opts = { passive: false } as const;
  document.addEventListener('touchend', onTouchEnd, opts);
  document.addEventListener('touchmove', onTouchMove, opts);
  document.addEventListener('gesturestart', onGesture, opts);
  document.addEventListener('wheel', onWheel, opts);
  return () => {
    document.removeEventListener('touchend', onTouchEnd);
    document.removeEventListener('touchmove', onTouchMove);
    document.removeEventListener('gesturestart', onGesture);
    document.removeEventListener('wheel', onWheel);
  };
}
