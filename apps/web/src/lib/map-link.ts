import { mapLinkFor, type MapService } from '@crewhub/shared';
import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from './my-profile';
import { useSession } from './session';

type Place = Parameters<typeof mapLinkFor>[0];

/**
 * Location links in the maps app the person chose on their profile (Google Maps until the
 * profile has loaded, and for logins without a person). The stored link is Google's, so every
 * screen builds the link from the address or coordinates instead.
 */
export const useMapLink = (): ((place: Place) => string) => {
  const personId = useSession()?.claims.loginData.person?.id ?? null;
  const profile = useQuery({
    ...profileQueryOptions(personId ?? 0),
    enabled: personId !== null,
    staleTime: 5 * 60_000,
  });
  const service: MapService = profile.data?.mapService ?? 'google';
  return (place) => mapLinkFor(place, service);
};
