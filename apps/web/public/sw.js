/* global self */
/*
 * The platform's service worker (issue 19). It does one thing: a Web Push from the server (its payload the
 * contract's PushPayload: id, type, title, body, link, already in the reader's language) is shown as a
 * notification, and a click on it opens the notification's page in the app, in a tab of the app already
 * open if there is one. It caches nothing: the app is always loaded from the server.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function payloadOf(event) {
  try {
    const payload = event.data ? event.data.json() : {};
    return payload && typeof payload === 'object' ? payload : {};
  } catch {
    return { body: event.data ? event.data.text() : '' };
  }
}

/** The payload's link as an address of this app; anything pointing elsewhere opens the app's start. */
function linkOf(link) {
  const origin = self.location.origin;
  try {
    const url = new URL(typeof link === 'string' && link ? link : '/', origin);
    return url.origin === origin ? url.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

self.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : self.location.host;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      // One notification per notification of the app: a retried push replaces, not repeats.
      tag: typeof payload.id === 'string' ? payload.id : undefined,
      icon: '/favicon.svg',
      data: { link: linkOf(payload.link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || linkOf('/');
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const same = windows.find((window) => window.url === link);
      if (same) return same.focus();
      const open = windows.find((window) => new URL(window.url).origin === self.location.origin && 'navigate' in window);
      if (open) {
        const navigated = await open.navigate(link).catch(() => null);
        if (navigated) return navigated.focus();
      }
      return self.clients.openWindow(link);
    }),
  );
});
