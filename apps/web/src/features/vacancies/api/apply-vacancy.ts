import {
  vacancyApplicationResultSchema,
  type Page,
  type Vacancy,
  type VacancyApplicationResult,
} from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { vacancyKeys } from './vacancy-keys';

export type ApplicationAction = 'applyVacancy' | 'unapplyVacancy';

/** Apply for or withdraw from an open position. */
export const changeApplication = (positionId: number, action: ApplicationAction) =>
  apiRequest(`/projectCrewItems/${positionId}/${action}`, {
    method: 'POST',
    schema: vacancyApplicationResultSchema,
  });

const withResult = (page: Page<Vacancy> | undefined, result: VacancyApplicationResult) =>
  page && {
    ...page,
    items: page.items.map((item) =>
      item.projectCrewItemId === result.projectCrewItemId
        ? { ...item, applied: result.applied, assignmentId: result.assignmentId }
        : item,
    ),
  };

export const useChangeApplication = (action: ApplicationAction) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (positionId: number) => changeApplication(positionId, action),
    // The card explains refusals itself (which rule stood in the way).
    meta: { silent: true },
    onSuccess: (result) => {
      queryClient.setQueryData<Page<Vacancy>>(vacancyKeys.list(), (page) =>
        withResult(page, result),
      );
      void queryClient.invalidateQueries({ queryKey: vacancyKeys.all });
    },
  });
};
