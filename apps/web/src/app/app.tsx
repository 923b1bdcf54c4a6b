import '@/lib/page-texts';
import type { TenantSettings } from '@crewhub/shared';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** The whole app; `settings` are the tenant settings the lean sign-in page already has. */
export const App = ({ settings }: { settings?: TenantSettings }) => (
  <AppProvider settings={settings}>
    <AppRouter />
  </AppProvider>
);
