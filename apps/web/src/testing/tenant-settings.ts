import type { TenantSettings } from '@crewhub/shared';

/** The demo tenant's public settings, as `/tenant/settings` answers them. */
export const demoTenantSettings: TenantSettings = {
  name: 'Demo Events',
  faviconUrl: null,
  mobileTheme: 'default',
  defaultLanguage: 'en',
  useUserLanguage: false,
  backgroundUrl: null,
  backgroundColorCode: null,
  metaHostName: null,
  metaDescription: null,
  oneCrewOneTree: { title: null },
};
