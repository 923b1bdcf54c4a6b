import { locationSchema, type LocationInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { locationKeys } from './get-location';

export const updateLocation = ({ id, input }: { id: number; input: LocationInput }) =>
  apiRequest(`/locations/${id}`, { method: 'POST', body: input, schema: locationSchema });

export const useUpdateLocation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    // The form marks refused fields itself.
    meta: { silent: true },
    onSuccess: (location) => {
      queryClient.setQueryData(locationKeys.detail(location.id), location);
      // Pickers elsewhere list locations under the same root key.
      void queryClient.invalidateQueries({ queryKey: locationKeys.all });
    },
  });
};
