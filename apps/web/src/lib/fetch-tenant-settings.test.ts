import { tenantSettingsSchema as sharedSchema, type TenantSettings } from '@crewhub/shared';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, apiGet } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import {
  getTenantSettings,
  settingsFromStore,
  tenantSettingsSchema,
} from './fetch-tenant-settings';

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

describe('getTenantSettings', () => {
  it('stores what the server answers', async () => {
    server.use(apiGet('/tenant/settings', settings));
    expect(await getTenantSettings()).toEqual(settings);
    expect(settingsFromStore()).toBe(false);
    expect(JSON.parse(localStorage.getItem('tenantSettings') ?? 'null')).toEqual(settings);
  });

  it.each([
    ['no answer', () => HttpResponse.error()],
    ['a gateway error', () => new HttpResponse('Bad gateway', { status: 502 })],
    ['a refusal under load', () => new HttpResponse(null, { status: 503 })],
  ])('falls back on the stored copy after %s', async (_case, answer) => {
    localStorage.setItem('tenantSettings', JSON.stringify(settings));
    server.use(apiGet('/tenant/settings', answer));
    expect(await getTenantSettings()).toEqual(settings);
    expect(settingsFromStore()).toBe(true);
  });

  it("passes on the server's own errors, stored copy or not", async () => {
    localStorage.setItem('tenantSettings', JSON.stringify(settings));
    server.use(apiGet('/tenant/settings', apiError(404, 'NOT_FOUND')));
    await expect(getTenantSettings()).rejects.toMatchObject({ status: 404 });
  });
});
