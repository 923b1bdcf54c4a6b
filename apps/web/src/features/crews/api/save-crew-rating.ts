import { crewRatingSchema, type SaveCrewRatingInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { crewKeys } from './crew-keys';

/** The crew chief rates a member for this job, 1-5 with a comment. */
export const saveCrewRating = (input: SaveCrewRatingInput) =>
  apiRequest('/crewRatings', { method: 'POST', body: input, schema: crewRatingSchema });

export const useSaveCrewRating = (crewId: number, personId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCrewRating,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: crewKeys.myRatings(crewId, personId) }),
  });
};
