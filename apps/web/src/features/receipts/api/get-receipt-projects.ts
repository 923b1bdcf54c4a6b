import { receiptProjectSchema, receiptTemplateSchema } from '@crewhub/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { receiptKeys } from './receipt-keys';

/** The projects a receipt can be for: my bookings around today (the office: all of them). */
export const useReceiptProjects = () =>
  useQuery({
    queryKey: receiptKeys.projects(),
    queryFn: () => apiRequest('/receiptProjects', { schema: z.array(receiptProjectSchema) }),
    staleTime: 300_000,
  });

/** The ready-made receipts of the project's company, to start from. */
export const useReceiptTemplates = (companyId: number | null) =>
  useQuery({
    queryKey: receiptKeys.templates(companyId ?? 0),
    queryFn: () =>
      apiRequest(`/companies/${companyId}/receiptTemplates`, {
        schema: z.array(receiptTemplateSchema),
      }),
    enabled: companyId !== null,
    staleTime: 300_000,
  });
