import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * How the app reaches Crewhub. `offline`: the device has no network. `unreachable`: it has one,
 * but the server did not answer (connection refused, a timeout) or a gateway answered for it
 * (502, 503, 504). Both show the last data with a banner and make changes wait.
 */
export type Connection = 'online' | 'offline' | 'unreachable';

/** Gateway answers: the request never reached a Crewhub node able to answer it. */
const unreachableStatuses = new Set([502, 503, 504]);
export const isUnreachableStatus = (status: number): boolean => unreachableStatuses.has(status);
/** Crewhub answers its errors in JSON; a gateway or proxy standing in for it does not. */
const isCrewhubAnswer = (response: Response): boolean =>
  (response.headers.get('content-type') ?? '').includes('application/json');
/** Asked again and again while unreachable, a little less often each time. */
const probeDelaysMs = [3_000, 6_000, 12_000, 30_000];
/** Public, small and answered by every node: a plain sign that the API answers again. */
const probeUrl = '/api/v1/tenant/settings';

let serverAnswers = true;
let probeTimer: number | undefined;
let probeAttempt = 0;
const listeners = new Set<() => void>();

export const connection = (): Connection => {
  if (!navigator.onLine) return 'offline';
  return serverAnswers ? 'online' : 'unreachable';
};

const publish = () => listeners.forEach((listener) => listener());

/** The device's network changed; a new network may reach the server at once, so ask now. */
const onNetworkChange = () => {
  if (navigator.onLine && !serverAnswers) {
    stopProbing();
    void probe();
  }
  publish();
};

/** Listens to the device's network while anyone listens here. */
export const subscribeConnection = (listener: () => void): (() => void) => {
  if (listeners.size === 0) {
    window.addEventListener('online', onNetworkChange);
    window.addEventListener('offline', onNetworkChange);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('online', onNetworkChange);
    window.removeEventListener('offline', onNetworkChange);
  };
};

export const useConnection = (): Connection =>
  useSyncExternalStore(subscribeConnection, connection, connection);

const stopProbing = () => {
  window.clearTimeout(probeTimer);
  probeTimer = undefined;
  probeAttempt = 0;
};

const probe = async (): Promise<void> => {
  probeTimer = undefined;
  try {
    const response = await fetch(probeUrl, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
    reportAnswer(response);
  } catch {
    reportNoAnswer();
  }
};

const scheduleProbe = () => {
  if (probeTimer !== undefined || serverAnswers || !navigator.onLine) return;
  const delay = probeDelaysMs[Math.min(probeAttempt, probeDelaysMs.length - 1)];
  probeAttempt += 1;
  probeTimer = window.setTimeout(() => void probe(), delay);
};

const setServerAnswers = (answers: boolean) => {
  if (answers === serverAnswers) {
    if (!answers) scheduleProbe();
    return;
  }
  serverAnswers = answers;
  if (answers) stopProbing();
  else scheduleProbe();
  publish();
};

/**
 * Called with every answer from the API (lib/api-client.ts). A Crewhub node that answers with
 * its own error body is reachable, even with 503: that is a busy node shedding load, whose
 * refusals are asked again (lib/react-query.ts), not a server gone away.
 */
export const reportAnswer = (response: Response): void =>
  setServerAnswers(isCrewhubAnswer(response) || !isUnreachableStatus(response.status));

/** Called when a request to the API got no answer at all. */
export const reportNoAnswer = (): void => {
  // Without a network the device is offline, which says nothing about the server.
  if (navigator.onLine) setServerAnswers(false);
};

/**
 * Keeps TanStack Query's idea of "online" equal to "Crewhub answers": unreachable, queries wait
 * (paused, the last data kept) instead of failing, and they resume once a probe gets an answer.
 * TanStack starts out assuming a connection; this also tells it at once when there is none.
 */
export const followConnection = (): void =>
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(connection() === 'online');
    update();
    return subscribeConnection(update);
  });

/**
 * Forgets what earlier calls said, and TanStack's online state with it (a test's query client
 * may have stopped following before its device came back): web test files share these modules
 * (vitest.config.ts).
 */
export const resetConnection = (): void => {
  stopProbing();
  serverAnswers = true;
  publish();
  onlineManager.setOnline(connection() === 'online');
};
