import { whenFirstScreenShown } from './first-screen-shown';

const scriptUrl = '/sw.js';

const isLocalhost = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.');

/**
 * On localhost another app may have left a worker behind on this port: only keep ours when
 * /sw.js really is our script, otherwise unregister everything and start clean.
 */
const checkLocalWorker = async (): Promise<void> => {
  const response = await fetch(scriptUrl, { headers: { 'Service-Worker': 'script' } });
  const contentType = response.headers.get('content-type') ?? '';
  if (response.status === 404 || !contentType.includes('javascript')) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    // Reload only when a stale worker was removed; reloading for nothing would loop.
    if (registrations.length > 0) window.location.reload();
    return;
  }
  await navigator.serviceWorker.register(scriptUrl);
};

/**
 * This page's files loaded before the worker could see them; the worker caches them (public/sw.js)
 * so the screen first opened here also opens offline.
 */
const sendLoadedFiles = async (): Promise<void> => {
  const { active } = await navigator.serviceWorker.ready;
  const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
  active?.postMessage({ type: 'cache-loaded', urls });
};

export const registerServiceWorker = (): void => {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    const registration = isLocalhost(window.location.hostname)
      ? checkLocalWorker()
      : navigator.serviceWorker.register(scriptUrl);
    registration
      .then(sendLoadedFiles)
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  };
  // Once the first screen is shown (which is after the page's load): installing, the worker
  // downloads the offline files, which the first screen should not wait behind.
  whenFirstScreenShown(register);
};
