import { crewPhotoSchema } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { crewKeys } from './crew-keys';

export type PhotoDecision = 'approve' | 'reject';

/** A planner approves or rejects a pending photo (the server answers 409 once decided). */
export const decideCrewPhoto = (crewId: number, photoId: number, decision: PhotoDecision) =>
  apiRequest(`/projectCrews/${crewId}/photos/${photoId}/${decision}`, {
    method: 'POST',
    schema: crewPhotoSchema,
  });

export const useDecideCrewPhoto = (crewId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, decision }: { photoId: number; decision: PhotoDecision }) =>
      decideCrewPhoto(crewId, photoId, decision),
    // A 409 means a colleague decided first: reload either way to show the photo as it is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: crewKeys.photos(crewId) }),
  });
};
