import type { InvoiceFilter } from '@crewhub/shared';
import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';
import { queryString } from '@/lib/query-string';

/** Downloads the filtered list as XLSX (behind the Authorization header, so as a blob). */
export const useExportInvoices = () =>
  useMutation({
    mutationFn: async ({ filter, filename }: { filter: InvoiceFilter; filename: string }) =>
      saveBlob(await apiBlob(`/invoices/export${queryString(filter)}`), filename),
  });
