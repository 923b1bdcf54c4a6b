import {
  mobileThemeSchema,
  normalizeLanguage,
  type TenantSettings,
  type TenantSummary,
} from '@crewhub/shared';
import type { Database, Executor } from '../../db/client';
import type { RequestContext } from '../../lib/request-context';
import { withTenant } from '../../db/tenant-scope';
import { notFound } from '../../lib/app-error';
import type { RequestTenant } from '../../plugins/tenant';
import { tenantsRepository } from './tenants.repository';

const tenantSettingsIn = async (tx: Executor, tenant: RequestTenant): Promise<TenantSettings> => {
  const settings = await tenantsRepository.findSettings(tx, tenant.id);
  if (!settings) throw notFound('Tenant');
  const { oneCrewOneTreeTitle, ...rest } = settings;
  return {
    ...rest,
    mobileTheme: mobileThemeSchema.catch('default').parse(rest.mobileTheme),
    defaultLanguage: normalizeLanguage(rest.defaultLanguage),
    oneCrewOneTree: { title: oneCrewOneTreeTitle },
  };
};

/** GET /tenantSettings, public: in a transaction of its own. */
export const getTenantSettings = (db: Database, tenant: RequestTenant): Promise<TenantSettings> =>
  withTenant(db, tenant.id, (tx) => tenantSettingsIn(tx, tenant));

export const getTenantSummary = async ({ tx, tenant }: RequestContext): Promise<TenantSummary> => {
  const { name, defaultLanguage, mobileTheme } = await tenantSettingsIn(tx, tenant);
  return { name, defaultLanguage, mobileTheme };
};
