import { lazy, Suspense } from 'react';
import { useOnline } from '../hooks/use-online';

// Only loads once the connection is gone (the service worker has it precached).
const OfflineBanner = lazy(() =>
  import('./offline-banner').then(({ OfflineBanner }) => ({ default: OfflineBanner })),
);

/** Says so above every page while the device is offline. */
export const OfflineNotice = () => {
  const online = useOnline();
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  );
};
