import type { ReactNode } from 'react';
import { useConnection } from '@/lib/connection';
import { useWaitingQueries } from '../hooks/use-waiting-queries';
import { NotAvailableOffline } from './not-available-offline';

/**
 * Around the page: offline, a page still waiting for data it never had shows the "not available
 * offline" state instead of its spinner. The page stays mounted (hidden), so its queries keep
 * waiting and it appears by itself once the connection is back.
 */
export const OfflineGate = ({ children }: { children: ReactNode }) => {
  const connection = useConnection();
  const waiting = useWaitingQueries();
  const blocked = connection !== 'online' && waiting;
  return (
    <>
      {blocked ? <NotAvailableOffline state={connection} /> : null}
      {/* No box of its own: the page lays out as if this element were not there. */}
      <div style={{ display: blocked ? 'none' : 'contents' }}>{children}</div>
    </>
  );
};
