export const companyKeys = {
  all: ['companies'] as const,
  list: (q: string, page: number) => [...companyKeys.all, 'list', { q, page }] as const,
  detail: (id: number) => [...companyKeys.all, id] as const,
  settings: (id: number) => [...companyKeys.all, id, 'settings'] as const,
  rateCards: (id: number) => [...companyKeys.all, id, 'rate-cards'] as const,
  contacts: (id: number) => [...companyKeys.all, id, 'contacts'] as const,
  valueStaff: (contactId: number) => [...companyKeys.all, 'value-staff', contactId] as const,
};
