import { crewPhotoSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { crewKeys } from './crew-keys';

export const getCrewPhotos = (crewId: number) =>
  apiRequest(`/projectCrews/${crewId}/photos`, { schema: z.array(crewPhotoSchema) });

export const crewPhotosQueryOptions = (crewId: number) =>
  queryOptions({
    queryKey: crewKeys.photos(crewId),
    queryFn: () => getCrewPhotos(crewId),
    meta: { silent: true },
  });

export const useCrewPhotos = (crewId: number) => useQuery(crewPhotosQueryOptions(crewId));
