export const companyKeys = {
  all: ['companies'] as const,
  settings: (id: number) => [...companyKeys.all, id, 'settings'] as const,
  rateCards: (id: number) => [...companyKeys.all, id, 'rate-cards'] as const,
};
