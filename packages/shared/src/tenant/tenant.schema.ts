import { z } from 'zod';

export const mobileThemes = ['default', 'red', 'moyo'] as const;
export const mobileThemeSchema = z.enum(mobileThemes);
export type MobileTheme = z.infer<typeof mobileThemeSchema>;

/** Public tenant settings, fetched before login: even the login page wears the tenant's look. */
export const tenantSettingsSchema = z.object({
  name: z.string(),
  faviconUrl: z.string().nullable(),
  mobileTheme: mobileThemeSchema,
  defaultLanguage: z.string(),
  useUserLanguage: z.boolean(),
  backgroundUrl: z.string().nullable(),
  backgroundColorCode: z.string().nullable(),
  metaHostName: z.string().nullable(),
  metaDescription: z.string().nullable(),
  oneCrewOneTree: z.object({ title: z.string().nullable() }),
});
export type TenantSettings = z.infer<typeof tenantSettingsSchema>;

/** GET /tenant for a logged-in user: what the web app stores as `tenant`. */
export const tenantSummarySchema = z.object({
  name: z.string(),
  defaultLanguage: z.string(),
  mobileTheme: mobileThemeSchema,
});
export type TenantSummary = z.infer<typeof tenantSummarySchema>;
