import { companySettingsSchema, type CompanySettingsInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyKeys } from './company-keys';

type SaveCompanySettings = { companyId: number; input: CompanySettingsInput };

/** POST /companies/{id}/settings (the office); answers the settings with the account. */
export const saveCompanySettings = ({ companyId, input }: SaveCompanySettings) =>
  apiRequest(`/companies/${companyId}/settings`, {
    method: 'POST',
    body: input,
    schema: companySettingsSchema,
  });

export const useSaveCompanySettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanySettings,
    onSuccess: (settings) =>
      queryClient.setQueryData(companyKeys.settings(settings.companyId), settings),
  });
};
