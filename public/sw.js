// Service worker, version 2 (§7): shows pushed notifications and opens the right page on a click.
// Beside push it keeps one page, the offline page, for a navigation the network cannot answer (the
// installed app, §2); everything else goes to the network untouched.
const VERSION = 2;
const OFFLINE_CACHE = 'offline-v1';
const OFFLINE_URL = '/offline';

// Stored in the visitor's language when the worker installs; a failure to store it must not stop the worker.
const storeOfflinePage = () =>
  caches
    .open(OFFLINE_CACHE)
    .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload' })))
    .catch(() => undefined);

self.addEventListener('install', (event) => {
  event.waitUntil(storeOfflinePage());
  self.skipWaiting();
});
self.addEventListener('activate', (event) =>
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== OFFLINE_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  ),
);

// Only page loads: the API, photos and scripts keep their own caching and error handling.
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(fetch(event.request).catch(() => caches.match(OFFLINE_URL, { cacheName: OFFLINE_CACHE }).then((page) => page || Response.error())));
});

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || self.registration.scope;
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(title, {
        body: data.body || '',
        icon: data.icon || '/icon.svg',
        badge: '/icon.svg',
        data: { url: data.url || '/members', version: VERSION },
        tag: data.tag,
      }),
      // §7: open pages reload their chats and likes when a pushed message arrives.
      self.clients.matchAll({ type: 'window' }).then((windows) => windows.forEach((w) => w.postMessage({ type: 'push', tag: data.tag }))),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const same = windows.find((w) => w.url === url);
      if (same) return same.focus();
      const open = windows.find((w) => w.url.startsWith(self.location.origin) && 'navigate' in w);
      if (!open) return self.clients.openWindow(url);
      // navigate() works only on pages this worker controls; otherwise open a new one.
      return open
        .navigate(url)
        .then((w) => (w ? w.focus() : self.clients.openWindow(url)))
        .catch(() => self.clients.openWindow(url));
    }),
  );
});
