export const crewKeys = {
  all: ['crews'] as const,
  page: (crewId: number) => [...crewKeys.all, crewId, 'page'] as const,
  member: (crewId: number, personId: number) =>
    [...crewKeys.all, crewId, 'member', personId] as const,
  deliveryNotePdf: (crewId: number) => [...crewKeys.all, crewId, 'delivery-note-pdf'] as const,
  photos: (crewId: number) => [...crewKeys.all, crewId, 'photos'] as const,
  ratingTypes: () => [...crewKeys.all, 'rating-types'] as const,
  myRatings: (crewId: number, personId: number) =>
    [...crewKeys.all, crewId, 'my-ratings', personId] as const,
  securityChecks: (crewId: number) => [...crewKeys.all, crewId, 'security-checks'] as const,
  securityCheck: (crewId: number, key: string) =>
    [...crewKeys.all, crewId, 'security-check', key] as const,
  securityCheckPdf: (crewId: number, checkId: number, version: string) =>
    [...crewKeys.all, crewId, 'security-check-pdf', checkId, version] as const,
};
