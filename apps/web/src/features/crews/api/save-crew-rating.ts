import { crewRatingSchema, type SaveCrewRatingInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { crewKeys } from './crew-keys';

/** The crew chief rates a member for this job, 1-5 per rating type, with a comment. */
export const saveCrewRating = (input: SaveCrewRatingInput) =>
  apiRequest('/crewRatings', { method: 'POST', body: input, schema: crewRatingSchema });

/** Saves one rating per rating type (the server keeps one per rater, job and type). */
export const useSaveCrewRatings = (crewId: number, personId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inputs: SaveCrewRatingInput[]) => Promise.all(inputs.map(saveCrewRating)),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: crewKeys.myRatings(crewId, personId) }),
  });
};
