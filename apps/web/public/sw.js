/* Crewhub service worker: an app-shell cache so the app opens offline and starts fast. */
/* global importScripts */
// Web push (push and notificationclick) lives in its own file.
importScripts('/sw-push.js');

// The build (apps/web/build/service-worker.ts) writes this build's version and the hashed files
// the sign-in page and the signed-in frame need, so they open with no network at all.
const BUILD = { version: 'dev', files: [] };
const SHELL_CACHE = `crewhub-shell-${BUILD.version}`;
const SHELL = [
  '/',
  '/index.html',
  '/manifest.webmanifest',
  '/icons/icon.svg',
  '/icons/icon-192.png',
  ...BUILD.files,
];
// Screens' chunks, cached when first opened. A hashed name never changes its content, so they
// stay valid across deploys (an open tab of the old build still finds its chunks); the oldest go
// once the cache holds more than a few builds' worth.
const ASSETS_CACHE = 'crewhub-assets';
const ASSETS_LIMIT = 600;

const trimAssets = async () => {
  const cache = await caches.open(ASSETS_CACHE);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, -ASSETS_LIMIT).map((key) => cache.delete(key)));
};

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(SHELL)));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  const stale = (key) => key !== SHELL_CACHE && key !== ASSETS_CACHE;
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter(stale).map((key) => caches.delete(key))))
      .then(trimAssets)
      .then(() => self.clients.claim()),
  );
});

const putInCache = async (cacheName, request, response) => {
  if (response.ok && response.type === 'basic') {
    const cache = await caches.open(cacheName);
    await cache.put(request, response.clone());
  }
  return response;
};

// Navigations go to the network first so a new deploy is picked up; offline falls back to the shell.
const networkFirst = async (request) => {
  try {
    return await putInCache(SHELL_CACHE, '/index.html', await fetch(request));
  } catch {
    return (await caches.match('/index.html')) ?? (await caches.match('/')) ?? Response.error();
  }
};

// Hashed build assets never change under the same name, so the cache can answer first.
const cacheFirst = async (request) =>
  (await caches.match(request)) ?? putInCache(ASSETS_CACHE, request, await fetch(request));

const isAsset = (url) =>
  url.origin === self.location.origin &&
  (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/'));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // API answers and the version file are per user or per deploy: never serve them from cache.
  // The app keeps the signed-in user's last answers itself (features/offline), per user.
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname === '/version.json') return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request));
    return;
  }
  if (isAsset(url)) event.respondWith(cacheFirst(request));
});

// The page that registered this worker loaded its first files before the worker existed; it
// sends their addresses (lib/service-worker.ts) so the screen it shows also opens offline.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'cache-loaded' || !Array.isArray(event.data.urls)) return;
  const urls = event.data.urls.filter((href) => isAsset(new URL(href, self.location.origin)));
  event.waitUntil(
    Promise.all(
      urls.map(async (href) => {
        if (await caches.match(href)) return;
        await putInCache(ASSETS_CACHE, href, await fetch(href));
      }),
    ).catch(() => undefined),
  );
});
