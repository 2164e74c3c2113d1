import '@testing-library/jest-dom/vitest';
import { options } from 'preact';
import { afterEach } from 'vitest';
import { setupAntdRender } from '@/app/antd-setup';
import { cleanup } from './render';

// Toast and Dialog render through createRoot, as in the app (antd's legacy render is gone in React 19).
setupAntdRender();

// React's act() warns unless the environment says it is a test.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

afterEach(() => cleanup());

// Preact runs effects after the next frame: an animation frame raced by a 100 ms timer, whose callback
// calls `cancelAnimationFrame`. The test environment removes the window's functions when a file ends, so a
// timer still pending then threw "cancelAnimationFrame is not defined" into the next file's run. Here effects
// run on the next task instead, with nothing the environment takes away.
(options as { requestAnimationFrame?: (callback: () => void) => void }).requestAnimationFrame = (callback) => {
  setTimeout(callback, 0);
};

// jsdom lacks these; antd-mobile and the layout code touch them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('IntersectionObserver' in window)) {
  class IO {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: IO });
}
if (!('ResizeObserver' in window)) {
  class RO {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: RO });
}

// jsdom does not scroll; the router's scroll restoration calls this.
window.scrollTo = () => {};
Element.prototype.scrollTo = () => {};
