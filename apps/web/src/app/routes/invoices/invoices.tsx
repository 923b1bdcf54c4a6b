import type { QueryClient } from '@tanstack/react-query';
import { invoicesQueryOptions } from '@/features/invoices/api/get-invoices';
import { InvoicesPage } from '@/features/invoices/components/invoices-page';

export const Component = InvoicesPage;

export const prefetch = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(invoicesQueryOptions({ page: 1, limit: 25 }));
