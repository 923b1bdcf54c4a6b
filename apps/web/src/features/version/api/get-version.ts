import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestJson } from '@/lib/api-client';
import { versionKeys } from './version-keys';

/** /version.json, written at build time and served from the app root. */
export const versionInfoSchema = z.object({
  version: z.string(),
  commit: z.string(),
  builtAt: z.string(),
});
export type VersionInfo = z.infer<typeof versionInfoSchema>;

export const getVersion = (): Promise<VersionInfo> =>
  requestJson('/version.json', { schema: versionInfoSchema, auth: null });

export const versionQueryOptions = queryOptions({
  queryKey: versionKeys.all,
  queryFn: getVersion,
  // A new deploy should show up without a reload.
  staleTime: 0,
  meta: { silent: true },
});

export const useVersion = () => useQuery(versionQueryOptions);
