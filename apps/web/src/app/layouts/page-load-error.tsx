import { useEffect, useRef } from 'react';
import { useRouteError } from 'react-router';
import { NotAvailableOffline } from '@/features/offline/components/not-available-offline';
import { useConnection } from '@/lib/connection';

/**
 * A page's code or data that failed while offline (or with Crewhub not answering) is a page this
 * device never opened: say so inside the frame, so the menu still leads elsewhere. The browser
 * remembers a failed import for the whole visit, so the page reloads once the connection is
 * back. Any other error goes on to the app's last resort (RouteError).
 */
export const PageLoadFailed = ({ error }: { error: unknown }) => {
  const connection = useConnection();
  const failedDisconnected = useRef(connection !== 'online');

  useEffect(() => {
    if (failedDisconnected.current && connection === 'online') window.location.reload();
  }, [connection]);

  if (!failedDisconnected.current) throw error;
  return connection === 'online' ? null : <NotAvailableOffline state={connection} />;
};

/** The same for a page whose data or drawing failed: the route's error element. */
export const PageLoadError = () => <PageLoadFailed error={useRouteError()} />;
