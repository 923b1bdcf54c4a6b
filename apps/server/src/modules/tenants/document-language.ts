import { resolveUiLanguage, type Language } from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { tenantsRepository } from './tenants.repository';

/**
 * The language of a file the server renders: the one its reader sees the app in, their own
 * language where the tenant allows it, else the tenant's default, else English. A calendar
 * feed has no reader to ask (`loginLanguage` null) and speaks the tenant's default.
 */
export const documentLanguageFor = async (
  tx: Executor,
  tenantId: number,
  loginLanguage: string | null,
): Promise<Language> => {
  const settings = await tenantsRepository.findSettings(tx, tenantId);
  return resolveUiLanguage({
    tenantDefault: settings?.defaultLanguage,
    useUserLanguage: settings?.useUserLanguage ?? true,
    userLanguage: loginLanguage,
  });
};
