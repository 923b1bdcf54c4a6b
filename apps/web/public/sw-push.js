/*
 * Crewhub service worker, web push part (imported by sw.js). The server sends an encrypted JSON
 * notice { title, body, url, tag }; showing it and opening the right screen on a tap happen here,
 * apart from the caching handlers in sw.js.
 */

const parseNotice = (event) => {
  try {
    return event.data ? event.data.json() : null;
  } catch {
    return null;
  }
};

self.addEventListener('push', (event) => {
  const notice = parseNotice(event);
  // A push must always show a notification (userVisibleOnly); an unreadable one opens the app.
  const title = notice?.title ?? 'Crewhub';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: notice?.body ?? '',
      tag: notice?.tag,
      // Only paths of this app: a notice never sends the person to another site.
      data: {
        url: typeof notice?.url === 'string' && notice.url.startsWith('/') ? notice.url : '/',
      },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
    }),
  );
});

// A tap focuses an open window of the app on the notice's screen, or opens one.
const openScreen = async (path) => {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    await open.focus();
    return open.navigate(url);
  }
  return self.clients.openWindow(url);
};

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openScreen(event.notification.data?.url ?? '/'));
});
