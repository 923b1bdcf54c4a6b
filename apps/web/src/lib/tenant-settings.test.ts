import { tenantSettingsSchema as sharedSchema, type TenantSettings } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { tenantSettingsSchema } from './tenant-settings';

const settings: TenantSettings = {
  name: 'Crewhub',
  faviconUrl: null,
  mobileTheme: 'red',
  defaultLanguage: 'nl',
  useUserLanguage: true,
  backgroundUrl: '/background.jpg',
  backgroundColorCode: null,
  metaHostName: null,
  metaDescription: 'Crew planning',
  oneCrewOneTree: { title: null },
};

const accepts = (parse: () => unknown) => {
  try {
    parse();
    return true;
  } catch {
    return false;
  }
};

// The startup path checks the settings by hand instead of through the shared zod schema.
describe('tenantSettingsSchema (hand check)', () => {
  it('accepts and rejects what the shared schema does', () => {
    const samples: unknown[] = [
      settings,
      { ...settings, mobileTheme: 'purple' },
      { ...settings, faviconUrl: undefined },
      { ...settings, oneCrewOneTree: {} },
      { ...settings, useUserLanguage: 'yes' },
      { ...settings, name: undefined },
      null,
      'settings',
    ];
    for (const sample of samples) {
      expect(accepts(() => tenantSettingsSchema.parse(sample))).toBe(
        sharedSchema.safeParse(sample).success,
      );
    }
  });

  it('keeps the known fields only, as zod does', () => {
    const extra = { ...settings, internalId: 7 };
    expect(tenantSettingsSchema.parse(extra)).toEqual(sharedSchema.parse(extra));
  });
});
