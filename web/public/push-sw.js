/*
 * Inkslot's push service worker (issue 32, ADR 0098): shows the notifications the `push` consumer
 * sends ({title, body, url, tag}) and opens their screen on a tap. Registered by the notification
 * settings with the scope `/app/push/`, which no page has: it controls nothing and caches nothing, so
 * it never stands in the way of the app's own service worker.
 */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : 'Inkslot' };
  }
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/app';
  event.waitUntil(
    self.registration.showNotification(data.title || 'Inkslot', {
      body: data.body || '',
      tag: data.tag,
      icon: '/favicon.svg',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/app', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    }),
  );
});
