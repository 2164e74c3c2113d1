/**
 * Installable PWA and offline screens: the Workbox worker built by vite-plugin-pwa (vite.config.ts) precaches
 * the build and serves page loads from it offline; it never caches API answers.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // no worker (private mode, old browser): the app works online as before
    });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
