import { lazy, Suspense } from 'react';
import { useConnection } from '@/lib/connection';

// Only loads once the connection is gone (the service worker has it precached).
const OfflineBanner = lazy(() =>
  import('./offline-banner').then(({ OfflineBanner }) => ({ default: OfflineBanner })),
);

/** Says so above every page while the device is offline or Crewhub does not answer. */
export const OfflineNotice = () => {
  const connection = useConnection();
  if (connection === 'online') return null;
  return (
    <Suspense fallback={null}>
      <OfflineBanner state={connection} />
    </Suspense>
  );
};
