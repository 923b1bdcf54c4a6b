import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '@/lib/my-profile';

export { getProfile, profileQueryOptions } from '@/lib/my-profile';

export const useProfile = (personId: number) => useQuery(profileQueryOptions(personId));
