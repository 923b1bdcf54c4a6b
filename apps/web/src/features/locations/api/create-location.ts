import { locationSchema, type LocationInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { locationKeys } from './get-location';

/** The server computes coordinates from the address when a geocoder is configured. */
export const createLocation = (input: LocationInput) =>
  apiRequest('/locations', { method: 'POST', body: input, schema: locationSchema });

export const useCreateLocation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    // The form marks refused fields itself.
    meta: { silent: true },
    onSuccess: (location) => {
      queryClient.setQueryData(locationKeys.detail(location.id), location);
      // Pickers elsewhere list locations under the same root key.
      void queryClient.invalidateQueries({ queryKey: locationKeys.all });
    },
  });
};
