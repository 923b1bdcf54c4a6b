import { crewInfoSchema, normalizeLanguage } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';

export const crewInfoKeys = {
  all: ['crew-info'] as const,
  byLanguage: (language: string) => [...crewInfoKeys.all, language] as const,
};

/** The office's blocks in the UI language, information links and my upcoming jobs' notes. */
export const getCrewInfo = (language: string) =>
  apiRequest(`/crewInfo?${new URLSearchParams({ language })}`, { schema: crewInfoSchema });

export const crewInfoQueryOptions = (uiLanguage: string) => {
  const language = normalizeLanguage(uiLanguage);
  return queryOptions({
    queryKey: crewInfoKeys.byLanguage(language),
    queryFn: () => getCrewInfo(language),
    meta: { silent: true },
  });
};

export const useCrewInfo = () => {
  const { i18n } = useTranslation();
  return useQuery(crewInfoQueryOptions(i18n.language));
};
