export type ContractListState = 'active' | 'past';

export const contractKeys = {
  all: ['staff-contracts'] as const,
  list: (state: ContractListState, personId?: number) =>
    [...contractKeys.all, 'list', state, personId ?? null] as const,
  detail: (id: number) => [...contractKeys.all, 'detail', id] as const,
  documents: (id: number) => [...contractKeys.all, 'documents', id] as const,
  /** A person's contracts; under `list`, so whatever refreshes the lists refreshes these. */
  ofPerson: (personId: number) => [...contractKeys.all, 'list', 'person', personId] as const,
  signedDocumentTypes: () => [...contractKeys.all, 'signed-document-types'] as const,
};
