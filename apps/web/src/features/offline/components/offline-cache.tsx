import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useConnection } from '@/lib/connection';
import { useSession, type Session } from '@/lib/session';
import { readString, storageKeys } from '@/lib/storage';
import { tenantKeys } from '@/lib/tenant-settings';

/** Whose answers these are: a tenant and one login in it. */
const scopeOf = (session: Session | null): string | null =>
  session ? `${session.claims.tid}:${session.claims.type}:${session.claims.sub}` : null;

/**
 * The entry script's hashed name changes with every build that changes any file (it names the
 * chunks it loads), so it tells answers stored by an older build apart.
 */
const buildId = (): string =>
  document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? 'dev';

/** The offline copy's code, which a signed-in start without a connection waits for. */
export const loadPersistQueries = () => import('../lib/persist-queries');

type OfflineCacheProps = { fallback: ReactNode; children: ReactNode };

/**
 * Keeps the signed-in user's answers on the device (IndexedDB) so the screens they opened show
 * their last data offline. Online, the screens ask Crewhub anyway (the stored answers only stand
 * in once the connection goes, see persist-queries.ts), so they render at once while the copy is
 * read. A start without a connection waits for the stored answers before the routes load, so the
 * screens show them instead of "not available offline". Once shown, the screens stay when the
 * connection goes before the copy is read: it is put into the cache where they are
 * (persist-queries.ts) instead of them being mounted again. A signed-out start loads none of this
 * (the sign-in page stays light) unless an earlier login's answers are left to remove.
 */
export const OfflineCache = ({ fallback, children }: OfflineCacheProps) => {
  const queryClient = useQueryClient();
  const scope = scopeOf(useSession());
  const online = useConnection() === 'online';
  // Whether the screens are shown: from the start online or signed out, else once the copy is read.
  const [screensShown, setScreensShown] = useState(scope === null);
  if (online && !screensShown) setScreensShown(true);
  const previousScope = useRef(scope);

  useEffect(() => {
    if (previousScope.current !== null && previousScope.current !== scope) {
      // The session ended or another began: the last user's answers leave memory too.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== tenantKeys.all[0] });
    }
    previousScope.current = scope;
    if (scope === null && readString(storageKeys.offlineCache) === null) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadPersistQueries()
      .then(({ persistQueries }) => persistQueries({ queryClient, scope, buster: buildId() }))
      .then((stopSaving) => {
        if (cancelled) stopSaving();
        else stop = stopSaving;
      })
      // Without IndexedDB (a private window may refuse it) the app simply works online only.
      .catch((error: unknown) => console.warn('Offline copy unavailable', error))
      .finally(() => {
        if (!cancelled) setScreensShown(true);
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, scope]);

  return screensShown ? children : fallback;
};
