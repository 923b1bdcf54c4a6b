import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tenants, tenantSettings } from '../../db/schema';

export const tenantsRepository = {
  findSettings: async (tx: Executor, tenantId: number) => {
    const [row] = await tx
      .select({ name: tenants.name, settings: tenantSettings })
      .from(tenants)
      .leftJoin(tenantSettings, eq(tenantSettings.tenantId, tenants.id))
      .where(eq(tenants.id, tenantId));
    if (!row) return null;
    return {
      name: row.name,
      faviconUrl: row.settings?.faviconUrl ?? null,
      mobileTheme: row.settings?.mobileTheme ?? 'default',
      defaultLanguage: row.settings?.defaultLanguage ?? 'en',
      useUserLanguage: row.settings?.useUserLanguage ?? true,
      backgroundUrl: row.settings?.backgroundUrl ?? null,
      backgroundColorCode: row.settings?.backgroundColorCode ?? null,
      metaHostName: row.settings?.metaHostName ?? null,
      metaDescription: row.settings?.metaDescription ?? null,
      oneCrewOneTreeTitle: row.settings?.oneCrewOneTreeTitle ?? null,
    };
  },
};
