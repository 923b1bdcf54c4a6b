import { functionSchema, pageSchema, referenceItemSchema, skillSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api-client';

/** Reference lists that forms and filters of several screens pick from. */
const lists = {
  functions: pageSchema(functionSchema),
  regions: pageSchema(referenceItemSchema),
  crewTags: pageSchema(referenceItemSchema),
  documentBasedSkills: pageSchema(skillSchema),
  branches: pageSchema(referenceItemSchema),
  cateringAgreementTypes: pageSchema(referenceItemSchema),
} as const;
export type ReferenceListName = keyof typeof lists;
type ItemOf<L extends ReferenceListName> = z.infer<(typeof lists)[L]>['items'][number];

export const referenceKeys = {
  all: ['reference'] as const,
  list: (list: ReferenceListName) => [...referenceKeys.all, list] as const,
};

export const referenceListQueryOptions = <L extends ReferenceListName>(list: L) =>
  queryOptions({
    queryKey: referenceKeys.list(list),
    queryFn: async (): Promise<ItemOf<L>[]> =>
      (await apiRequest(`/${list}`, { schema: lists[list] })).items as ItemOf<L>[],
    // Functions, regions and tags change a few times a year.
    staleTime: 10 * 60_000,
  });

export const useReferenceList = <L extends ReferenceListName>(list: L) =>
  useQuery(referenceListQueryOptions(list));

/** Select options ({ value, label }) for Mantine's Select and MultiSelect. */
export const asOptions = (items: readonly { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
