import {
  mobileThemeSchema,
  normalizeLanguage,
  type TenantSettings,
  type TenantSummary,
} from '@crewhub/shared';
import type { Database } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import { notFound } from '../../lib/app-error';
import type { RequestTenant } from '../../plugins/tenant';
import { tenantsRepository } from './tenants.repository';

export const getTenantSettings = async (
  db: Database,
  tenant: RequestTenant,
): Promise<TenantSettings> => {
  const settings = await withTenant(db, tenant.id, (tx) =>
    tenantsRepository.findSettings(tx, tenant.id),
  );
  if (!settings) throw notFound('Tenant');
  const { oneCrewOneTreeTitle, ...rest } = settings;
  return {
    ...rest,
    mobileTheme: mobileThemeSchema.catch('default').parse(rest.mobileTheme),
    defaultLanguage: normalizeLanguage(rest.defaultLanguage),
    oneCrewOneTree: { title: oneCrewOneTreeTitle },
  };
};

export const getTenantSummary = async (
  db: Database,
  tenant: RequestTenant,
): Promise<TenantSummary> => {
  const { name, defaultLanguage, mobileTheme } = await getTenantSettings(db, tenant);
  return { name, defaultLanguage, mobileTheme };
};
