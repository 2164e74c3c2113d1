/* Wayfare service worker: an offline shell for page loads and a cache of hashed build files.
   It never caches API answers, sockets, update checks or uploaded files. */
const VERSION = 'wf-v1';
const SHELL = ['/offline.html', '/logo.svg', '/favicon.svg', '/manifest.webmanifest'];
const NEVER = [/^\/api\//, /^\/ws/, /^\/AppUpdate/, /^\/healthz/, /^\/uploads\//, /^\/PaypalCaptureOrder/];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(VERSION)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== VERSION).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin || NEVER.some((re) => re.test(url.pathname))) return;

  if (req.mode === 'navigate') {
    // Pages always come from the network (fresh deploys); offline shows the shell page.
    event.respondWith(fetch(req).catch(() => caches.match('/offline.html')));
    return;
  }

  if (url.pathname.startsWith('/static/')) {
    // Hashed build files never change: cache first.
    event.respondWith(
      caches.match(req).then(
        (hit) =>
          hit ||
          fetch(req).then((res) => {
            if (res.ok) {
              const copy = res.clone();
              caches.open(VERSION).then((cache) => cache.put(req, copy));
            }
            return res;
          }),
      ),
    );
  }
});
