export const vacancyKeys = {
  all: ['vacancies'] as const,
  list: () => [...vacancyKeys.all, 'list'] as const,
};
