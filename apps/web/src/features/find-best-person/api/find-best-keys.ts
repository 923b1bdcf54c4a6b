import type { BestPersonsParams } from './get-best-persons';

export const findBestKeys = {
  all: ['find-best-person'] as const,
  methods: () => [...findBestKeys.all, 'methods'] as const,
  ranking: (positionId: number, params: BestPersonsParams) =>
    [...findBestKeys.all, 'ranking', positionId, params] as const,
};
