/* Crewhub service worker: an app-shell cache so the app opens offline and starts fast. */
/* global importScripts */
// Web push (push and notificationclick) lives in its own file.
importScripts('/sw-push.js');
const CACHE = 'crewhub-shell-v1';
const SHELL = [
  '/',
  '/index.html',
  '/manifest.webmanifest',
  '/icons/icon.svg',
  '/icons/icon-192.png',
];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

const putInCache = async (request, response) => {
  if (response.ok && response.type === 'basic') {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
};

// Navigations go to the network first so a new deploy is picked up; offline falls back to the shell.
const networkFirst = async (request) => {
  try {
    return await putInCache('/index.html', await fetch(request));
  } catch {
    return (await caches.match('/index.html')) ?? (await caches.match('/')) ?? Response.error();
  }
};

// Hashed build assets never change under the same name, so the cache can answer first.
const cacheFirst = async (request) =>
  (await caches.match(request)) ?? putInCache(request, await fetch(request));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // API answers and the version file are per user or per deploy: never serve them from cache.
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname === '/version.json') return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request));
    return;
  }
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) {
    event.respondWith(cacheFirst(request));
  }
});
