import type { QueryClient } from '@tanstack/react-query';
import { mobileDocumentsQueryOptions } from '@/features/mobile-documents/api/get-mobile-documents';
import { MobileDocumentsPage } from '@/features/mobile-documents/components/mobile-documents-page';

export const Component = MobileDocumentsPage;

export const prefetch = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(mobileDocumentsQueryOptions('company'));
