import { tenantsRepository } from './tenants.repository';

/** The tenant's name and settings (language, theme, ...); null for an unknown tenant. */
export const findTenantSettings = tenantsRepository.findSettings;
