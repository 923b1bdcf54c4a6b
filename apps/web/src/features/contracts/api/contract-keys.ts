export type ContractListState = 'active' | 'past';

export const contractKeys = {
  all: ['staff-contracts'] as const,
  list: (state: ContractListState) => [...contractKeys.all, 'list', state] as const,
  detail: (id: number) => [...contractKeys.all, 'detail', id] as const,
  documents: (id: number) => [...contractKeys.all, 'documents', id] as const,
};
