export const crewProfileKeys = {
  all: ['crew-profile'] as const,
  detail: (personId: number) => [...crewProfileKeys.all, 'detail', personId] as const,
  public: (personId: number) => [...crewProfileKeys.all, 'public', personId] as const,
};
