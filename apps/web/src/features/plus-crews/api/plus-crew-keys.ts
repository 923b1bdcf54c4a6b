export const plusCrewKeys = {
  all: ['plus-crews'] as const,
  list: () => [...plusCrewKeys.all, 'list'] as const,
  progress: (month: string) => [...plusCrewKeys.all, 'progress', month] as const,
  detail: (number: string) => [...plusCrewKeys.all, 'detail', number] as const,
  contacts: (q: string) => [...plusCrewKeys.all, 'contacts', q] as const,
  valueTypes: () => [...plusCrewKeys.all, 'value-types'] as const,
  values: (plusCrewId: number) => [...plusCrewKeys.all, 'values', plusCrewId] as const,
  /** Every series of one plus crew, so saving data refreshes them all. */
  datasOf: (plusCrewId: number) => [...plusCrewKeys.all, 'datas', plusCrewId] as const,
  datas: (plusCrewId: number, valueTypeId: number, month: string) =>
    [...plusCrewKeys.datasOf(plusCrewId), valueTypeId, month] as const,
};
