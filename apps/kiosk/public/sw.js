// The kiosk's service worker: the app shell keeps opening when the network drops, so staff see the
// offline state instead of a browser error. API calls are never cached: their answers change every second.
// A new name drops what an older worker kept (it kept failed answers too).
const SHELL = 'kiosk-shell-v2';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(['/', '/manifest.webmanifest', '/icon.svg']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== SHELL).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/_ipx/')) return;

  if (request.mode === 'navigate') {
    // Network first, so a new build is picked up; the cached shell when offline.
    event.respondWith(
      fetch(request)
        .then((response) => {
          // Only the app's page as served: a refusal (400) or an error page must not become the offline shell.
          if (response.status === 200) {
            const copy = response.clone();
            void caches.open(SHELL).then((cache) => cache.put('/', copy));
          }
          return response;
        })
        .catch(() => caches.match('/').then((cached) => cached ?? Response.error())),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Fingerprinted: a cached copy is always right, so only a file that came whole is kept (a 404 or a proxy's 502
    // kept here would answer for that name until the next build).
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.status === 200) {
              const copy = response.clone();
              void caches.open(SHELL).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
