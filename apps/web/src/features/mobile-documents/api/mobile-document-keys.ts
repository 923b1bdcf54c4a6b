import type { MobileDocumentKind } from '@crewhub/shared';

export const mobileDocumentKeys = {
  all: ['mobile-documents'] as const,
  list: (kind: MobileDocumentKind) => [...mobileDocumentKeys.all, 'list', kind] as const,
  rateCards: () => [...mobileDocumentKeys.all, 'rate-cards'] as const,
  rateCardItems: (id: number) => [...mobileDocumentKeys.all, 'rate-card', id, 'items'] as const,
  rateCardDocuments: (id: number) =>
    [...mobileDocumentKeys.all, 'rate-card', id, 'documents'] as const,
};
