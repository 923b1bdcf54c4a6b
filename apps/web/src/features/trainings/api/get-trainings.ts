import { pageSchema, trainingSchema } from '@crewhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';
import { trainingKeys, type TrainingFilter } from './training-keys';

/** My trainings, or everyone's for planners and the office (GET /trainings). */
export const getTrainings = (filter: TrainingFilter) =>
  apiRequest(`/trainings${queryString({ status: filter.status })}`, {
    schema: pageSchema(trainingSchema),
  });

export const trainingsQueryOptions = (filter: TrainingFilter = { status: null }) =>
  queryOptions({
    queryKey: trainingKeys.list(filter),
    queryFn: () => getTrainings(filter),
    placeholderData: keepPreviousData,
  });

export const useTrainings = (filter: TrainingFilter) => useQuery(trainingsQueryOptions(filter));
